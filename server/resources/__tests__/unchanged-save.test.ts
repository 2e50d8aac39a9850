/**
 * Issue 39 item 6: a save that changes nothing writes nothing. Sending a record back as it was read (the
 * form sends the whole record) answers 200 with the record as stored, with no new version and no history
 * entry; a real change still writes both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const historyCount = async (resource: string, id: string) =>
  (
    await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM record_history WHERE resource = $1 AND record_id = $2',
      [resource, id],
    )
  )[0]?.n;

async function saveAsRead(username: string, path: string, change: Record<string, unknown> = {}) {
  const headers = { ...(await server.authHeader(username)), 'Content-Type': 'application/json' };
  const read = (await (await server.app.request(path, { headers })).json()) as Record<string, unknown>;
  const res = await server.app.request(path, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...read, ...change }),
  });
  return { read, res };
}

describe('a save that changes nothing', () => {
  it.each([
    ['a store', 'admin@kaffebaren.test', 'stores', '/api/store/store-kaffebaren-gotgatan'],
    [
      "a merchant admin's own organization",
      'admin@kaffebaren.test',
      'organizations',
      '/api/organization/org-kaffebaren',
    ],
    [
      'an organization, by a super admin',
      'super@demo.test',
      'organizations',
      '/api/organization/org-bokhandeln',
    ],
  ])(
    '%s: 200 with the stored record, no new version, no history entry',
    async (_l, username, resource, path) => {
      const id = path.split('/').pop()!;
      const entries = await historyCount(resource, id);
      const { read, res } = await saveAsRead(username, path);
      expect(res.status, await res.clone().text()).toBe(200);
      expect(await res.json()).toEqual(read);
      expect(await historyCount(resource, id)).toBe(entries);
      const again = await saveAsRead(username, path);
      expect(again.read.version).toBe(read.version);
      expect(again.res.status).toBe(200);
    },
  );

  it('a real change still writes a version and a history entry', async () => {
    const path = '/api/store/store-kaffebaren-gotgatan';
    const entries = await historyCount('stores', 'store-kaffebaren-gotgatan');
    const { read, res } = await saveAsRead('admin@kaffebaren.test', path, { address: 'Götgatan 99' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { version: number }).version).toBe((read.version as number) + 1);
    expect(await historyCount('stores', 'store-kaffebaren-gotgatan')).toBe((entries ?? 0) + 1);
  });
});
