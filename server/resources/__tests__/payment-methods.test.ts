/**
 * Payment methods in the API: every rule as a table run against the form's validation and the API
 * with the same outcome; at most 4 quick checkout methods (create and update, the form's message);
 * isolation between organizations, also with a forged organizationId header.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import paymentMethods from '../../../src/resources/payment-methods.ts';
import { localized, messageCatalogue } from '../../../src/schema/messages.ts';
import { validateRecord } from '../../../src/schema/validation.ts';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { storedRows } from '../../testing/stored.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

const API = '/api/payments/payment-method';
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const as = async (username: string, extra: Record<string, string> = {}) => ({
  ...(await server.authHeader(username)),
  'Content-Type': 'application/json',
  ...extra,
});
const send = async (
  username: string,
  method: string,
  path: string,
  body?: unknown,
  extra: Record<string, string> = {},
) =>
  server.app.request(path, {
    method,
    headers: await as(username, extra),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const rowsOf = (organizationId: string) => storedRows(server.db, 'payment-methods', { organizationId });

let n = 0;
const valid = () => ({
  name: `Betalsätt ${++n}`,
  type: 'card',
  quickCheckout: false,
  tipsAllowed: true,
  openReturnsAllowed: false,
  glAccount: '1580',
});

type Case = [string, Record<string, unknown>, string[]];
const cases: Case[] = [
  ['a valid method', {}, []],
  ['quick checkout with a sort order', { quickCheckout: true, sortOrder: 1 }, []],
  [
    'quick checkout without a sort order',
    { quickCheckout: true },
    ['sortOrder:validation.payment_method.sort_order_required'],
  ],
  ['sort order 0', { sortOrder: 0 }, ['sortOrder:validation.min']],
  ['sort order 100', { sortOrder: 100 }, ['sortOrder:validation.max']],
  ['sort order 1.5', { sortOrder: 1.5 }, ['sortOrder:validation.integer']],
  ['open returns for 30 days', { openReturnsAllowed: true, openReturnDays: 30 }, []],
  [
    'open returns without days',
    { openReturnsAllowed: true, openReturnDays: null },
    ['openReturnDays:validation.payment_method.open_return_days_required'],
  ],
  [
    'open returns for 0 days',
    { openReturnsAllowed: true, openReturnDays: 0 },
    ['openReturnDays:validation.min'],
  ],
  [
    'open returns for 366 days',
    { openReturnsAllowed: true, openReturnDays: 366 },
    ['openReturnDays:validation.max'],
  ],
  ['GL account of 3 digits', { glAccount: '191' }, ['glAccount:validation.gl_account']],
  ['GL account of 5 digits', { glAccount: '19100' }, ['glAccount:validation.gl_account']],
  ['GL account with a letter', { glAccount: '19A0' }, ['glAccount:validation.gl_account']],
  ['GL account as a number', { glAccount: 1910 }, ['glAccount:validation.not_text']],
  ['tips as text', { tipsAllowed: 'ja' }, ['tipsAllowed:validation.not_boolean']],
  ['an unknown type', { type: 'bitcoin' }, ['type:validation.enum']],
  ['no type', { type: null }, ['type:validation.required']],
  ['no name', { name: '' }, ['name:validation.required']],
  ['a name of 41 characters', { name: 'x'.repeat(41) }, ['name:validation.max_length']],
];

describe.each(cases)('%s', (_label, change, expected) => {
  it('gets the same outcome from the form and the API', async () => {
    const values = { ...valid(), ...change };
    const form = (await validateRecord(paymentMethods, values, 'create'))
      .map((i) => `${i.field}:${i.key}`)
      .sort();
    const res = await send('admin@nystart.test', 'POST', API, values);
    const body = (await res.json()) as { errors?: { field: string; errorCode: string }[] };
    const api = res.status === 201 ? [] : (body.errors ?? []).map((e) => `${e.field}:${e.errorCode}`).sort();
    expect(form).toEqual([...expected].sort());
    expect(api).toEqual(form);
    expect(res.status).toBe(expected.length ? 400 : 201);
  });
});

it('fills the open return policy with 30 days by default', async () => {
  const res = await send('admin@nystart.test', 'POST', API, { name: 'Kort utan policy', type: 'card' });
  expect(res.status).toBe(201);
  expect(await res.json()).toMatchObject({
    openReturnDays: 30,
    quickCheckout: false,
    openReturnsAllowed: false,
  });
});

describe('at most 4 quick checkout methods per organization (Kaffebaren has 4)', () => {
  const admin = 'admin@kaffebaren.test';
  const quickCount = async () =>
    (await rowsOf('org-kaffebaren')).filter((r) => r.data.quickCheckout === true).length;
  const message = localized(messageCatalogue([paymentMethods]), {
    key: 'validation.payment_method.quick_checkout_max',
    params: { max: 4 },
  });

  it('refuses a 5th on create, with the message the form shows, and writes nothing', async () => {
    expect(await quickCount()).toBe(4);
    const before = await rowsOf('org-kaffebaren');
    const res = await send(admin, 'POST', API, { ...valid(), quickCheckout: true, sortOrder: 5 });
    const body = await expectApiError(res, 400, 'validation.payment_method.quick_checkout_max');
    expect(body.errors[0]).toMatchObject({ field: 'quickCheckout', errorMessage: message });
    expect(message.sv).toBe('Högst 4 betalsätt kan ligga i snabbkassan');
    expect(await rowsOf('org-kaffebaren')).toEqual(before);
  });

  it('refuses turning a 5th on by update', async () => {
    const faktura = (await (await send(admin, 'GET', `${API}/pm-kaffebaren-faktura`)).json()) as {
      version: number;
    };
    const res = await send(admin, 'PUT', `${API}/pm-kaffebaren-faktura`, {
      quickCheckout: true,
      version: faktura.version,
    });
    await expectApiError(res, 400, 'validation.payment_method.quick_checkout_max');
    expect(await quickCount()).toBe(4);
  });

  it('lets a quick checkout method be edited (it is not counted against itself)', async () => {
    const kort = (await (await send(admin, 'GET', `${API}/pm-kaffebaren-kort`)).json()) as {
      version: number;
    };
    const res = await send(admin, 'PUT', `${API}/pm-kaffebaren-kort`, {
      name: 'Bankkort',
      version: kort.version,
    });
    expect(res.status).toBe(200);
  });

  it('lets another in once one leaves quick checkout', async () => {
    const presentkort = (await (await send(admin, 'GET', `${API}/pm-kaffebaren-presentkort`)).json()) as {
      version: number;
    };
    expect(
      (
        await send(admin, 'PUT', `${API}/pm-kaffebaren-presentkort`, {
          quickCheckout: false,
          version: presentkort.version,
        })
      ).status,
    ).toBe(200);
    const faktura = (await (await send(admin, 'GET', `${API}/pm-kaffebaren-faktura`)).json()) as {
      version: number;
    };
    expect(
      (
        await send(admin, 'PUT', `${API}/pm-kaffebaren-faktura`, {
          quickCheckout: true,
          sortOrder: 4,
          version: faktura.version,
        })
      ).status,
    ).toBe(200);
    expect(await quickCount()).toBe(4);
  });

  it('counts per organization: Bokhandeln (3 quick) may add its 4th', async () => {
    const res = await send('admin@bokhandeln.test', 'POST', API, {
      ...valid(),
      quickCheckout: true,
      sortOrder: 4,
    });
    expect(res.status).toBe(201);
  });
});

describe('isolation: Bokhandeln’s admin and Kaffebaren’s payment methods', () => {
  let snapshot: unknown[];
  beforeAll(async () => {
    snapshot = await rowsOf('org-kaffebaren');
  });

  describe.each([
    ['without a header', {}],
    ['with a forged organizationId header', { organizationId: 'org-kaffebaren' }],
  ])('%s', (_label, extra: Record<string, string>) => {
    const intruder = 'admin@bokhandeln.test';

    it('lists only Bokhandeln’s methods', async () => {
      const rows = (await (await send(intruder, 'GET', `${API}?range=[0,999]`, undefined, extra)).json()) as {
        organizationId: string;
        id: string;
      }[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.organizationId === 'org-bokhandeln')).toBe(true);
      const byId = await send(
        intruder,
        'GET',
        `${API}?filter=${encodeURIComponent(JSON.stringify({ id: ['pm-kaffebaren-kort'] }))}`,
        undefined,
        extra,
      );
      expect(await byId.json()).toEqual([]);
    });

    it('cannot read, see the history of, update or delete one of Kaffebaren’s', async () => {
      await expectApiError(
        await send(intruder, 'GET', `${API}/pm-kaffebaren-swish`, undefined, extra),
        404,
        'not_found',
      );
      await expectApiError(
        await send(intruder, 'GET', `${API}/pm-kaffebaren-swish/history`, undefined, extra),
        404,
        'not_found',
      );
      await expectApiError(
        await send(intruder, 'PUT', `${API}/pm-kaffebaren-swish`, { name: 'Kapad', version: 1 }, extra),
        404,
        'not_found',
      );
      await expectApiError(
        await send(intruder, 'DELETE', `${API}/pm-kaffebaren-swish`, undefined, extra),
        404,
        'not_found',
      );
    });

    it('creates only in its own organization', async () => {
      const res = await send(intruder, 'POST', API, { ...valid(), organizationId: 'org-kaffebaren' }, extra);
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ organizationId: 'org-bokhandeln' });
    });
  });

  it('changed nothing of Kaffebaren’s', async () => {
    expect(await rowsOf('org-kaffebaren')).toEqual(snapshot);
  });
});

it('needs the payment-methods permission and the admin role', async () => {
  await expectApiError(await send('sales@demo.test', 'GET', API), 403, 'forbidden');
  await expectApiError(await send('super@demo.test', 'GET', API), 403, 'forbidden');
  expect(
    (await send('super@demo.test', 'GET', API, undefined, { organizationId: 'org-kaffebaren' })).status,
  ).toBe(200);
});
