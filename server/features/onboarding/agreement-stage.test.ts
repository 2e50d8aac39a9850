/**
 * The agreement's stage (issue 40, SPEC 4's abandoned, accepted and completed): kept by every step and
 * action, a draft untouched for 90 days marked abandoned by the sweep and in progress again once saved,
 * and the agreements list filtered by it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { abandonUntouchedDrafts } from './abandoned-drafts.ts';
import { BASE, leadsApi, ok, PARTNER, SALES, STEPS, type Agreement } from './onboarding-fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());
const { call, start, save, act } = leadsApi(() => server);

async function listed(stage: string): Promise<string[]> {
  const filter = encodeURIComponent(JSON.stringify({ stage }));
  const res = await call(SALES, 'GET', `?filter=${filter}&range=[0,99]`);
  expect(res.status).toBe(200);
  return ((await res.json()) as Agreement[]).map((a) => String(a.leadId));
}

describe('the agreement’s stage', () => {
  it('is in review once submitted, accepted when approved, completed when signed and set up', async () => {
    let agreement = await ok(await start(PARTNER, '559412-0734'), 201);
    expect(agreement.stage).toBe('inProgress');
    for (const [step, values] of Object.entries(STEPS))
      agreement = await ok(await save(PARTNER, agreement, step, values));
    agreement = await ok(await act(PARTNER, agreement, 'submit'));
    expect(agreement.stage).toBe('inReview');
    agreement = await ok(await act(SALES, agreement, 'sendForSignature'));
    expect(agreement.stage).toBe('accepted');
    expect(await listed('accepted')).toContain(agreement.leadId);
    agreement = await ok(await act(SALES, agreement, 'sign'));
    expect(agreement).toMatchObject({ status: 'done', provisioningStatus: 'complete', stage: 'completed' });
    expect(await listed('completed')).toContain(agreement.leadId);
    expect(await listed('accepted')).not.toContain(agreement.leadId);
  }, 30_000);

  it('marks a draft untouched for 90 days abandoned, and in progress again when it is continued', async () => {
    let draft = await ok(await start(PARTNER, '556302-9585'), 201);
    expect(await abandonUntouchedDrafts(server.db, new Date())).toBe(0);
    const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    await server.db.query(`UPDATE agreements SET updated = $1 WHERE id = $2`, [ago(89), draft.id]);
    expect(await abandonUntouchedDrafts(server.db, new Date())).toBe(0);
    await server.db.query(`UPDATE agreements SET updated = $1 WHERE id = $2`, [ago(91), draft.id]);
    expect(await abandonUntouchedDrafts(server.db, new Date())).toBe(1);
    // Marked once: the next sweep leaves it.
    expect(await abandonUntouchedDrafts(server.db, new Date())).toBe(0);
    expect(await listed('abandoned')).toContain(draft.leadId);
    draft = await ok(await call(SALES, 'GET', `/${draft.id}`));
    expect(draft).toMatchObject({ status: 'draft', stage: 'abandoned' });

    draft = await ok(await save(PARTNER, draft, 'manager', STEPS.manager));
    expect(draft.stage).toBe('inProgress');
    expect(await listed('abandoned')).not.toContain(draft.leadId);
    // Its history says when it was abandoned, and by what.
    const history = await server.app.request(`${BASE}/${draft.id}/history`, {
      headers: await server.authHeader(SALES),
    });
    expect(JSON.stringify(await history.json())).toContain('abandoned-drafts');
  }, 30_000);

  it('holds on the seeded leads, by their status', async () => {
    expect((await listed('inReview')).filter((id) => id.startsWith('L-250')).sort()).toEqual([
      'L-25001',
      'L-25002',
      'L-25005',
      'L-25006',
      'L-25007',
      'L-25008',
    ]);
    expect((await listed('completed')).filter((id) => id.startsWith('L-250')).sort()).toEqual([
      'L-25011',
      'L-25012',
    ]);
  });
});
