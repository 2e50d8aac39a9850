/**
 * The sales representative (identity group SalesRepresentative, role `associate`, issue 40): starts and
 * follows its partner's onboardings (or, on the platform's own sales team, everyone's), never approves,
 * signs, rejects or deletes one, and opens nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-users.ts';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { leadsApi, ok, SALES, STEPS, type Agreement } from './onboarding-fixtures.ts';

const ASSOCIATE = 'associate@demo.test';
const KASSA = 'partner@kassagruppen.test';
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());
const api = leadsApi(() => server);

async function leadIds(username: string): Promise<string[]> {
  const res = await api.call(username, 'GET', '?range=[0,999]');
  expect(res.status).toBe(200);
  return ((await res.json()) as Agreement[]).map((lead) => lead.id);
}

describe('a sales representative', () => {
  let draft: Agreement;

  it('starts an onboarding for its own partner, whatever partner the body names', async () => {
    draft = await ok(await api.start(ASSOCIATE, '559412-0734', 'partner-kassa'), 201);
    expect(draft).toMatchObject({ status: 'draft', partnerId: 'partner-nordic' });
  });

  it('fills the steps, sends documents and submits, but does not approve, sign, reject or delete', async () => {
    for (const [step, values] of Object.entries(STEPS))
      draft = await ok(await api.save(ASSOCIATE, draft, step, values));
    const submitted = await ok(await api.act(ASSOCIATE, draft, 'submit'));
    expect(submitted.status).toBe('submitted');
    expect(await api.uploadDocument(ASSOCIATE)).toMatch(/^\/infrastructure\/3\.0\/image\/[0-9a-f-]{36}$/);

    for (const action of ['sendForSignature', 'requestSupplement', 'reject', 'syncToCrm'])
      await expectApiError(await api.act(ASSOCIATE, submitted, action), 403, 'forbidden');
    await expectApiError(await api.call(ASSOCIATE, 'DELETE', `/${submitted.id}`), 403, 'forbidden');

    const waiting = await ok(await api.act(SALES, submitted, 'sendForSignature'));
    await expectApiError(await api.act(ASSOCIATE, waiting, 'sign'), 403, 'forbidden');
    const stored = await ok(await api.call(ASSOCIATE, 'GET', `/${submitted.id}`));
    expect(stored).toMatchObject({ status: 'waitingForSignature', version: waiting.version });
  });

  it("follows its partner's leads only", async () => {
    const other = await ok(await api.start(KASSA, '556598-3144'), 201);
    const mine = await leadIds(ASSOCIATE);
    expect(mine).toContain(draft.id);
    expect(mine).not.toContain(other.id);
    await expectApiError(await api.call(ASSOCIATE, 'GET', `/${other.id}`), 404, 'not_found');
  });

  it('opens no merchant, user or organization list', async () => {
    for (const path of ['/api/users/user/full-list', '/api/organization', '/api/store']) {
      const res = await server.app.request(path, { headers: await server.authHeader(ASSOCIATE) });
      expect(res.status, path).toBe(403);
    }
  });

  it("of the platform's own sales team (no partner) follows every lead, and is made by a support admin", async () => {
    const created = await server.app.request('/api/users/3.1/associates', {
      method: 'POST',
      headers: { ...(await server.authHeader('support@demo.test')), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Tove',
        lastName: 'Fält',
        username: 'tove@demo.test',
        email: 'tove@demo.test',
        password: DEMO_PASSWORD,
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    expect(await created.json()).toMatchObject({ groups: ['SalesRepresentative'], organizationId: null });
    const everyone = await leadIds(SALES);
    expect((await leadIds('tove@demo.test')).sort()).toEqual(everyone.sort());
  });
});
