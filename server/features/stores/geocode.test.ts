/**
 * A store's address finds its coordinates (issue 17, SPEC 8): GET /api/geocode answers them or the
 * SPEC's refusal on the address field, for those who may edit stores; a store saved with an address and
 * without coordinates gets them from the gazetteer, typed coordinates are kept, and an address the
 * gazetteer does not know never refuses the save.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const ADMIN = 'admin@kaffebaren.test';
const UPPSALA = { latitude: 59.8586, longitude: 17.6389 };
const json = { 'Content-Type': 'application/json' };

const send = async (method: string, path: string, body?: unknown, username = ADMIN) =>
  server.app.request(path, {
    method,
    headers: { ...(await server.authHeader(username)), ...json },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const geocode = (address: string, username = ADMIN) =>
  send('GET', `/api/geocode?address=${encodeURIComponent(address)}`, undefined, username);

interface Store {
  id: string;
  version: number;
  address?: string;
  latitude?: number;
  longitude?: number;
}

describe('GET /api/geocode', () => {
  it('answers the coordinates of the address’s postal area, or of its town', async () => {
    const found = await geocode('Storgatan 1, 753 20 Uppsala');
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual(UPPSALA);
    expect(await (await geocode('storgatan 1, UPPSALA')).json()).toEqual(UPPSALA);
  });

  it('answers 422 on the address, in Swedish and English, for a postal area it does not know', async () => {
    const body = await expectApiError(
      await geocode('Byvägen 3, 999 99 Ingenstans'),
      422,
      'errors.geocode.not_found',
    );
    expect(body.errors).toEqual([
      {
        errorCode: 'errors.geocode.not_found',
        errorMessage: {
          en: 'Could not find location based on address',
          sv: 'Kunde inte hitta en plats utifrån adressen',
        },
        field: 'address',
      },
    ]);
  });

  it.each([
    ['no postal code and no known town', 'Storgatan 1'],
    ['only digits', '11846'],
    ['nothing', ''],
  ])('answers 422 on the address for %s', async (_label, address) => {
    const body = await expectApiError(await geocode(address), 422, 'errors.geocode.invalid_address');
    expect(body.errors).toEqual([
      {
        errorCode: 'errors.geocode.invalid_address',
        errorMessage: { en: 'Store has an invalid address', sv: 'Butiken har en ogiltig adress' },
        field: 'address',
      },
    ]);
  });

  it('refuses a seller, who may not edit stores, and a caller not signed in', async () => {
    // A seller works at the register only: the back office refuses its token before the route.
    const seller = await geocode('Storgatan 1, 753 20 Uppsala', 'seller01');
    expect(seller.status).toBe(403);
    // Signed in to the back office, but not in an organization whose stores it may edit.
    await expectApiError(await geocode('Storgatan 1, 753 20 Uppsala', 'sales@demo.test'), 403, 'forbidden');
    const anonymous = await server.app.request('/api/geocode?address=Uppsala');
    expect(anonymous.status).toBe(401);
  });
});

describe('saving a store', () => {
  const create = async (body: Record<string, unknown>) => {
    const res = await send('POST', '/api/store', body);
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Store;
  };
  const read = async (id: string) => (await (await send('GET', `/api/store/${id}`)).json()) as Store;

  it('fills in the coordinates of an address without them', async () => {
    const created = await create({ name: 'Kaffebaren Uppsala', address: 'Storgatan 1, 753 20 Uppsala' });
    expect(created).toMatchObject(UPPSALA);
    expect(await read(created.id)).toMatchObject(UPPSALA);
  });

  it('keeps typed coordinates', async () => {
    const typed = { latitude: 59.86, longitude: 17.64 };
    const created = await create({
      name: 'Kaffebaren Stora torget',
      address: 'Storgatan 1, 753 20 Uppsala',
      ...typed,
    });
    expect(await read(created.id)).toMatchObject(typed);
  });

  it('saves an address the gazetteer does not know, without coordinates', async () => {
    const created = await create({ name: 'Kaffebaren Ingenstans', address: 'Byvägen 3, 999 99 Ingenstans' });
    const stored = await read(created.id);
    expect(stored.latitude).toBeUndefined();
    expect(stored.longitude).toBeUndefined();
  });

  it('fills them in on an update of a store without coordinates, and again when they are cleared', async () => {
    const soder = await read('store-kaffebaren-soder');
    expect(soder.latitude).toBeUndefined();
    const updated = await send('PUT', '/api/store/store-kaffebaren-soder', {
      ...soder,
      address: 'Hornsgatan 52, 11821 Stockholm',
    });
    expect(updated.status, await updated.clone().text()).toBe(200);
    const filled = (await updated.json()) as Store;
    expect(filled).toMatchObject({ latitude: 59.315, longitude: 18.07 });

    const moved = await send('PUT', '/api/store/store-kaffebaren-soder', {
      ...filled,
      address: 'Kungsgatan 3, Göteborg',
      latitude: null,
      longitude: null,
    });
    expect(await moved.json()).toMatchObject({ latitude: 57.7089, longitude: 11.9746 });
  });
});
