/**
 * The partner admin's agreements (SPEC 2: the entry shows only when a condition on the user holds): a
 * partner admin holds PARTNER_ONBOARDING while its partner may onboard merchants; without it the API
 * refuses the agreements, and /userinfo (which the menu reads) no longer names it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_ONBOARDING } from '../../../src/domain/roles.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const PARTNER = 'partner@demo.test';
const request = async (username: string, path: string, init: RequestInit = {}) =>
  server.app.request(path, {
    ...init,
    headers: { ...(await server.authHeader(username)), 'Content-Type': 'application/json' },
  });
const permissionsOf = async (username: string) =>
  ((await (await request(username, '/userinfo')).json()) as { userPermissions: string[] }).userPermissions;

async function setMayOnboard(value: boolean) {
  const path = '/api/backstage/3.0/partner/partner-nordic';
  const current = (await (await request('super@demo.test', path)).json()) as Record<string, unknown>;
  const saved = await request('super@demo.test', path, {
    method: 'PUT',
    body: JSON.stringify({ ...current, mayOnboard: value }),
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
}

describe("a partner admin's agreements", () => {
  it('follow whether its partner may onboard merchants, at once', async () => {
    expect(await permissionsOf(PARTNER)).toContain(PARTNER_ONBOARDING);
    expect((await request(PARTNER, '/api/leads/3.0')).status).toBe(200);

    await setMayOnboard(false);
    expect(await permissionsOf(PARTNER)).not.toContain(PARTNER_ONBOARDING);
    expect((await request(PARTNER, '/api/leads/3.0')).status).toBe(403);
    // Its organizations stay; another partner's admin keeps its agreements.
    expect((await request(PARTNER, '/api/organization')).status).toBe(200);
    expect((await request('partner@kassagruppen.test', '/api/leads/3.0')).status).toBe(200);

    await setMayOnboard(true);
    expect((await request(PARTNER, '/api/leads/3.0')).status).toBe(200);
  });

  it('is only a super admin’s to change', async () => {
    const path = '/api/backstage/3.0/partner/partner-nordic';
    const current = (await (await request(PARTNER, path)).json()) as Record<string, unknown>;
    const refused = await request(PARTNER, path, {
      method: 'PUT',
      body: JSON.stringify({ ...current, mayOnboard: false }),
    });
    expect(refused.status).toBe(403);
  });
});
