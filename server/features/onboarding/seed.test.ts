/**
 * The seeded leads (./seed.ts): each past its draft holds a complete application, so that a reviewer
 * can take every step on it; the signed ones have set up their merchants, linked to the lead.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import agreements from '../../../src/resources/agreements/index.ts';
import { validateRecord } from '../../../src/schema/validation.ts';
import { applicationComplete } from '../../../src/wizards/onboarding/steps.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { leadsApi, ok, SALES, type Agreement } from './onboarding-fixtures.ts';
import { AGREEMENTS_SEED } from './seed.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());
const api = leadsApi(() => server);

const seededPastDraft = AGREEMENTS_SEED.filter((record) => record.data.status !== 'draft');

describe('the seeded agreements past their draft', () => {
  it.each(seededPastDraft.map((record) => [record.data.leadId, record.data] as const))(
    '%s is a complete application, judged on the day it was submitted',
    async (_leadId, data) => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(data.created) });
      try {
        expect(await validateRecord(agreements, data, 'edit')).toEqual([]);
        expect(applicationComplete.check(data)).toEqual([]);
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it('can be approved, signed and set up as they are', async () => {
    for (const leadId of ['L-25001', 'L-25007']) {
      const lead = (await api.byLeadId(SALES, leadId))!;
      const sent = await ok(await api.act(SALES, lead, 'sendForSignature'));
      expect(sent).toMatchObject({ status: 'waitingForSignature', signingStatus: 'sent' });
      const done = await ok(await api.act(SALES, sent, 'sign'));
      expect(done).toMatchObject({ status: 'done', provisioningStatus: 'complete' });
    }
  });

  it('that were signed have their merchants, linked to the lead', async () => {
    for (const leadId of ['L-25011', 'L-25012']) {
      const lead = (await api.byLeadId(SALES, leadId)) as Agreement;
      expect(lead.provisioningStatus, leadId).toBe('complete');
      const [organization] = await server.db.query<{ id: string; name: string }>(
        'SELECT id, name FROM organizations WHERE organization_number = $1',
        [lead.organizationNumber],
      );
      expect(organization).toEqual({ id: lead.organization, name: lead.companyName });
      const users = await server.db.query<{ email: string }>(
        'SELECT email FROM users WHERE organization_id = $1',
        [organization!.id],
      );
      expect(users.map((u) => u.email)).toEqual([lead.portalUserEmail]);
    }
  });
});
