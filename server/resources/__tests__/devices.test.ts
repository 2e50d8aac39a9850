/**
 * Registers and terminals (issue 14): numbered 1-99 by the server when not given, at most 10 of each
 * per store (refused in sv and en, nothing stored), licences only on registers and on one each; a
 * terminal pairs itself through the handshake with its single-use code, in the language it asks for,
 * wrong codes refused and locked after five; another organization's devices are not there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { storedRows } from '../../testing/stored.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

const API = '/api/organization/terminal';
const HANDSHAKE = '/api/handshakes/3.0/handshake';
const ADMIN = 'admin@kaffebaren.test';
const STORE = 'store-kaffebaren-vasastan';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

type Device = Record<string, unknown> & {
  id: string;
  version: number;
  number: number;
  pairingCode: string | null;
};

async function send(method: string, path: string, body?: unknown, username = ADMIN, language = 'sv') {
  return server.app.request(path, {
    method,
    headers: {
      ...(await server.authHeader(username)),
      'Content-Type': 'application/json',
      'Accept-Language': language,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

let serial = 0;
const device = (kind: 'register' | 'terminal', data: Record<string, unknown> = {}) => ({
  store: STORE,
  kind,
  model: kind === 'register' ? 'sunmi-t2s' : 'verifone-v400m',
  serialNumber: `TEST-${kind}-${(serial += 1)}`,
  ...data,
});

async function create(kind: 'register' | 'terminal', data: Record<string, unknown> = {}): Promise<Device> {
  const res = await send('POST', API, device(kind, data));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Device;
}

const handshake = (body: Record<string, unknown>, language = 'sv') =>
  server.app.request(HANDSHAKE, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
    body: JSON.stringify(body),
  });

const inStore = async (kind: string) =>
  (await storedRows(server.db, 'devices', { organizationId: 'org-kaffebaren' })).filter(
    (row) => row.data.store === STORE && row.data.kind === kind,
  );

describe('registers and terminals', () => {
  it('numbers a new device with the lowest free number of its kind and names it by it', async () => {
    const taken = (await inStore('register')).map((row) => Number(row.data.number));
    const first = await create('register');
    let expected = 1;
    while (taken.includes(expected)) expected += 1;
    expect(first).toMatchObject({
      number: expected,
      name: `Kassa ${expected}`,
      status: 'unpaired',
    });
    expect(first.pairingCode ?? null).toBeNull();
    const terminal = await create('terminal', { name: 'Terminal baren' });
    expect(terminal.name).toBe('Terminal baren');
    expect(terminal.pairingCode).toMatch(/^\d{6}$/);
    expect(terminal.status).toBe('unpaired');
  });

  it('refuses an 11th register and an 11th terminal of a store, and stores nothing', async () => {
    for (const kind of ['register', 'terminal'] as const) {
      while ((await inStore(kind)).length < 10) await create(kind);
      const before = await inStore(kind);
      const res = await send('POST', API, device(kind), ADMIN, 'en');
      const body = await expectApiError(res, 400, `validation.device.max_${kind}s`);
      expect(body.errors[0]).toMatchObject({
        field: 'kind',
        errorMessage:
          kind === 'register'
            ? { en: 'A store can have at most 10 registers', sv: 'En butik kan ha högst 10 kassor' }
            : {
                en: 'A store can have at most 10 card terminals',
                sv: 'En butik kan ha högst 10 kortterminaler',
              },
      });
      expect(await inStore(kind)).toEqual(before);
    }
  });

  it('refuses a register saved with a card terminal model, on the model, and stores nothing', async () => {
    const before = (await inStore('register')).length;
    const res = await send('POST', API, device('register', { model: 'verifone-p400' }));
    const body = await expectApiError(res, 400, 'validation.enum_unavailable');
    expect(body.errors[0]).toMatchObject({ field: 'model' });
    expect((await inStore('register')).length).toBe(before);
    expect((await send('POST', API, device('terminal', { model: 'sunmi-t2s' }))).status).toBe(400);
  });

  it('refuses a number in use, a licence on a terminal and a licence on two registers', async () => {
    const other = 'store-kaffebaren-soder';
    const first = await create('register', { store: other, number: 42 });
    expect(first.number).toBe(42);
    const again = await send('POST', API, device('register', { store: other, number: 42 }));
    expect((await expectApiError(again, 400, 'validation.device.number_taken')).errors[0]?.field).toBe(
      'number',
    );
    const [licence] = (await (
      await send('GET', `/api/licenses?filter=${encodeURIComponent('{"status":"deactivated"}')}`)
    ).json()) as { id: string }[];
    const onTerminal = await send('POST', API, device('terminal', { store: other, licence: licence!.id }));
    await expectApiError(onTerminal, 400, 'validation.device.licence_on_terminal');
    const register = await create('register', { store: other, licence: licence!.id });
    expect(register.status).toBe('paired');
    const twice = await send('POST', API, device('register', { store: other, licence: licence!.id }));
    await expectApiError(twice, 400, 'validation.device.licence_taken');
  });

  it('pairs a terminal by its handshake once, in the language it asks for', async () => {
    const terminal = await create('terminal', { store: 'store-kaffebaren-gotgatan' });
    const wrong = await handshake({
      serialNumber: terminal.serialNumber,
      pairingCode: '000000' === terminal.pairingCode ? '111111' : '000000',
    });
    await expectApiError(wrong, 404, 'errors.handshake.unknown');
    const res = await handshake(
      { serialNumber: terminal.serialNumber, pairingCode: terminal.pairingCode },
      'en',
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({
      paired: true,
      store: 'Kaffebaren Götgatan',
      message: `Paired as ${String(terminal.name)} of Kaffebaren Götgatan`,
    });
    const [row] = await storedRows(server.db, 'devices', { ids: [terminal.id] });
    expect(row?.data.status).toBe('paired');
    expect(row?.data.pairingCode ?? null).toBeNull();
    expect(row?.data.pairedAt).toBeTruthy();
    const history = (await (await send('GET', `${API}/${terminal.id}/history`)).json()) as {
      actor?: string;
      by?: string;
    }[];
    expect(JSON.stringify(history)).toContain('handshake');
    const second = await handshake({
      serialNumber: terminal.serialNumber,
      pairingCode: terminal.pairingCode,
    });
    await expectApiError(second, 409, 'errors.handshake.already_paired');
  });

  it('answers a handshake in Swedish by default and locks a serial number after five wrong codes', async () => {
    const terminal = await create('terminal', { store: 'store-kaffebaren-gotgatan' });
    const wrongCode = terminal.pairingCode === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1)
      await expectApiError(
        await handshake({ serialNumber: terminal.serialNumber, pairingCode: wrongCode }),
        404,
        'errors.handshake.unknown',
      );
    const locked = await handshake({
      serialNumber: terminal.serialNumber,
      pairingCode: terminal.pairingCode,
    });
    await expectApiError(locked, 429, 'errors.handshake.locked');
    const other = await create('terminal', { store: 'store-kaffebaren-soder' });
    const res = await handshake({ serialNumber: other.serialNumber, pairingCode: other.pairingCode });
    expect(((await res.json()) as { message: string }).message).toMatch(/^Parkopplad som /);
  });

  it("keeps another organization's devices out of reach", async () => {
    const mine = await create('register', { store: 'store-kaffebaren-gotgatan' });
    await expectApiError(
      await send('GET', `${API}/${mine.id}`, undefined, 'admin@bokhandeln.test'),
      404,
      'not_found',
    );
    const foreign = await send(
      'POST',
      API,
      device('register', { store: 'store-kaffebaren-gotgatan' }),
      'admin@bokhandeln.test',
    );
    expect(foreign.status).toBe(400);
  });
});
