/** Partners added by a super admin (src/resources/partners.ts); one CRM account is one partner. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const PATH = '/api/backstage/3.0/partner';
const create = async (username: string, body: Record<string, unknown>) =>
  server.app.request(PATH, {
    method: 'POST',
    headers: { ...(await server.authHeader(username)), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('a new partner', () => {
  it('is added by a super admin, its CRM account kept in one form', async () => {
    const res = await create('super@demo.test', {
      name: 'Betalpartner Syd AB',
      crmAccountId: '0015g00000SyDaB',
      tier: 'silver',
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const partner = (await res.json()) as Record<string, unknown>;
    expect(partner).toMatchObject({ name: 'Betalpartner Syd AB', tier: 'silver', mayOnboard: true });
    expect(partner.crmAccountId).toMatch(/^0015g00000SyDaB[A-Z0-5]{3}$/);

    const listed = await server.app.request(`${PATH}?sort=["name","ASC"]`, {
      headers: await server.authHeader('support@demo.test'),
    });
    expect(((await listed.json()) as { name: string }[]).map((p) => p.name)).toContain('Betalpartner Syd AB');
  });

  it('is refused to the other admins', async () => {
    for (const username of [
      'support@demo.test',
      'partner@demo.test',
      'sales@demo.test',
      'admin@kaffebaren.test',
    ])
      expect((await create(username, { name: `Partner av ${username}` })).status, username).toBe(403);
  });

  it('may not take a name or a CRM account another partner has, in either form of the id', async () => {
    const name = await expectApiError(
      await create('super@demo.test', { name: 'nordic payments partner ab' }),
      400,
      'validation.unique',
    );
    expect(name.errors[0]?.field).toBe('name');
    // The 18-character form, in another case, of the account of the partner made above.
    const account = await expectApiError(
      await create('super@demo.test', { name: 'Ännu en partner AB', crmAccountId: '0015G00000SYDABAAV' }),
      400,
      'validation.unique',
    );
    expect(account.errors[0]?.field).toBe('crmAccountId');
    await expectApiError(
      await create('super@demo.test', { name: 'Ännu en partner AB', crmAccountId: '0015g00000SyDaB9AV' }),
      400,
      'validation.crm.account_id_suffix',
    );
  });
});
