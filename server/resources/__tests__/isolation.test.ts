/**
 * Tenant isolation on every organization-scoped resource: a merchant admin of Bokhandeln tries list,
 * read, history, create, update and delete on Kaffebaren's records, with and without a forged
 * organizationId header: all refused or empty, and nothing of Kaffebaren's changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageOf } from '../../../src/schema/define-resource.ts';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { storedRows, tableOf } from '../../testing/stored.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { resourceDefinitions } from '../definitions.ts';

let server: TestServer;
let snapshot: Record<string, unknown[]>;
const victim = 'org-kaffebaren';

/** Everything stored of the victim: its organization and its records in every organization's table, by storage. */
const records = async () => {
  const snapshot: Record<string, unknown[]> = {
    organizations: await storedRows(server.db, 'organizations', { ids: [victim] }),
  };
  for (const storage of new Set(resourceDefinitions.map(storageOf))) {
    if (tableOf(storage).hasOrganization)
      snapshot[storage] = await storedRows(server.db, storage, { organizationId: victim });
  }
  return snapshot;
};

beforeAll(async () => {
  server = await createTestServer();
  snapshot = await records();
});
afterAll(() => server.close());

const cases = [
  {
    api: 'api/store',
    foreignId: 'store-kaffebaren-gotgatan',
    body: {
      name: 'Intrång',
      timeZone: 'Europe/Stockholm',
      currency: 'SEK',
      supportedLanguages: ['sv'],
      defaultLanguage: 'sv',
    },
  },
  { api: 'api/warehouse', foreignId: 'wh-kaffebaren-central', body: { name: 'Intrång', externalId: 'X1' } },
];

describe.each(cases)('$api', ({ api, foreignId, body }) => {
  describe.each([
    ['without a header', {}],
    ['with a forged organizationId header', { organizationId: victim }],
  ])('%s', (_label, extra) => {
    const headers = async () => ({
      ...(await server.authHeader('admin@bokhandeln.test')),
      'Content-Type': 'application/json',
      ...extra,
    });

    it('lists only its own records', async () => {
      const res = await server.app.request(`/${api}?range=[0,999]`, { headers: await headers() });
      const rows = (await res.json()) as { organizationId: string; id: string }[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.organizationId === 'org-bokhandeln')).toBe(true);
      const byId = await server.app.request(
        `/${api}?filter=${encodeURIComponent(JSON.stringify({ id: [foreignId] }))}`,
        { headers: await headers() },
      );
      expect(await byId.json()).toEqual([]);
    });

    it('cannot read, see the history of, update or delete a foreign record', async () => {
      const h = await headers();
      await expectApiError(
        await server.app.request(`/${api}/${foreignId}`, { headers: h }),
        404,
        'not_found',
      );
      await expectApiError(
        await server.app.request(`/${api}/${foreignId}/history`, { headers: h }),
        404,
        'not_found',
      );
      await expectApiError(
        await server.app.request(`/${api}/${foreignId}`, {
          method: 'PUT',
          headers: h,
          body: JSON.stringify({ ...body, version: 1 }),
        }),
        404,
        'not_found',
      );
      await expectApiError(
        await server.app.request(`/${api}/${foreignId}`, { method: 'DELETE', headers: h }),
        404,
        'not_found',
      );
    });

    it('creates only in its own organization, whatever it sends', async () => {
      const res = await server.app.request(`/${api}`, {
        method: 'POST',
        headers: await headers(),
        body: JSON.stringify({ ...body, name: `Egen ${Object.keys(extra).length}`, organizationId: victim }),
      });
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ organizationId: 'org-bokhandeln' });
    });
  });
});

it('changed nothing of the other organization', async () => {
  expect(await records()).toEqual(snapshot);
});
