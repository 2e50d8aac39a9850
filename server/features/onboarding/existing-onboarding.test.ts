/**
 * "New onboarding" of a company that already has a lead or is already a customer (existing-onboarding.ts):
 * the same partner's lead is named for resuming, another partner's refused with SPEC 8's text, and an
 * existing customer named, a new agreement for it only the platform's staff's, once confirmed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { leadsApi, ok, PARTNER, SALES } from './onboarding-fixtures.ts';

const KASSA = 'partner@kassagruppen.test';
let server: TestServer;
const api = leadsApi(() => server);
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const OTHER_PARTNER_SV = 'Organisationen finns redan hos en annan partner: kontakta supporten';

describe('a new onboarding of a company with a lead', () => {
  it('names the same partner’s draft to resume, and makes no second one', async () => {
    const draft = await ok(await api.begin(PARTNER, '556776-2314'), 201);
    for (const again of [
      await api.begin(PARTNER, '5567762314'),
      await api.begin(SALES, '556776-2314', 'partner-nordic'),
    ]) {
      const refused = await expectApiError(again, 409, 'errors.onboarding.exists');
      expect(refused.errors[0]?.field).toBe('organizationNumber');
      expect(refused).toMatchObject({ existing: { id: draft.id, leadId: draft.leadId, status: 'draft' } });
    }
    const filter = encodeURIComponent(JSON.stringify({ organizationNumber: '556776-2314' }));
    const leads = (await (await api.call(SALES, 'GET', `?filter=${filter}`)).json()) as unknown[];
    expect(leads).toHaveLength(1);
  });

  it('refuses another partner’s lead with SPEC 8’s text, whoever starts it', async () => {
    const refused = await expectApiError(
      await api.begin(KASSA, '556776-2314'),
      409,
      'errors.compliance.other_partner',
    );
    expect(refused.errors[0]?.errorMessage.sv).toBe(OTHER_PARTNER_SV);
    expect(refused).not.toHaveProperty('existing');
    await expectApiError(
      await api.begin(SALES, '556776-2314', 'partner-kassa'),
      409,
      'errors.compliance.other_partner',
    );
  });

  it('names a submitted agreement too, and counts no declined one', async () => {
    const submitted = await api.submitted('559412-0734');
    const again = await expectApiError(
      await api.begin(PARTNER, '559412-0734'),
      409,
      'errors.onboarding.exists',
    );
    expect(again).toMatchObject({ existing: { leadId: submitted.leadId, status: 'submitted' } });
    await expectApiError(await api.begin(KASSA, '559412-0734'), 409, 'errors.compliance.other_partner');

    const declined = await ok(await api.act(SALES, submitted, 'reject'));
    expect(declined.status).toBe('declined');
    expect((await api.begin(KASSA, '559412-0734')).status).toBe(201);
  });

  it('runs one start at a time: two at once make one draft', async () => {
    const both = await Promise.all([api.begin(PARTNER, '556598-3144'), api.begin(PARTNER, '556598-3144')]);
    expect(both.map((res) => res.status).sort()).toEqual([201, 409]);
  });
});

describe('a new onboarding of a customer', () => {
  it('names the organization; a partner admin cannot go on, a staff member can once confirmed', async () => {
    // Nystart AB is partner-nordic's customer; Bokhandeln AB partner-kassa's.
    const told = await expectApiError(
      await api.begin(PARTNER, '556420-9871'),
      409,
      'errors.onboarding.existing_customer',
    );
    expect(told.errors[0]?.errorMessage.sv).toBe(
      'Bolaget är redan kund (Nystart AB): kontakta supporten för ett nytt avtal',
    );
    expect(told).toMatchObject({
      organization: { id: 'org-nystart', name: 'Nystart AB' },
      mayConfirm: false,
    });
    await expectApiError(
      await api.call(PARTNER, 'POST', '/onboarding', {
        organizationNumber: '556420-9871',
        confirmExistingCustomer: true,
      }),
      409,
      'errors.onboarding.existing_customer',
    );
    await expectApiError(await api.begin(PARTNER, '559301-7428'), 409, 'errors.compliance.other_partner');

    const asked = await expectApiError(
      await api.begin(SALES, '556420-9871', 'partner-nordic'),
      409,
      'errors.onboarding.existing_customer',
    );
    expect(asked).toMatchObject({ mayConfirm: true });
    const started = await api.call(SALES, 'POST', '/onboarding', {
      organizationNumber: '556420-9871',
      partnerId: 'partner-nordic',
      confirmExistingCustomer: true,
    });
    expect((await ok(started, 201)).companyName).toBe('Nystart AB');
  });
});
