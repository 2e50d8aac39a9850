/**
 * SPEC 7's versioned API families served by the same definitions (`apiAliases`): the same list, record,
 * export and access under the other path, and none of it for a caller the resource refuses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const get = async (path: string, username: string, extra: Record<string, string> = {}) =>
  server.app.request(path, { headers: { ...(await server.authHeader(username)), ...extra } });

const sameList = async (
  path: string,
  alias: string,
  username: string,
  extra: Record<string, string> = {},
) => {
  const query = '?sort=["id","ASC"]&range=[0,4]';
  const [a, b] = [
    await get(`${path}${query}`, username, extra),
    await get(`${alias}${query}`, username, extra),
  ];
  expect(b.status, alias).toBe(200);
  expect(await b.json()).toEqual(await a.json());
  expect(b.headers.get('Content-Range')).toBe(a.headers.get('Content-Range'));
};

describe('the API families of SPEC 7', () => {
  it('answers /api/orders/3.5.0 as /api/orders: list, record and export', async () => {
    await sameList('/api/orders', '/api/orders/3.5.0', 'admin@kaffebaren.test');
    const [order] = (await (await get('/api/orders?range=[0,0]', 'admin@kaffebaren.test')).json()) as {
      id: string;
    }[];
    const one = await get(`/api/orders/3.5.0/${order!.id}`, 'admin@kaffebaren.test');
    expect(((await one.json()) as { id: string }).id).toBe(order!.id);
    const csv = await get('/api/orders/3.5.0/csv?filter={}', 'admin@kaffebaren.test');
    expect(csv.status).toBe(200);
    expect(Number(csv.headers.get('X-Export-Total'))).toBeGreaterThan(0);
  });

  it('answers /api/warehouse/3.0 and api/users/3.1/user/full-list as their resources', async () => {
    await sameList('/api/warehouse', '/api/warehouse/3.0', 'admin@kaffebaren.test');
    await sameList('/api/users/user/full-list', '/api/users/3.1/user/full-list', 'super@demo.test');
  });

  it('keeps the resource access: a merchant admin gets no user full list under either path', async () => {
    for (const path of ['/api/users/user/full-list', '/api/users/3.1/user/full-list'])
      expect((await get(path, 'admin@kaffebaren.test')).status).toBe(403);
  });

  it('answers api/organization/3.0/acquiring-agreement with the card-acquiring contracts only, in the caller’s rows', async () => {
    const query = '?sort=["id","ASC"]&range=[0,99]';
    const acquiring = await get(`/api/organization/3.0/acquiring-agreement${query}`, 'super@demo.test');
    expect(acquiring.status).toBe(200);
    const rows = (await acquiring.json()) as { id: string; type: string; partnerId: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['acquiring']));
    const filter = encodeURIComponent(JSON.stringify({ type: 'acquiring' }));
    const contracts = await get(`/api/organization/3.0/contract${query}&filter=${filter}`, 'super@demo.test');
    expect(rows).toEqual(await contracts.json());
    const others = (await (
      await get(`/api/organization/3.0/contract${query}`, 'super@demo.test')
    ).json()) as {
      id: string;
      type: string;
    }[];
    const other = others.find((row) => row.type !== 'acquiring');
    expect(
      (await get(`/api/organization/3.0/acquiring-agreement/${other!.id}`, 'super@demo.test')).status,
    ).toBe(404);

    const partner = (await (
      await get(`/api/organization/3.0/acquiring-agreement${query}`, 'partner@kassagruppen.test')
    ).json()) as { partnerId: string }[];
    expect(new Set(partner.map((row) => row.partnerId))).toEqual(new Set(['partner-kassa']));
    expect(partner.length).toBeLessThan(rows.length);
    expect((await get('/api/organization/3.0/acquiring-agreement', 'admin@kaffebaren.test')).status).toBe(
      403,
    );
  });
});
