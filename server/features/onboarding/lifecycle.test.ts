/**
 * What an agreement's steps do beside its status (server/features/onboarding/agreement-hooks.ts): the contracts
 * submitting makes, annulled by a resubmission or the lead's deletion; the simulated digital signing,
 * sent then signed; the save in the CRM with SPEC 8's failures; distinct lead ids for drafts started at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contracts from '../../../src/resources/contracts.ts';
import { insertRow } from '../../resources/storage.ts';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { leadsApi, ok, PARTNER, SALES, STEPS, type Agreement } from './onboarding-fixtures.ts';

const KASSA = 'partner@kassagruppen.test';
const SUPER = 'super@demo.test';
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());
const api = leadsApi(() => server);

async function get(username: string, path: string) {
  return server.app.request(path, { headers: await server.authHeader(username) });
}

async function contractsOf(username: string, leadId: unknown) {
  const filter = encodeURIComponent(JSON.stringify({ leadId }));
  const res = await get(username, `/api/organization/3.0/contract?filter=${filter}&sort=["created","ASC"]`);
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>[];
}

async function partner(id: string): Promise<Agreement> {
  return ok(await get(SUPER, `/api/backstage/3.0/partner/${id}`));
}

async function putPartner(id: string, values: Record<string, unknown>) {
  const before = await partner(id);
  return server.app.request(`/api/backstage/3.0/partner/${id}`, {
    method: 'PUT',
    headers: { ...(await server.authHeader(SUPER)), 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...before, ...values }),
  });
}

describe('an agreement’s contracts', () => {
  it('are made by submitting, annulled by submitting again, and signed with the agreement', async () => {
    const first = await api.submitted('559412-0734');
    let contracts = await contractsOf(PARTNER, first.leadId);
    expect(contracts.map((c) => [c.type, c.status, c.contractVersion ?? null])).toEqual([
      ['acquiring', 'pending', null],
      ['product', 'pending', '2022-06'],
    ]);
    expect(contracts[0]).toMatchObject({ companyName: 'Solrosens Bageri AB', partnerId: 'partner-nordic' });

    const recalled = await ok(await api.act(PARTNER, first, 'recall'));
    let again = await ok(await api.act(PARTNER, recalled, 'submit'));
    contracts = await contractsOf(PARTNER, first.leadId);
    expect(contracts.map((c) => `${c.type} ${c.status} ${c.annulledReason ?? ''}`.trim()).sort()).toEqual([
      'acquiring annulled resubmitted',
      'acquiring pending',
      'product annulled resubmitted',
      'product pending',
    ]);

    again = await ok(await api.act(SALES, again, 'sendForSignature'));
    await ok(await api.act(SALES, again, 'sign'));
    contracts = await contractsOf(SALES, first.leadId);
    // Made in one transaction, the two share their created time: the list's order between them is the ids'.
    expect(
      contracts
        .filter((c) => c.status === 'signed')
        .map((c) => String(c.type))
        .sort(),
    ).toEqual(['acquiring', 'product']);
    expect(contracts.filter((c) => c.status === 'signed').every((c) => typeof c.signedAt === 'string')).toBe(
      true,
    );
  });

  it('include no acquiring when no card brand was chosen on the pricing step', async () => {
    const agreement = await api.submitted('559412-0734', { pricing: { ...STEPS.pricing, cardBrands: [] } });
    const contracts = await contractsOf(PARTNER, agreement.leadId);
    expect(contracts.map((c) => [c.type, c.status])).toEqual([['product', 'pending']]);
  });

  it('are all annulled when their lead is deleted, which only the platform’s staff may do', async () => {
    const agreement = await api.submitted('559412-0734');
    expect((await api.call(PARTNER, 'DELETE', `/${agreement.id}`)).status).toBe(403);
    expect((await api.call(SALES, 'DELETE', `/${agreement.id}`)).status).toBe(200);
    expect((await api.call(SALES, 'GET', `/${agreement.id}`)).status).toBe(404);
    const contracts = await contractsOf(SALES, agreement.leadId);
    expect(contracts.map((c) => [c.status, c.annulledReason])).toEqual([
      ['annulled', 'leadDeleted'],
      ['annulled', 'leadDeleted'],
    ]);
    // A partner admin sees its own partner's contracts only.
    expect(await contractsOf(KASSA, agreement.leadId)).toEqual([]);
  });

  it('of a declined agreement are annulled', async () => {
    const agreement = await api.submitted('559412-0734');
    await ok(await api.act(SALES, agreement, 'reject'));
    const contracts = await contractsOf(SALES, agreement.leadId);
    expect(contracts.map((c) => c.annulledReason)).toEqual(['declined', 'declined']);
  });
});

describe('digital signing', () => {
  it('sends the agreement to its signing officer, then signs it; recalling cancels it', async () => {
    const submitted = await api.submitted('559412-0734');
    const sent = await ok(await api.act(SALES, submitted, 'sendForSignature'));
    expect(sent).toMatchObject({ signingStatus: 'sent', signingSentAt: expect.any(String) });
    const path = `/api/digital-sign/3.0/agreements/${String(sent.signingId)}`;
    expect(await (await get(PARTNER, path)).json()).toMatchObject({
      leadId: sent.leadId,
      status: 'sent',
      signer: { name: STEPS.signatory.signatoryName, email: STEPS.signatory.signatoryEmail },
      signedAt: null,
    });
    expect((await get(KASSA, path)).status).toBe(404);

    const done = await ok(await api.act(SALES, sent, 'sign'));
    expect(done).toMatchObject({ status: 'done', signingStatus: 'signed' });
    const legacyPath = `/api/digital-sign/agreements/${String(sent.signingId)}`;
    expect(await (await get(SALES, legacyPath)).json()).toMatchObject({
      status: 'signed',
      signedAt: done.signingSignedAt,
    });

    const other = await ok(await api.act(SALES, await api.submitted('559412-0734'), 'sendForSignature'));
    const recalled = await ok(await api.act(PARTNER, other, 'recall'));
    expect(recalled).toMatchObject({ status: 'draft', signingStatus: 'cancelled' });
  });
});

describe('the agreement’s updated time', () => {
  it('moves with every lifecycle action, so the newest move sorts first', async () => {
    const submitted = await api.submitted('559412-0734');
    let before = submitted;
    for (const [who, action] of [
      [SALES, 'sendForSignature'],
      [PARTNER, 'recall'],
      [PARTNER, 'submit'],
      [SALES, 'reject'],
    ] as const) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const after = await ok(await api.act(who, before, action));
      expect(Date.parse(String(after.updated)), action).toBeGreaterThan(Date.parse(String(before.updated)));
      before = after;
    }
    const res = await get(SALES, `/api/leads/3.0?sort=["updated","DESC"]&range=[0,0]`);
    expect(((await res.json()) as Agreement[])[0]?.id).toBe(submitted.id);
  });
});

describe('the save in the CRM', () => {
  it('makes the merchant’s account when submitted through a partner known to the CRM', async () => {
    const agreement = await api.submitted('559412-0734');
    expect(agreement).toMatchObject({ crmStatus: 'synced', crmSyncedAt: expect.any(String) });
    expect(agreement.crmAccountId).toMatch(/^001[A-Za-z0-9]{15}$/);
    expect(agreement.crmError).toBeUndefined();
  });

  it('keeps SPEC 8’s failures, refuses a save asked for with them, and saves once the partner is right', async () => {
    // Kassagruppen has no tier in the CRM: its agreements cannot be saved there, yet move on.
    let draft = await ok(await api.start(KASSA, '559530-1473'), 201);
    const ingrid = { name: 'Ingrid Ekman', personalNumber: '19740908-8577' };
    const people: Partial<typeof STEPS> = {
      signatory: {
        ...STEPS.signatory,
        signatoryName: ingrid.name,
        signatoryPersonalNumber: ingrid.personalNumber,
      },
      pep: { signingOfficers: [ingrid], anyPep: false },
    };
    for (const [step, values] of Object.entries({ ...STEPS, ...people }))
      draft = await ok(await api.save(KASSA, draft, step, values));
    let agreement = await ok(await api.act(KASSA, draft, 'submit'));
    expect(agreement).toMatchObject({ status: 'submitted', crmStatus: 'failed', crmError: 'noPartnerTier' });

    const refused = await expectApiError(
      await api.act(SALES, agreement, 'syncToCrm'),
      422,
      'errors.crm.noPartnerTier',
    );
    expect(refused.errors[0]?.errorMessage.sv).toBe('Kunde inte spara i CRM: ingen partnernivå hittades');

    // Signing updates the merchant's account, which the failed save never made.
    agreement = await ok(await api.act(SALES, agreement, 'sendForSignature'));
    expect((await putPartner('partner-kassa', { tier: 'silver' })).status).toBe(200);
    agreement = await ok(await api.act(SALES, agreement, 'sign'));
    expect(agreement).toMatchObject({ status: 'done', crmStatus: 'failed', crmError: 'noAccount' });
    agreement = await ok(await api.act(SALES, agreement, 'syncToCrm'));
    expect(agreement).toMatchObject({ crmStatus: 'synced', crmAccountId: expect.any(String) });
    expect(agreement.crmError).toBeUndefined();

    await expectApiError(
      await putPartner('partner-kassa', { crmAccountId: '0015g00000Kg-aB' }),
      400,
      'validation.crm.account_id',
    );
    expect((await putPartner('partner-kassa', { crmAccountId: '0015g00000ZzZzZ' })).status).toBe(200);
    await expectApiError(await api.act(SALES, agreement, 'syncToCrm'), 422, 'errors.crm.noPartnerAccount');
    // The refused save kept its failure on the agreement, replacing the one before.
    agreement = await ok(await get(SALES, `/api/leads/3.0/${agreement.id}`));
    expect(agreement).toMatchObject({ crmStatus: 'failed', crmError: 'noPartnerAccount' });
    expect((await putPartner('partner-kassa', { crmAccountId: null })).status).toBe(200);
    await expectApiError(await api.act(SALES, agreement, 'syncToCrm'), 422, 'errors.crm.noPartner');
    // Only the platform's staff save in the CRM; a partner admin edits no partner.
    expect((await api.act(KASSA, agreement, 'syncToCrm')).status).toBe(403);
  });
});

describe('lead ids', () => {
  it('skip an id that only a deleted lead’s contracts still keep', async () => {
    const year = new Date().getUTCFullYear() % 100;
    const [counter] = await server.db.query<{ last: number }>(
      'SELECT last FROM lead_numbers WHERE year = $1',
      [year],
    );
    const kept = `L-${year}${String((counter?.last ?? 0) + 1).padStart(3, '0')}`;
    await insertRow(
      server.db,
      contracts,
      'contract-of-a-deleted-lead',
      null,
      {
        leadId: kept,
        companyName: 'Gamla Bageriet AB',
        organizationNumber: '556776-2314',
        partnerId: 'partner-nordic',
        type: 'product',
        status: 'annulled',
        annulledReason: 'leadDeleted',
        created: new Date().toISOString(),
      },
      'test',
    );
    const lead = await ok(await api.start(PARTNER, '556776-2314'), 201);
    expect(lead.leadId).not.toBe(kept);
  });

  it('are distinct for drafts started at the same moment', async () => {
    const started = await Promise.all(
      ['556776-2314', '556598-3144', '559187-4622'].map((number) => api.start(PARTNER, number)),
    );
    const leads = await Promise.all(started.map((res) => ok(res, 201)));
    expect(new Set(leads.map((lead) => lead.leadId)).size).toBe(3);
  });
});
