/**
 * A refresh whose answer never reaches the tab: the server has rotated the refresh token, but the page
 * was left before it stored the new one (a reload and at once another page, a tab closed mid-refresh).
 * The next load presents the rotated token again; within the server's grace window that continues the
 * session (docs/security.md "Sign-in") instead of revoking it as a stolen token's reuse.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers/session';

const USER = 'admin@kaffebaren.test';
const PRODUCTS = '/apps/merchant/productsV3';

const storedRefreshToken = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('backoffice.session.refreshToken'));

/**
 * The stored access token with a wrong signature: the next call gets a 401 and the app refreshes, as
 * after another session's logout (which ends the user's access tokens), without ending anyone else's.
 */
async function spoilAccessToken(page: Page): Promise<void> {
  await page.evaluate(() => {
    const key = 'backoffice.session.token';
    const token = window.localStorage.getItem(key) ?? '';
    const signature = token.slice(token.lastIndexOf('.') + 1);
    const spoilt = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    window.localStorage.setItem(key, `${token.slice(0, token.lastIndexOf('.') + 1)}${spoilt}`);
  });
}

async function expectProductsList(page: Page): Promise<void> {
  await expect(page).toHaveURL(PRODUCTS);
  await expect(page.locator('main table tbody tr').first()).toBeVisible();
}

test.describe.configure({ timeout: 90_000 });

test('a refresh whose answer the page never stored (left mid-refresh) does not sign the user out', async ({
  page,
}) => {
  await signIn(page, USER);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  const before = await storedRefreshToken(page);
  await spoilAccessToken(page);

  let rotated!: (status: number) => void;
  const rotatedOnServer = new Promise<number>((resolve) => (rotated = resolve));
  await page.route(
    '**/token',
    async (route) => {
      // The server rotates the token; its answer is held until the page has gone.
      rotated((await route.fetch()).status());
    },
    { times: 1 },
  );
  await page.reload({ waitUntil: 'commit' });
  expect(await rotatedOnServer).toBe(200);
  await page.goto(PRODUCTS);

  await expectProductsList(page);
  const after = await storedRefreshToken(page);
  expect(after).not.toBeNull();
  expect(after).not.toBe(before);
});

test('a reload and at once another page, while the access token has ended: signed in every time', async ({
  page,
}) => {
  await signIn(page, USER);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  for (let round = 0; round < 5; round++) {
    await spoilAccessToken(page);
    await page.reload({ waitUntil: 'commit' });
    await page.goto(PRODUCTS);
    await expectProductsList(page);
  }
});
