/** Signing in and out through the UI, and reading the stored session. */
import { expect, type APIResponse, type Page } from '@playwright/test';
import { DEMO_PASSWORD, SV } from './demoUsers';
import { apiToken } from './routeData';

export async function fillLogin(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await expect(page.getByRole('heading', { name: SV.welcome })).toBeVisible({ timeout: 15_000 });
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: SV.logIn, exact: true }).click();
}

/** Opens /login and signs in. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, username, password);
}

/** The logout button of the top bar (or, in react-admin's default shell, of its user menu). */
export async function signOutFromTopBar(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: SV.logOut });
  if (!(await button.isVisible())) await page.getByRole('button', { name: 'Profil' }).click();
  const target = (await button.isVisible()) ? button : page.getByRole('menuitem', { name: SV.logOut });
  await target.click();
}

export function storedAccessToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('backoffice.session.token'));
}

/**
 * GET of an API path with the page's access token, for a test's checks of what the server stored. A
 * /logout of the same user in a test running beside this one ends every access token of that user
 * (docs/security.md); the app renews its token then, and so does this: a 401 gets one retry with a
 * token from the password grant.
 */
export async function apiGetAs(page: Page, username: string, path: string): Promise<APIResponse> {
  const get = (token: string | null) =>
    page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  const response = await get(await storedAccessToken(page));
  return response.status() === 401 ? get(await apiToken(page.request, username)) : response;
}

/**
 * A language or theme chosen in the app is the user's own, kept on the server and taken by the user's
 * next sign-in anywhere (src/layout/UserSettingsSync.tsx): a test that switches one forgets it again, so
 * the same demo user's other tests start in Swedish and in the light theme.
 */
export async function forgetSavedSettings(
  page: Page,
  username: string,
  keys: readonly ('language' | 'theme')[],
): Promise<void> {
  const response = await page.request.put('/api/users/3.1/me/settings', {
    headers: { Authorization: `Bearer ${await apiToken(page.request, username)}` },
    data: { settings: Object.fromEntries(keys.map((key) => [key, null])) },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

export const forgetSavedLanguage = (page: Page, username: string): Promise<void> =>
  forgetSavedSettings(page, username, ['language']);
