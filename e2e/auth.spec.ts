/** Sign-in and session end to end (issue 3): every demo user, wrong password, logout, deep link, renewal. */
import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, SV } from './helpers/demoUsers';
import { startReferenceServer } from './helpers/referenceServer';
import { fillLogin, signIn, signOutFromTopBar, storedAccessToken } from './helpers/session';

// Sign-ins, refreshes and cold starts of a built app on a busy 2-core machine: allow more than the default.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const basic = `Basic ${Buffer.from('backoffice:backoffice-dev-secret').toString('base64')}`;

/** The product count the refusal of a register-only user depends on, read from the API as that user. */
async function productCountOf(request: APIRequestContext, username: string): Promise<number> {
  const token = await request.post('/token', {
    headers: { Authorization: basic },
    form: {
      grant_type: 'password',
      username,
      password: DEMO_PASSWORD,
      scope: 'openid profile email offline_access device_abcdefgh',
    },
  });
  expect(token.ok()).toBe(true);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const count = await request.get('/api/catalog/product/count', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return Number(await count.json());
}

test.describe('every demo user signs in and lands where SPEC 2 says', () => {
  for (const user of DEMO_USERS) {
    test(user.username, async ({ page, request }) => {
      await signIn(page, user.username);
      const outcome = user.outcome;
      if (outcome.kind === 'lands') {
        await expect(page).toHaveURL(outcome.path);
        if (outcome.path === '/dashboard') {
          await expect(page.getByRole('heading', { level: 1, name: `Hej ${outcome.name}!` })).toBeVisible();
          await expect(page.getByRole('region', { name: 'Organisation' })).toContainText(
            outcome.organization ?? '',
          );
        }
        expect(await storedAccessToken(page)).not.toBeNull();
        return;
      }
      const message =
        outcome.message === 'missingLoginPermission'
          ? SV.missingLoginPermission
          : (await productCountOf(request, user.username)) === 0
            ? SV.contactMerchantAdmin
            : SV.authFailed;
      await expect(page.getByRole('alert').filter({ hasText: new RegExp(`^${message}$`) })).toBeVisible();
      await expect(page).toHaveURL('/login');
      expect(await storedAccessToken(page)).toBeNull();
      // Still a guest: the shell is not reachable.
      await page.goto('/dashboard');
      await expect(page).toHaveURL('/login');
    });
  }
});

test('a wrong password shows the 401 message and keeps the button disabled until a field is edited', async ({
  page,
}) => {
  await signIn(page, 'admin@bokhandeln.test', 'not-the-password');
  await expect(
    page.getByRole('alert').filter({ hasText: new RegExp(`^${SV.invalidCredentials}$`) }),
  ).toBeVisible();
  await expect(page.getByText(`Meddelande : ${SV.invalidCredentials}`)).toBeVisible();
  const button = page.getByRole('button', { name: SV.logIn, exact: true });
  await expect(button).toBeDisabled();
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page).toHaveURL('/dashboard');
});

// Logging out ends the user's access tokens on every device (docs/decisions.md): the logout tests sign
// in as users no test running beside them uses.
test('logout returns to /login and the back button shows no data', async ({ page }) => {
  await signIn(page, 'admin@nystart.test');
  const greeting = page.getByRole('heading', { level: 1, name: 'Hej Oskar Lund!' });
  await expect(greeting).toBeVisible();
  await signOutFromTopBar(page);
  await expect(page).toHaveURL('/login');
  expect(await storedAccessToken(page)).toBeNull();
  await page.goBack();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: SV.welcome })).toBeVisible();
  await expect(greeting).toHaveCount(0);
});

test('/logout ends the session', async ({ page }) => {
  await signIn(page, 'owner@kaffebaren.test');
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/logout');
  await expect(page).toHaveURL('/login');
  expect(await storedAccessToken(page)).toBeNull();
  await page.goto('/profile');
  await expect(page).toHaveURL('/login');
});

test('a deep link while logged out returns there after login', async ({ page }) => {
  await page.goto('/profile?tab=1');
  await expect(page).toHaveURL('/login');
  await fillLogin(page, 'admin@kaffebaren.test');
  await expect(page).toHaveURL('/profile?tab=1');
  await expect(page.getByText('admin@kaffebaren.test').first()).toBeVisible();
});

test("'/' and /apps/merchant go to the role's landing; unknown paths to the 404 page", async ({ page }) => {
  await signIn(page, 'admin@kaffebaren.test');
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/');
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/apps/merchant');
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/pages/errors/error-404');
  await expect(page.getByRole('heading', { name: 'Sidan hittades inte' })).toBeVisible();
  await page.getByRole('link', { name: 'Till startsidan' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('a logout in one tab logs out the other tabs', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, 'admin@nystart.test');
  await expect(first).toHaveURL('/dashboard');
  const second = await context.newPage();
  await second.goto('/profile');
  await expect(second.getByText('admin@nystart.test').first()).toBeVisible();
  await signOutFromTopBar(first);
  await expect(first).toHaveURL('/login');
  await expect(second).toHaveURL('/login');
  await expect(second.getByText('Du har loggats ut i en annan flik.')).toBeVisible();
});

test('an hour without activity warns a minute before, then signs out and says why (SPEC 9)', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, 'admin@nystart.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Hej Oskar Lund!' })).toBeVisible();

  await page.clock.fastForward('59:30');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/Du loggas ut om \d+ s/);
  await dialog.getByRole('button', { name: 'Stanna inloggad' }).click();
  await expect(dialog).toBeHidden();

  await page.clock.fastForward('59:30');
  await expect(dialog).toBeVisible();
  const revoked = page.waitForRequest((request) => request.url().endsWith('/revoke'));
  await page.clock.fastForward('01:00');
  await revoked;
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Du har loggats ut efter en timme utan aktivitet.')).toBeVisible();
  expect(await storedAccessToken(page)).toBeNull();
});

test('an internal admin changes its password from the user menu; its other sessions end, this one goes on', async ({
  browser,
  request,
}) => {
  const username = 'support@demo.test';
  const newPassword = 'Nytt lösen 2026';
  const other = await browser.newPage();
  await signIn(other, username);
  await expect(other).toHaveURL('/apps/supportadmin/organizations');
  const page = await browser.newPage();
  await signIn(page, username);
  await expect(page).toHaveURL('/apps/supportadmin/organizations');

  await page.getByRole('banner').getByRole('button', { name: 'Johan Ek: Användarmeny' }).click();
  await page.getByRole('menuitem', { name: 'Byt lösenord' }).click();
  const dialog = page.getByRole('dialog', { name: 'Byt lösenord' });
  await dialog.getByLabel('Nuvarande lösenord').fill('fel-lösen-9');
  await dialog.getByLabel('Nytt lösenord').fill('kort');
  await dialog.getByLabel('Upprepa det nya lösenordet').fill('kort');
  await dialog.getByRole('button', { name: 'Byt lösenord' }).click();
  await expect(dialog.getByText(/Använd 8–50 bokstäver/).first()).toBeVisible();
  await dialog.getByLabel('Nytt lösenord').fill(newPassword);
  await dialog.getByLabel('Upprepa det nya lösenordet').fill(newPassword);
  await dialog.getByRole('button', { name: 'Byt lösenord' }).click();
  await expect(dialog.getByText('Det nuvarande lösenordet stämmer inte')).toBeVisible();
  await dialog.getByLabel('Nuvarande lösenord').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Byt lösenord' }).click();
  await expect(page.getByText('Lösenordet byttes. Dina andra inloggningar har loggats ut.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // This session goes on; the other one is signed out at its next request.
  await page.reload();
  await expect(page).toHaveURL('/apps/supportadmin/organizations');
  await expect(page.getByRole('row', { name: /Kaffebaren AB/ })).toBeVisible();
  await other.reload();
  await expect(other).toHaveURL(/\/login/);

  // The new password signs in; put the demo password back for the other tests.
  const token = await request.post('/token', {
    headers: { Authorization: basic },
    form: {
      grant_type: 'password',
      username,
      password: newPassword,
      scope: 'openid profile email offline_access device_abcdefgh',
    },
  });
  expect(token.ok()).toBe(true);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const restored = await request.post('/api/users/3.1/me/password', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { currentPassword: newPassword, newPassword: DEMO_PASSWORD },
  });
  expect(restored.status()).toBe(200);
  await Promise.all([page.close(), other.close()]);
});

test.describe('with a 3-second access token', () => {
  test.describe.configure({ timeout: 150_000 });
  let server: Awaited<ReturnType<typeof startReferenceServer>> | undefined;

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from the first parameter
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(120_000);
    server = await startReferenceServer(8190 + testInfo.workerIndex, { ACCESS_TOKEN_TTL: '3' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('the session renews itself without the user noticing', async ({ page }) => {
    const base = server!.baseURL;
    const grants: string[] = [];
    page.on('request', (request) => {
      if (request.url() === `${base}/token` && request.method() === 'POST')
        grants.push(new URLSearchParams(request.postData() ?? '').get('grant_type') ?? '');
    });
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });

    await page.goto(`${base}/login`);
    await fillLogin(page, 'admin@kaffebaren.test');
    await expect(page).toHaveURL(`${base}/dashboard`);
    const firstToken = await storedAccessToken(page);
    visited.length = 0;

    // Past the token's lifetime, twice: a reload (auto-login) and an in-app navigation.
    await page.waitForTimeout(4_000);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Hej Anna Berg!' })).toBeVisible();
    await page.waitForTimeout(4_000);
    await page.goto(`${base}/profile`);
    await expect(page.getByText('admin@kaffebaren.test').first()).toBeVisible();

    expect(grants.filter((g) => g === 'refresh_token').length).toBeGreaterThanOrEqual(2);
    expect(grants.filter((g) => g === 'password')).toHaveLength(1);
    expect(await storedAccessToken(page)).not.toBe(firstToken);
    expect(visited).not.toContain('/login'); // never sent back to sign in
  });
});
