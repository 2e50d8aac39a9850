/**
 * What signing an agreement sets up (./provision.ts): the organization, its store, the invited portal
 * user, the licences, the terminals and the payment methods, made through the write path and linked
 * to the lead; a refused step recorded with its reason and run again by the retry alone; the customer
 * already there with the organisation number linked, never made twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { createTestServer, formRequest, TEST_SCOPE, type TestServer } from '../../testing/test-server.ts';
import { leadsApi, ok, SALES, STEPS, type Agreement } from './onboarding-fixtures.ts';

const SUPER = 'super@demo.test';
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());
const api = leadsApi(() => server);

type Row = Record<string, unknown> & { id: string };

/** A list of the organization's records, as a super admin working in it reads them. */
async function listIn(organizationId: string, path: string): Promise<Row[]> {
  const res = await server.app.request(path, {
    headers: { ...(await server.authHeader(SUPER)), organizationId },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Row[];
}

async function signed(people: Partial<typeof STEPS> = {}): Promise<Agreement> {
  const submitted = await api.submitted('559412-0734', people);
  const sent = await ok(await api.act(SALES, submitted, 'sendForSignature'));
  return ok(await api.act(SALES, sent, 'sign'));
}

const outcomes = (agreement: Agreement) =>
  (agreement.provisioning as Row[]).map((row) => `${String(row.step)} ${String(row.status)}`);

const organizationsNumbered = async (number: string) =>
  server.db.query<{ id: string }>(`SELECT id FROM organizations WHERE organization_number = $1`, [number]);

describe('signing an agreement', () => {
  it('sets up the merchant: organization, store, invited user, licences, terminals and payment methods', async () => {
    const agreement = await signed();
    expect(outcomes(agreement)).toEqual([
      'organization created',
      'store created',
      'user created',
      'licences created',
      'terminals created',
      'paymentMethods created',
      'acquirerEmail created',
    ]);
    expect(agreement.provisioningStatus).toBe('complete');
    const organizationId = String(agreement.organization);
    const [organization] = await organizationsNumbered('559412-0734');
    expect(organization?.id).toBe(organizationId);

    const org = await (
      await server.app.request(`/api/organization/${organizationId}`, {
        headers: await server.authHeader(SUPER),
      })
    ).json();
    expect(org).toMatchObject({
      name: 'Solrosens Bageri AB',
      organizationNumber: '559412-0734',
      partnerId: 'partner-nordic',
      isCustomer: true,
      status: 'onboarding',
    });
    // Written on the signer's behalf: history names the sales admin who signed.
    const [author] = await server.db.query<{ created_by: string }>(
      'SELECT created_by FROM organizations WHERE id = $1',
      [organizationId],
    );
    expect(author?.created_by).toBe(SALES);

    const stores = await listIn(organizationId, '/api/store');
    expect(stores.map((s) => [s.name, s.address])).toEqual([
      ['Solrosens Bageri', 'Järntorget 4, 413 04 Göteborg'],
    ]);
    const users = await listIn(organizationId, '/api/users/3.1/user');
    expect(users).toEqual([
      expect.objectContaining({
        firstName: 'Sofia',
        lastName: 'Holm',
        username: 'sofia@solrosensbageri.se',
        groups: ['MerchantAdmin'],
        stores: [stores[0]!.id],
      }),
    ]);
    const licences = await listIn(organizationId, '/api/licenses');
    expect(licences.map((l) => [l.name, l.status, l.store])).toEqual([
      ['Kassalicens Pro', 'active', stores[0]!.id],
      ['Kassalicens Pro', 'active', stores[0]!.id],
    ]);
    const terminals = await listIn(organizationId, '/api/organization/terminal');
    expect(terminals.map((t) => [t.kind, t.model, t.store])).toEqual([
      ['terminal', 'pax-a920', stores[0]!.id],
      ['terminal', 'pax-a920', stores[0]!.id],
    ]);
    const methods = await listIn(organizationId, '/api/payments/payment-method');
    expect(methods.map((m) => m.type).sort()).toEqual(['card', 'cash', 'swish']);

    // The invitation: the new merchant admin signs in with what it says.
    const outbox = await listIn(organizationId, '/api/infrastructure/3.0/email');
    expect(outbox.map((mail) => mail.to).sort()).toEqual([
      'kortinlosen@acquirer.test',
      'sofia@solrosensbageri.se',
    ]);
    const invitation = outbox.find((mail) => mail.to === 'sofia@solrosensbageri.se');
    const password = /Tillfälligt lösenord: (\S+)/.exec(String(invitation?.body))?.[1];
    expect(password).toBeDefined();
    const token = await server.app.request(
      '/token',
      formRequest(server.config, {
        grant_type: 'password',
        username: 'sofia@solrosensbageri.se',
        password: password!,
        scope: TEST_SCOPE,
      }),
    );
    expect(token.status).toBe(200);
  });

  it('links a second agreement of the same company to its organization instead of making another', async () => {
    const again = await signed();
    expect(outcomes(again).slice(0, 3)).toEqual(['organization linked', 'store linked', 'user linked']);
    expect(await organizationsNumbered('559412-0734')).toHaveLength(1);
  });
});

describe('a step that fails', () => {
  it('is recorded with its reason, and the retry runs only the steps not done', async () => {
    // The portal user's e-mail belongs to another merchant's user: the user cannot be made.
    const taken = { portal: { portalUserName: 'Anna Berg', portalUserEmail: 'admin@kaffebaren.test' } };
    let agreement = await signed(taken);
    expect(outcomes(agreement)).toEqual([
      'organization linked',
      'store linked',
      'user failed',
      'licences created',
      'terminals created',
      'paymentMethods linked',
      'acquirerEmail created',
    ]);
    expect(agreement.provisioningStatus).toBe('incomplete');
    const failed = (agreement.provisioning as Row[]).find((row) => row.step === 'user')!;
    expect(failed.reasonSv).toBe('Användarnamn: Värdet används redan');
    expect(failed.reasonEn).toMatch(/^Username: /);
    const organizationId = String(agreement.organization);
    const terminals = (await listIn(organizationId, '/api/organization/terminal')).length;
    expect((await listIn(organizationId, '/api/users/3.1/user')).map((u) => u.email)).toEqual([
      'sofia@solrosensbageri.se',
    ]);

    // Support moves the address off the other merchant's user; the retry then makes the user only.
    const others = (agreement.provisioning as Row[]).filter((row) => row.step !== 'user');
    await server.db.query(
      `UPDATE users SET email = 'anna@kaffebaren.test', username = 'anna@kaffebaren.test' WHERE id = 'user-kaffebaren-admin'`,
    );
    agreement = await ok(await api.act(SALES, agreement, 'retryProvisioning'));
    expect(outcomes(agreement)).toContain('user created');
    expect(agreement.provisioningStatus).toBe('complete');
    expect((agreement.provisioning as Row[]).filter((row) => row.step !== 'user')).toEqual(others);
    expect(await organizationsNumbered('559412-0734')).toHaveLength(1);
    expect(await listIn(organizationId, '/api/organization/terminal')).toHaveLength(terminals);
    expect((await listIn(organizationId, '/api/users/3.1/user')).map((u) => u.email).sort()).toEqual([
      'admin@kaffebaren.test',
      'sofia@solrosensbageri.se',
    ]);
    // Nothing left to retry.
    await expectApiError(
      await api.act(SALES, agreement, 'retryProvisioning'),
      409,
      'errors.action_not_allowed',
    );
  });
});

describe('the e-mail to the acquirer', () => {
  it('goes out through the merchant’s outbox on signature, and fails with SPEC 8’s text without an organization', async () => {
    const sent = await signed();
    const organizationId = String(sent.organization);
    const outbox = await listIn(organizationId, '/api/infrastructure/3.0/email?range=[0,99]');
    const mail = outbox.find((row) => row.to === 'kortinlosen@acquirer.test');
    expect(mail?.subject).toContain(String(sent.leadId));
    expect(String(mail?.body)).toMatch(/Organisationsnummer \/ Organisation number: 559412-0734/);
    const row = (sent.provisioning as Row[]).find((r) => r.step === 'acquirerEmail')!;
    expect(row.records).toBe(mail?.id);

    // The company became another partner's customer before the signature: no organization, so no
    // outbox to send from.
    const [{ partner_id: partner } = { partner_id: '' }] = await server.db.query<{ partner_id: string }>(
      'SELECT partner_id FROM organizations WHERE id = $1',
      [organizationId],
    );
    const awaiting = await ok(await api.act(SALES, await api.submitted('559412-0734'), 'sendForSignature'));
    await server.db.query(`UPDATE organizations SET partner_id = 'partner-kassa' WHERE id = $1`, [
      organizationId,
    ]);
    let refused = await ok(await api.act(SALES, awaiting, 'sign'));
    expect(outcomes(refused)).toContain('organization failed');
    expect(outcomes(refused)).toContain('acquirerEmail failed');
    const failed = (refused.provisioning as Row[]).find((r) => r.step === 'acquirerEmail')!;
    expect(failed.reasonEn).toBe(
      'Could not send e-mail to the acquirer: the merchant’s organization is not set up',
    );
    expect(failed.reasonSv).toBe(
      'Det gick inte att skicka e-post till inlösaren: handlarens organisation är inte uppsatt',
    );

    await server.db.query('UPDATE organizations SET partner_id = $1 WHERE id = $2', [
      partner,
      organizationId,
    ]);
    refused = await ok(await api.act(SALES, refused, 'retryProvisioning'));
    expect(outcomes(refused)).toContain('acquirerEmail created');
    const mails = (await listIn(organizationId, '/api/infrastructure/3.0/email?range=[0,99]')).filter(
      (r) => r.to === 'kortinlosen@acquirer.test' && String(r.subject).includes(String(refused.leadId)),
    );
    expect(mails).toHaveLength(1);
  });
});
