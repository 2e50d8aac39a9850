/**
 * The save in the CRM (crm.ts): a partner's account found by either form of its id (15 characters,
 * case-sensitive; 18, safe in any case), and the failure kept on the agreement always the latest one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../../testing/expect-api-error.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { leadsApi, ok, SALES, type Agreement } from '../onboarding-fixtures.ts';

const SUPER = 'super@demo.test';
const PARTNER_PATH = '/api/backstage/3.0/partner/partner-nordic';
let server: TestServer;
const api = leadsApi(() => server);
/** A partner's submitted application, saved in the CRM through partner-nordic. */
let submitted: Agreement;
beforeAll(async () => {
  server = await createTestServer();
  submitted = await api.submitted('559412-0734');
});
afterAll(() => server.close());

async function putPartner(values: Record<string, unknown>) {
  const headers = { ...(await server.authHeader(SUPER)), 'Content-Type': 'application/json' };
  const before = await ok(await server.app.request(PARTNER_PATH, { headers }));
  return ok(
    await server.app.request(PARTNER_PATH, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...before, ...values }),
    }),
  );
}

const current = async (agreement: Agreement) => ok(await api.call(SALES, 'GET', `/${agreement.id}`));

describe('the save in the CRM', () => {
  it('finds the partner by the 18-character form of its account id, in any case', async () => {
    const agreement = await current(submitted);
    // The 18-character form of 0015g00000NpPaB, copied in lower case.
    const saved = await putPartner({ crmAccountId: '0015g00000nppabaav' });
    expect(saved.crmAccountId).toBe('0015g00000NpPaBAAV');
    const synced = await ok(await api.act(SALES, agreement, 'syncToCrm'));
    expect(synced).toMatchObject({ crmStatus: 'synced' });
    // The merchant's new account id is a true 18-character id: its last 3 spell its capitals.
    expect(synced.crmAccountId).toMatch(/^001[A-Za-z0-9]{12}[A-Z0-5]{3}$/);
  });

  it('keeps the latest failure on the agreement, also when a save asked for is refused', async () => {
    let agreement = await current(submitted);
    expect(agreement).toMatchObject({ crmStatus: 'synced' });

    await putPartner({ tier: null, crmAccountId: '0015g00000NpPaB' });
    await expectApiError(await api.act(SALES, agreement, 'syncToCrm'), 422, 'errors.crm.noPartnerTier');
    agreement = await current(agreement);
    expect(agreement).toMatchObject({ crmStatus: 'failed', crmError: 'noPartnerTier' });

    await putPartner({ tier: 'gold', crmAccountId: '0015g00000ZzZzZ' });
    await expectApiError(await api.act(SALES, agreement, 'syncToCrm'), 422, 'errors.crm.noPartnerAccount');
    agreement = await current(agreement);
    expect(agreement).toMatchObject({ crmStatus: 'failed', crmError: 'noPartnerAccount' });

    await putPartner({ crmAccountId: '0015g00000NpPaB' });
    agreement = await ok(await api.act(SALES, agreement, 'syncToCrm'));
    expect(agreement).toMatchObject({ crmStatus: 'synced' });
    expect(agreement.crmError).toBeUndefined();
  });

  it('saves an agreement in the CRM by its lead id under /api/organization, for the reviewers only', async () => {
    const agreement = await current(submitted);
    const post = async (username: string, body: unknown) =>
      server.app.request('/api/organization/3.0/crm-sync', {
        method: 'POST',
        headers: { ...(await server.authHeader(username)), 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const synced = await ok(await post(SALES, { leadId: agreement.leadId }));
    expect(synced).toMatchObject({ id: agreement.id, crmStatus: 'synced' });
    expect(synced.version).toBeGreaterThan(Number(agreement.version));

    await putPartner({ tier: null });
    await expectApiError(await post(SUPER, { leadId: agreement.leadId }), 422, 'errors.crm.noPartnerTier');
    await putPartner({ tier: 'gold' });

    expect((await post('partner@demo.test', { leadId: agreement.leadId })).status).toBe(403);
    expect((await post('admin@kaffebaren.test', { leadId: agreement.leadId })).status).toBe(403);
    expect((await post(SALES, { leadId: 'L-NOT-THERE' })).status).toBe(404);
    await expectApiError(await post(SALES, {}), 400, 'validation.required');
  });
});
