/**
 * A cold load of a list with a stored session (issue 41): the list's first page is asked for as soon as
 * the session is known, beside the identity and the definition, not after them (src/App.tsx,
 * src/schema/ui/listPrefetch.ts), and it is asked for once.
 */
import { expect, test, type Request } from '@playwright/test';
import { signIn } from './helpers/session';

const LIST = '/apps/setting/stores';
const isListRequest = (request: Request) => new URL(request.url()).pathname === '/api/store';

test.setTimeout(90_000);

test('the user is asked for first, the list asks for its page while /userinfo is still unanswered, and once', async ({
  page,
}) => {
  await signIn(page, 'admin@kaffebaren.test');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  // /userinfo (the session check, the identity and the permissions) is held until the list's request has
  // left, for at most 8 s: a list that waits for the identity asks only after that answer.
  let listAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (listAsked = resolve));
  const events: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/userinfo') events.push('userinfo asked');
    if (isListRequest(request)) {
      events.push('list asked');
      listAsked();
    }
  });
  await page.route('**/userinfo', async (route) => {
    await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 8_000))]);
    events.push('userinfo answered');
    await route.continue();
  });

  await page.goto(LIST);
  await expect(page.locator('table tbody tr').filter({ hasText: 'Kaffebaren Götgatan' })).toBeVisible({
    timeout: 30_000,
  });
  expect(events.indexOf('list asked')).toBeGreaterThanOrEqual(0);
  expect(events.indexOf('list asked')).toBeLessThan(events.indexOf('userinfo answered'));
  // The user is asked for as the app starts, before the signed-in app's module is in to ask for the list.
  expect(events.indexOf('userinfo asked')).toBeGreaterThanOrEqual(0);
  expect(events.indexOf('userinfo asked')).toBeLessThan(events.indexOf('list asked'));
  // The list took the early answer as its own first request.
  expect(events.filter((event) => event === 'list asked')).toHaveLength(1);
});
