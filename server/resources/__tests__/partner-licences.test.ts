/**
 * A partner's licences (issue 40): the licences of the organizations whose partner is the partner
 * admin's, the row scope reaching the partner through each licence's organization. Partner A
 * (partner@demo.test: Kaffebaren, Nystart) never sees partner B's (partner@kassagruppen.test:
 * Bokhandeln), by list, filter, id or history; a merchant admin keeps to its own organization's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

const API = '/api/licenses/3.0/partner';
const PARTNER_A = 'partner@demo.test';
const PARTNER_B = 'partner@kassagruppen.test';
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

interface Licence {
  id: string;
  organization: string;
  organizationId: string;
  licenseKey: string;
  name: string;
  status: string;
  issuedBy: string | null;
}

const get = async (username: string, path: string, headers: Record<string, string> = {}) =>
  server.app.request(path, { headers: { ...(await server.authHeader(username)), ...headers } });

const list = async (username: string, filter: Record<string, unknown> = {}) => {
  const params = new URLSearchParams({ range: '[0,99]', filter: JSON.stringify(filter) });
  const res = await get(username, `${API}?${params}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Licence[];
};

/** What a merchant admin lists of its own organization's licences. */
const own = async (username: string, filter: Record<string, unknown> = {}) => {
  const params = new URLSearchParams({ range: '[0,99]', filter: JSON.stringify(filter) });
  const res = await get(username, `/api/licenses?${params}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Licence[];
};
const ids = (rows: readonly Licence[]) => rows.map((l) => l.id).sort();

/** The organizations a partner admin lists: its partner's. */
const organizationsOf = async (username: string) => {
  const res = await get(username, '/api/organization?range=[0,999]');
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }[]).map((o) => o.id);
};

describe("a partner admin's licences", () => {
  it("lists its merchants' licences with their organization, and none of another partner's", async () => {
    const a = await list(PARTNER_A);
    const b = await list(PARTNER_B);
    const aOrganizations = await organizationsOf(PARTNER_A);
    const bOrganizations = await organizationsOf(PARTNER_B);
    expect(aOrganizations).toContain('org-kaffebaren');
    expect(bOrganizations).toContain('org-bokhandeln');
    expect(a.every((l) => aOrganizations.includes(l.organization))).toBe(true);
    expect(b.every((l) => bOrganizations.includes(l.organization))).toBe(true);
    expect(a.every((l) => l.organizationId === l.organization)).toBe(true);
    expect(ids(a)).toEqual(expect.arrayContaining(ids(await own('admin@kaffebaren.test'))));
    expect(ids(b)).toEqual(expect.arrayContaining(ids(await own('admin@bokhandeln.test'))));
    expect(ids(a).filter((id) => ids(b).includes(id))).toEqual([]);
    expect(a[0]).toMatchObject({ licenseKey: expect.any(String), name: expect.any(String) });
  });

  it("shows each merchant's licences as issued by that merchant's own partner", async () => {
    const issuers = (rows: readonly Licence[]) => [...new Set(rows.map((l) => l.issuedBy))];
    expect(issuers(await list(PARTNER_A))).toEqual(['Nordic Payments Partner AB']);
    expect(issuers(await list(PARTNER_B))).toEqual(['Kassagruppen Partner AB']);
  });

  it('filters by organization and by status, within its own rows only', async () => {
    const suspended = await list(PARTNER_A, { organization: 'org-kaffebaren', status: 'suspended' });
    expect(suspended.length).toBeGreaterThan(0);
    expect(ids(suspended)).toEqual(ids(await own('admin@kaffebaren.test', { status: 'suspended' })));
    expect(await list(PARTNER_A, { organization: 'org-bokhandeln' })).toEqual([]);
    const statuses = { status: ['active', 'suspended'] };
    expect(ids(await list(PARTNER_B, { ...statuses, organization: 'org-bokhandeln' }))).toEqual(
      ids(await own('admin@bokhandeln.test', statuses)),
    );
  });

  it('reads one of its own by id, and another partner’s answers 404', async () => {
    const [mine] = await list(PARTNER_A);
    const [theirs] = await list(PARTNER_B);
    const own = await get(PARTNER_A, `${API}/${mine!.id}`);
    expect(own.status).toBe(200);
    expect(((await own.json()) as Licence).organization).toBe('org-kaffebaren');
    expect((await get(PARTNER_A, `${API}/${theirs!.id}`)).status).toBe(404);
    expect((await get(PARTNER_A, `${API}/${theirs!.id}/history`)).status).toBe(404);
    expect((await get(PARTNER_B, `${API}/${mine!.id}`)).status).toBe(404);
  });

  it('exports its own rows only', async () => {
    const res = await get(PARTNER_A, `${API}/csv`);
    expect(res.status).toBe(200);
    const csv = await res.text();
    expect(csv).toContain('KB-POS-');
    expect(csv).not.toContain('BH-POS-');
  });

  it('writes nothing through this view', async () => {
    const [mine] = await list(PARTNER_A);
    const put = await server.app.request(`${API}/${mine!.id}`, {
      method: 'PUT',
      headers: { ...(await server.authHeader(PARTNER_A)), 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'active', version: 1 }),
    });
    expect(put.status).toBe(403);
  });
});

describe('everyone else', () => {
  it('refuses a merchant admin and a super admin this view', async () => {
    expect((await get('admin@kaffebaren.test', API)).status).toBe(403);
    expect((await get('super@demo.test', API)).status).toBe(403);
  });

  it("keeps a merchant admin to its own organization's licences", async () => {
    const res = await get('admin@bokhandeln.test', '/api/licenses?range=[0,99]');
    expect(res.status).toBe(200);
    const rows = (await res.json()) as Licence[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((l) => l.organizationId === 'org-bokhandeln')).toBe(true);
    const [kaffebaren] = await list(PARTNER_A);
    expect((await get('admin@bokhandeln.test', `/api/licenses/${kaffebaren!.id}`)).status).toBe(404);
  });

  it('keeps every licence in an organization: the view does not loosen the table', async () => {
    const [column] = await server.db.query<{ is_nullable: string }>(
      `SELECT is_nullable FROM information_schema.columns WHERE table_name = $1 AND column_name = $2`,
      ['licenses', 'organization_id'],
    );
    expect(column?.is_nullable).toBe('NO');
  });
});
