import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOKHANDELN_CATALOGUE } from './seed/catalogue/bokhandeln.ts';
import { KAFFEBAREN_CATALOGUE } from './seed/catalogue/kaffebaren.ts';
import { expectApiError } from './testing/expect-api-error.ts';
import { createTestServer, type TestServer } from './testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const KAFFEBAREN = KAFFEBAREN_CATALOGUE.products.length;
const BOKHANDELN = BOKHANDELN_CATALOGUE.products.length;

async function productCount(username: string, organizationId?: string): Promise<Response> {
  const headers = { ...(await server.authHeader(username)), ...(organizationId ? { organizationId } : {}) };
  return server.app.request('/api/catalog/product/count', { headers });
}

async function countFor(username: string, organizationId?: string): Promise<number> {
  const res = await productCount(username, organizationId);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as number;
}

describe('GET /api/catalog/product/count, scoped to the acting organization', () => {
  it('counts the merchant user’s own organization', async () => {
    expect(KAFFEBAREN).toBeGreaterThan(0);
    expect(await countFor('admin@kaffebaren.test')).toBe(KAFFEBAREN);
    expect(await countFor('seller01')).toBe(KAFFEBAREN);
    expect(await countFor('admin@nystart.test')).toBe(0);
    expect(await countFor('admin@bokhandeln.test')).toBe(BOKHANDELN);
  });

  it('ignores the organizationId header a merchant user sends', async () => {
    expect(await countFor('admin@nystart.test', 'org-kaffebaren')).toBe(0);
    expect(await countFor('admin@kaffebaren.test', 'org-nystart')).toBe(KAFFEBAREN);
  });

  it('lets super and support admins act in the organization of the header, when it exists', async () => {
    expect(await countFor('super@demo.test', 'org-kaffebaren')).toBe(KAFFEBAREN);
    expect(await countFor('support@demo.test', 'org-kaffebaren')).toBe(KAFFEBAREN);
    expect(await countFor('super@demo.test', 'org-nystart')).toBe(0);
    expect(await countFor('super@demo.test', 'org-does-not-exist')).toBe(0);
    expect(await countFor('super@demo.test')).toBe(0);
  });

  it('lets a partner admin act only in its partner’s organizations', async () => {
    expect(await countFor('partner@demo.test', 'org-kaffebaren')).toBe(KAFFEBAREN);
    expect(await countFor('partner@demo.test', 'org-nystart')).toBe(0);
    expect(await countFor('partner@demo.test')).toBe(0);
    await expectApiError(
      await productCount('partner@demo.test', 'org-bokhandeln'),
      403,
      'organization_not_in_partner',
    );
    await expectApiError(
      await productCount('partner@demo.test', 'org-does-not-exist'),
      403,
      'organization_not_in_partner',
    );
  });

  it('never lets a sales admin act in an organization', async () => {
    expect(await countFor('sales@demo.test', 'org-kaffebaren')).toBe(0);
  });

  it('refuses a request without a token, leaving /api/health open', async () => {
    await expectApiError(await server.app.request('/api/catalog/product/count'), 401, 'unauthorized');
    expect((await server.app.request('/api/health')).status).toBe(200);
  });
});
