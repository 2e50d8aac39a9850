/**
 * Accounting integrations (issue 17): the seeded connection's first syncs, connecting another provider
 * through its consent page (a wrong secret and a denied consent fail with SPEC 8's messages), a sync
 * that the mapping decides, a retry once the mapping is fixed, stock sync refused while a store has no
 * warehouse, and nothing of it reachable from another organization.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { SANDBOX_APPS } from './provider-sandbox.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, 120_000);
afterAll(() => server.close());

const ADMIN = 'admin@kaffebaren.test';
const OTHER = 'admin@bokhandeln.test';
const FORTNOX = 'integration-kaffebaren-fortnox';
const RUNS = '/api/integration/sync-history';

const request = async (username: string, path: string, init: RequestInit = {}) =>
  server.app.request(path, {
    ...init,
    headers: { ...(await server.authHeader(username)), 'Content-Type': 'application/json' },
  });
const post = (username: string, path: string, body: unknown) =>
  request(username, path, { method: 'POST', body: JSON.stringify(body) });

interface Run {
  id: string;
  entity: string;
  sent: number;
  failed: number;
  outcome: string;
  retried?: boolean;
  retryOf?: string;
  errors?: { itemId: string; item: string; reason: string; detail?: string }[];
}

const runsOf = async (entity: string): Promise<Run[]> => {
  const res = await request(
    ADMIN,
    `${RUNS}?filter=${encodeURIComponent(JSON.stringify({ entity }))}&sort=${encodeURIComponent('["startedAt","DESC"]')}`,
  );
  expect(res.status).toBe(200);
  return (await res.json()) as Run[];
};

describe('the seeded Fortnox integration', () => {
  it('is connected, and its first syncs refused the food products for want of accounts', async () => {
    const res = await request(ADMIN, `/api/integrations/${FORTNOX}`);
    expect(res.status).toBe(200);
    const integration = (await res.json()) as Record<string, unknown>;
    expect(integration).toMatchObject({ provider: 'fortnox', status: 'connected', providerName: 'Fortnox' });
    expect(integration).not.toHaveProperty('clientSecret');
    expect(JSON.stringify(integration)).not.toContain(SANDBOX_APPS.fortnox.clientSecret);

    const [products] = await runsOf('products');
    expect(products).toMatchObject({ outcome: 'partial' });
    expect(products!.sent).toBeGreaterThan(0);
    expect(products!.failed).toBeGreaterThan(0);
    expect(products!.errors?.[0]).toMatchObject({ reason: 'noTaxGroupAccount', detail: 'Livsmedel' });
    const [customers] = await runsOf('customers');
    expect(customers).toMatchObject({ outcome: 'succeeded', failed: 0 });
    const [stored] = await server.db.query<{ n: number | string }>(
      "SELECT count(*) AS n FROM integration_exports WHERE integration_id = $1 AND entity = 'customers'",
      [FORTNOX],
    );
    expect(Number(stored?.n)).toBe(customers!.sent);
  });

  it('sends nothing twice: a second sync of unchanged customers has nothing to send', async () => {
    const res = await post(ADMIN, `/api/integrations/${FORTNOX}/sync`, { entity: 'customers' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ entity: 'customers', sent: 0, failed: 0, outcome: 'nothing' });
  });

  it('refuses a stock sync while a store has no warehouse (SPEC 8)', async () => {
    const body = await expectApiError(
      await post(ADMIN, `/api/integrations/${FORTNOX}/sync`, { entity: 'stock' }),
      422,
      'errors.integration.stock_no_warehouse',
    );
    expect(body.errors[0]?.errorMessage.sv).toContain('Kaffebaren Vasastan');
  });

  it('retries the refused products once the food tax group has accounts', async () => {
    const [previous] = await runsOf('products');
    const current = (await (await request(ADMIN, `/api/integrations/${FORTNOX}`)).json()) as {
      version: number;
      taxAccounts: unknown[];
    };
    const saved = await request(ADMIN, `/api/integrations/${FORTNOX}`, {
      method: 'PUT',
      body: JSON.stringify({
        ...current,
        taxAccounts: [
          ...current.taxAccounts,
          { taxGroup: 'taxgroup-kaffebaren-food', salesAccount: '3003', vatAccount: '2631' },
        ],
      }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await saved.json()).toMatchObject({ status: 'connected' });

    const res = await post(ADMIN, `${RUNS}/${previous!.id}/retry`, {});
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await res.json()).toMatchObject({
      entity: 'products',
      sent: previous!.failed,
      failed: 0,
      outcome: 'succeeded',
      retryOf: previous!.id,
    });
    // Each item the provider holds has a number of its own.
    const [numbers] = await server.db.query<{ total: number | string; numbers: number | string }>(
      "SELECT count(*) AS total, count(DISTINCT external_id) AS numbers FROM integration_exports WHERE integration_id = $1 AND entity = 'products'",
      [FORTNOX],
    );
    expect(Number(numbers?.numbers)).toBe(Number(numbers?.total));
    const again = await request(ADMIN, `${RUNS}/${previous!.id}`);
    expect(await again.json()).toMatchObject({ retried: true });
    await expectApiError(
      await post(ADMIN, `${RUNS}/${previous!.id}/retry`, {}),
      409,
      'errors.integration.nothing_to_retry',
    );
  });

  it('does not sync what the mapping says is never synced', async () => {
    const current = (await (await request(ADMIN, `/api/integrations/${FORTNOX}`)).json()) as object;
    const saved = await request(ADMIN, `/api/integrations/${FORTNOX}`, {
      method: 'PUT',
      body: JSON.stringify({ ...current, syncDisabled: ['customers'] }),
    });
    expect(saved.status).toBe(200);
    await expectApiError(
      await post(ADMIN, `/api/integrations/${FORTNOX}/sync`, { entity: 'customers' }),
      400,
      'errors.integration.sync_disabled',
    );
    await expectApiError(
      await post(ADMIN, `/api/integrations/${FORTNOX}/sync`, { entity: 'invoices' }),
      400,
      'validation.integration.entity',
    );
  });

  it('is out of reach of another organization', async () => {
    expect((await request(OTHER, `/api/integrations/${FORTNOX}`)).status).toBe(404);
    expect((await post(OTHER, `/api/integrations/${FORTNOX}/sync`, { entity: 'products' })).status).toBe(404);
    expect(
      (await post(OTHER, `/api/integrations/${FORTNOX}/connect`, { clientSecret: 'whatever' })).status,
    ).toBe(404);
    const list = (await (await request(OTHER, RUNS)).json()) as unknown[];
    expect(list).toEqual([]);
  });
});

describe('connecting Visma', () => {
  let id = '';

  it('refuses a second integration with the same provider, and bad connection details, on their fields', async () => {
    let body = await expectApiError(
      await post(ADMIN, '/api/integrations', {
        provider: 'fortnox',
        clientId: 'backoffice-fortnox',
        customerApiUrl: 'https://api.fortnox.se/3',
        voucherSeries: 'K',
      }),
      400,
      'validation.unique',
    );
    expect(body.errors.map((e) => e.field)).toEqual(['provider']);
    body = await expectApiError(
      await post(ADMIN, '/api/integrations', {
        provider: 'visma',
        clientId: 'ab',
        customerApiUrl: 'http://eaccountingapi.vismaonline.com',
        voucherSeries: 'KAS',
      }),
      400,
      'validation.integration.credential',
    );
    expect(body.errors.map((e) => e.field).sort()).toEqual(['clientId', 'customerApiUrl', 'voucherSeries']);
  });

  it('is made not connected, and a wrong secret cannot connect it (SPEC 8)', async () => {
    const res = await post(ADMIN, '/api/integrations', {
      provider: 'visma',
      clientId: SANDBOX_APPS.visma.clientId,
      customerApiUrl: 'https://eaccountingapi.vismaonline.com/v2',
      voucherSeries: 'V',
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const made = (await res.json()) as { id: string; status: string };
    expect(made.status).toBe('notConnected');
    id = made.id;
    await expectApiError(
      await post(ADMIN, `/api/integrations/${id}/sync`, { entity: 'products' }),
      409,
      'errors.integration.not_connected',
    );
    const body = await expectApiError(
      await post(ADMIN, `/api/integrations/${id}/connect`, { clientSecret: 'not-the-secret' }),
      400,
      'errors.integration.connect',
    );
    expect(body.errors[0]?.field).toBe('clientSecret');
    expect(body.errors[0]?.errorMessage.sv).toMatch(/^Kunde inte ansluta till bokföringssystemet/);
    await expectApiError(
      await post(ADMIN, `/api/integrations/${id}/connect`, { clientSecret: 'ab' }),
      400,
      'validation.integration.credential',
    );
  });

  const connect = async () => {
    const res = await post(ADMIN, `/api/integrations/${id}/connect`, {
      clientSecret: SANDBOX_APPS.visma.clientSecret,
    });
    expect(res.status).toBe(200);
    const { authorizeUrl } = (await res.json()) as { authorizeUrl: string };
    expect(authorizeUrl).toMatch(/^\/api\/accounting\/visma\/1\.0\/authorize\?/);
    const page = await server.app.request(authorizeUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    const link = (name: string) =>
      (html.match(new RegExp(`id="${name}" href="([^"]+)"`))?.[1] ?? '').replaceAll('&#38;', '&');
    return { allow: link('allow'), deny: link('deny') };
  };

  it('fails when the merchant denies the consent, with the auth code message', async () => {
    const { deny } = await connect();
    const back = await server.app.request(deny);
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(`/apps/settings/Integration/${id}/show?authorization=failed`);
    const stored = (await (await request(ADMIN, `/api/integrations/${id}`)).json()) as { status: string };
    expect(stored.status).toBe('failed');
  });

  it('connects through the consent page, once per state', async () => {
    const { allow } = await connect();
    const back = await server.app.request(allow);
    expect(back.headers.get('location')).toBe(
      `/apps/settings/Integration/${id}/show?authorization=connected`,
    );
    const stored = (await (await request(ADMIN, `/api/integrations/${id}`)).json()) as Record<
      string,
      unknown
    >;
    expect(stored).toMatchObject({ status: 'connected' });
    expect(typeof stored.connectedAt).toBe('string');
    expect((await server.app.request(allow)).status).toBe(400);
    // A changed client id is a new app to the provider: connect again.
    const changed = await request(ADMIN, `/api/integrations/${id}`, {
      method: 'PUT',
      body: JSON.stringify({ ...stored, clientId: 'another-client' }),
    });
    expect(await changed.json()).toMatchObject({ status: 'notConnected' });
  });

  it('takes its secret and log with it when deleted', async () => {
    const res = await request(ADMIN, `/api/integrations/${id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    const left = await server.db.query('SELECT 1 FROM integration_credentials WHERE integration_id = $1', [
      id,
    ]);
    expect(left).toHaveLength(0);
  });
});
