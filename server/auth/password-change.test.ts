import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-users.ts';
import { expectApiError } from '../testing/expect-api-error.ts';
import { createTestServer, formRequest, type TestServer } from '../testing/test-server.ts';
import { PASSWORD_CHANGE_PATH } from './password-change.ts';
import type { TokenResponse } from './token-response.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ maxFailedLogins: 3 });
});
afterAll(() => server.close());

const change = (accessToken: string, body: Record<string, unknown>) =>
  server.app.request(PASSWORD_CHANGE_PATH, {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const refresh = (refreshToken: string) =>
  server.app.request(
    '/token',
    formRequest(server.config, { grant_type: 'refresh_token', refresh_token: refreshToken }),
  );
const me = (accessToken: string) =>
  server.app.request('/userinfo', { headers: { Authorization: `Bearer ${accessToken}` } });

describe('POST /api/users/3.1/me/password', () => {
  it('asks for the current password, refuses a wrong one, and judges the new one by the domain rule', async () => {
    const session = await server.login('support@demo.test');
    let body = await expectApiError(
      await change(session.access_token, { newPassword: 'nytt lösen 1' }),
      400,
      'validation.required',
    );
    expect(body.errors[0]?.field).toBe('currentPassword');
    body = await expectApiError(
      await change(session.access_token, { currentPassword: 'fel-lösen-9', newPassword: 'nytt lösen 1' }),
      400,
      'errors.password.current_wrong',
    );
    expect(body.errors[0]).toMatchObject({
      field: 'currentPassword',
      errorMessage: { sv: 'Det nuvarande lösenordet stämmer inte' },
    });
    body = await expectApiError(
      await change(session.access_token, { currentPassword: DEMO_PASSWORD, newPassword: 'kort1' }),
      400,
      'validation.password.invalid',
    );
    expect(body.errors[0]?.field).toBe('newPassword');
    await expectApiError(
      await change(session.access_token, {
        currentPassword: DEMO_PASSWORD,
        newPassword: `a1${'x'.repeat(49)}`,
      }),
      400,
      'validation.password.too_long',
    );
    // Nothing changed: the old password still signs in.
    await server.login('support@demo.test');
  });

  it('changes the password, ends the other sessions and keeps the calling one', async () => {
    const current = await server.login('partner@demo.test');
    const other = await server.login('partner@demo.test');
    const res = await change(current.access_token, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Nytt lösen 2026',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const renewed = (await res.json()) as TokenResponse;

    // The other session: its access token is refused at once and its refresh token no longer renews.
    expect((await me(other.access_token)).status).toBe(401);
    expect((await refresh(other.refresh_token)).status).toBe(400);
    // The calling session goes on with the tokens it was answered; its old ones end too.
    expect((await me(renewed.access_token)).status).toBe(200);
    expect((await refresh(current.refresh_token)).status).toBe(400);
    expect((await refresh(renewed.refresh_token)).status).toBe(200);

    await expect(server.login('partner@demo.test')).rejects.toThrow(/401/);
    await server.login('partner@demo.test', 'Nytt lösen 2026');
  });

  it('is throttled after repeated wrong current passwords, as sign-in is', async () => {
    const session = await server.login('sales@demo.test');
    const wrong = { currentPassword: 'fel-lösen-9', newPassword: 'nytt lösen 1' };
    for (let attempt = 0; attempt < 3; attempt++)
      await expectApiError(await change(session.access_token, wrong), 400, 'errors.password.current_wrong');
    const locked = await change(session.access_token, { ...wrong, currentPassword: DEMO_PASSWORD });
    await expectApiError(locked, 429, 'errors.password.locked');
  });

  it('is for signed-in users only', async () => {
    const res = await server.app.request(PASSWORD_CHANGE_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ currentPassword: DEMO_PASSWORD, newPassword: 'nytt lösen 1' }),
    });
    expect(res.status).toBe(401);
  });
});
