/**
 * Feature flags on the server (docs/decisions.md, "Feature flags live on the server"): a flag off for
 * one organization refuses its feature's routes there and not elsewhere; off on the platform it refuses
 * everywhere but where an organization's override turns it on. Only a super admin sets them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

const KAFFEBAREN = 'admin@kaffebaren.test';
const BOKHANDELN = 'admin@bokhandeln.test';
const SUPER = 'super@demo.test';
const CARDS = '/api/catalog/giftcard';
const LOAN = '/api/loan/offer';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function request(username: string, path: string, init: RequestInit = {}) {
  const headers = { ...(await server.authHeader(username)), 'Content-Type': 'application/json' };
  return server.app.request(path, { ...init, headers: { ...headers, ...init.headers } });
}

async function organizationOf(username: string): Promise<string> {
  const info = (await (await request(username, '/userinfo')).json()) as { organization: string };
  return info.organization;
}

async function setFlag(key: string, body: Record<string, unknown>, username = SUPER) {
  return request(username, `/api/backstage/3.0/feature-flags/${key}`, {
    method: 'PUT',
    body: JSON.stringify(body),
  });
}

async function refusedAsOff(res: Response) {
  const body = await expectApiError(res, 403, 'errors.feature_disabled');
  expect(body.errors[0]!.errorMessage).toEqual({
    en: 'The feature is not available for your organization',
    sv: 'Funktionen är inte tillgänglig för din organisation',
  });
}

describe('a feature flag kept on the server', () => {
  it('off for one organization refuses every route of the feature there, and works for another', async () => {
    const kaffebaren = await organizationOf(KAFFEBAREN);
    expect((await setFlag('merchant-giftcards', { organizationId: kaffebaren, enabled: false })).status).toBe(
      200,
    );

    await refusedAsOff(await request(KAFFEBAREN, CARDS));
    await refusedAsOff(await request(KAFFEBAREN, `${CARDS}/any-id`));
    await refusedAsOff(await request(KAFFEBAREN, '/api/catalog/giftcard-template'));
    await refusedAsOff(
      await request(KAFFEBAREN, '/api/catalog/giftcard-template', { method: 'POST', body: '{}' }),
    );
    expect((await request(BOKHANDELN, CARDS)).status).toBe(200);
    // Another feature stays on for the organization.
    expect((await request(KAFFEBAREN, LOAN)).status).toBe(200);
    const mine = (await (await request(KAFFEBAREN, '/api/feature-flags')).json()) as { flags: unknown };
    expect(mine.flags).toEqual({ 'merchant-giftcards': false, 'merchant-loan': true });

    expect((await setFlag('merchant-giftcards', { organizationId: kaffebaren, enabled: null })).status).toBe(
      200,
    );
    expect((await request(KAFFEBAREN, CARDS)).status).toBe(200);
  });

  it('off on the platform refuses everywhere, unless an organization overrides it', async () => {
    const bokhandeln = await organizationOf(BOKHANDELN);
    expect((await setFlag('merchant-loan', { enabled: false })).status).toBe(200);
    expect((await setFlag('merchant-loan', { organizationId: bokhandeln, enabled: true })).status).toBe(200);

    await refusedAsOff(await request(KAFFEBAREN, LOAN));
    await refusedAsOff(
      await request(KAFFEBAREN, '/api/loan/applications', { method: 'POST', body: '{"amount":1}' }),
    );
    expect((await request(BOKHANDELN, LOAN)).status).toBe(200);
    // A super admin working inside an organization is held to that organization's flags.
    await refusedAsOff(
      await request(SUPER, LOAN, { headers: { organizationId: await organizationOf(KAFFEBAREN) } }),
    );

    const settings = (await (
      await request(SUPER, `/api/backstage/3.0/feature-flags?organizationId=${bokhandeln}`)
    ).json()) as { flags: { key: string; platform: boolean | null; organization: boolean | null }[] };
    expect(settings.flags).toContainEqual({ key: 'merchant-loan', platform: false, organization: true });

    expect((await setFlag('merchant-loan', { enabled: true })).status).toBe(200);
    expect((await request(KAFFEBAREN, LOAN)).status).toBe(200);
  });

  it('is set by a super admin only, for a known key and organization, with a clear refusal', async () => {
    expect((await setFlag('merchant-loan', { enabled: false }, KAFFEBAREN)).status).toBe(403);
    expect((await request(KAFFEBAREN, '/api/backstage/3.0/feature-flags')).status).toBe(403);
    await expectApiError(await setFlag('merchant-leasing', { enabled: false }), 404, 'feature_flags.key');
    await expectApiError(
      await setFlag('merchant-loan', { enabled: false, organizationId: 'no-such-organization' }),
      404,
      'feature_flags.organization',
    );
    const invalid = await expectApiError(
      await setFlag('merchant-loan', { enabled: 'no' }),
      400,
      'feature_flags.invalid',
    );
    expect(invalid.errors[0]!.field).toBe('enabled');
    // The platform's value is set, never removed.
    await expectApiError(await setFlag('merchant-loan', { enabled: null }), 400, 'feature_flags.invalid');
  });

  it('writes who changed a flag, when, and its value before and after, for the platform or the organization', async () => {
    const nystart = await organizationOf('admin@nystart.test');
    const historyOf = async (organizationId?: string) => {
      const search = organizationId ? `?organizationId=${organizationId}` : '';
      const res = await request(SUPER, `/api/backstage/3.0/feature-flags${search}`);
      return ((await res.json()) as { history: Record<string, unknown>[] }).history;
    };
    const platformBefore = (await historyOf()).length;

    expect((await setFlag('merchant-giftcards', { organizationId: nystart, enabled: false })).status).toBe(
      200,
    );
    const answer = (await (
      await setFlag('merchant-giftcards', { organizationId: nystart, enabled: true })
    ).json()) as { history: Record<string, unknown>[] };
    // Setting the value it already has changes nothing and writes nothing.
    await setFlag('merchant-giftcards', { organizationId: nystart, enabled: true });
    await setFlag('merchant-giftcards', { organizationId: nystart, enabled: null });

    const entry = { key: 'merchant-giftcards', actor: SUPER, at: expect.any(String) };
    expect(answer.history).toEqual([
      { ...entry, from: false, to: true },
      { ...entry, from: null, to: false },
    ]);
    const organizationHistory = await historyOf(nystart);
    expect(organizationHistory).toEqual([
      { ...entry, from: true, to: null },
      { ...entry, from: false, to: true },
      { ...entry, from: null, to: false },
    ]);
    expect(Date.now() - Date.parse(String(organizationHistory[0]!.at))).toBeLessThan(60_000);
    // The organization's overrides are not the platform's history, nor another organization's.
    expect(await historyOf()).toHaveLength(platformBefore);
    expect(await historyOf(await organizationOf(BOKHANDELN))).not.toContainEqual(
      expect.objectContaining({ from: true, to: null }),
    );

    expect((await setFlag('merchant-loan', { enabled: false })).status).toBe(200);
    expect((await setFlag('merchant-loan', { enabled: true })).status).toBe(200);
    expect((await historyOf()).slice(0, 2)).toEqual([
      { key: 'merchant-loan', from: false, to: true, actor: SUPER, at: expect.any(String) },
      { key: 'merchant-loan', from: true, to: false, actor: SUPER, at: expect.any(String) },
    ]);
  });
});
