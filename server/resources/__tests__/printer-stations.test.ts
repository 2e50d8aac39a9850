/**
 * Printer stations (issue 14): a station of a store prints the order lines of the product groups it is
 * given; one with none is refused with SPEC 8's "Station data cannot be empty", a bad printer address
 * on its field, another organization's groups and stations are out of reach; nothing stored on refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrinterAddress } from '../../../src/domain/validators/printer-stations.ts';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { storedRows } from '../../testing/stored.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

const API = '/api/store/3.0/printer-stations';
const ADMIN = 'admin@kaffebaren.test';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function send(method: string, path: string, body?: unknown, username = ADMIN) {
  return server.app.request(path, {
    method,
    headers: { ...(await server.authHeader(username)), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const stations = () => storedRows(server.db, 'printer-stations', { organizationId: 'org-kaffebaren' });

const station = (data: Record<string, unknown> = {}) => ({
  name: 'Bar Vasastan',
  store: 'store-kaffebaren-vasastan',
  printerAddress: '10.0.4.20:9100',
  productGroups: ['group-kaffebaren-kaffe'],
  receiptCopies: 1,
  active: true,
  ...data,
});

describe('printer stations', () => {
  it('lists the seeded stations and stores a new one with its groups', async () => {
    const list = (await (await send('GET', `${API}?sort=["name","ASC"]`)).json()) as { name: string }[];
    expect(list.map((s) => s.name)).toEqual(['Bar Götgatan', 'Kök Götgatan', 'Kök Södermalm']);
    const res = await send('POST', API, station());
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await storedRows(server.db, 'printer-stations', { ids: [id] });
    expect(row?.data).toMatchObject({
      productGroups: ['group-kaffebaren-kaffe'],
      printerAddress: '10.0.4.20:9100',
    });
  });

  it('refuses a station without product groups with the SPEC message, and stores nothing', async () => {
    const before = await stations();
    const res = await send('POST', API, station({ name: 'Tom station', productGroups: [] }));
    const body = await expectApiError(res, 400, 'validation.printer_station.empty');
    expect(body.errors[0]).toMatchObject({
      field: 'productGroups',
      errorMessage: {
        en: 'Station data cannot be empty: choose the product groups that print here',
        sv: 'Stationen kan inte vara tom: välj de produktgrupper som skrivs ut här',
      },
    });
    expect(await stations()).toEqual(before);
  });

  it('refuses a printer address that is no address, on its field', async () => {
    const res = await send('POST', API, station({ name: 'Fel adress', printerAddress: '192.168.1.300' }));
    expect((await expectApiError(res, 400, 'validation.printer_address')).errors[0]?.field).toBe(
      'printerAddress',
    );
  });

  it("keeps another organization's groups and stations out of reach", async () => {
    const res = await send(
      'POST',
      API,
      station({ name: 'Lånad grupp', productGroups: ['group-bokhandeln-skon'] }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { field: string }[] }).errors[0]?.field).toMatch(
      /^productGroups/,
    );
    await expectApiError(
      await send('GET', `${API}/printer-kaffebaren-gotgatan-bar`, undefined, 'admin@bokhandeln.test'),
      404,
      'not_found',
    );
  });

  it('knows a printer address when it sees one', () => {
    for (const good of ['192.168.1.40', '192.168.1.40:9100', 'kok-skrivare.local', 'printer1:515'])
      expect(isPrinterAddress(good), good).toBe(true);
    for (const bad of ['192.168.1.256', '10.0.0.1:0', '10.0.0.1:70000', 'kök skrivare', '-printer', '1.2.3'])
      expect(isPrinterAddress(bad), bad).toBe(false);
  });
});
