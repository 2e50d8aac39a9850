/**
 * The app shell end to end (issue 4): navigation by role and permission, folding and hover, the mobile
 * drawer, the language switch, the dark theme, the avatar link and the features page, the API reference
 * of the developer group, accessibility (axe) of the shell, login and 404 pages, screenshots of the shell
 * in both themes, and the app's files as the server sends them (compressed, cached).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { PERMISSION_KEYS } from '../src/domain/roles';
import { forgetSavedLanguage, forgetSavedSettings } from './helpers/session';

const PASSWORD = 'Demo1234!';

/** Signs in through the login page, then opens `path` (default: where the login landed). */
async function login(page: Page, username: string, path?: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Användarnamn' }).fill(username);
  await page.getByRole('textbox', { name: 'Lösenord' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  if (path) await page.goto(path);
  await expect(page.getByRole('banner')).toBeVisible();
}

const FEATURES = '/apps/superadmin/features';
const nav = (page: Page, name = 'Huvudnavigering') => page.getByRole('navigation', { name });

async function expectNoSeriousViolations(page: Page, testInfo: TestInfo, name: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  await testInfo.attach(`axe-${name}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `${name}: serious or critical axe violations`,
  ).toEqual([]);
}

test.describe('navigation by role and permission', () => {
  test('a merchant admin sees its merchant entries and no internal ones', async ({ page }) => {
    await login(page, 'admin@kaffebaren.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    const menu = nav(page);
    await expect(menu.getByRole('link', { name: 'Översikt' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Butiker' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Lager', exact: true })).toBeVisible();
    await expect(menu.getByText('Inställningar')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Funktionsflaggor' })).toHaveCount(0);
    await expect(menu.getByText('Superadmin')).toHaveCount(0);
  });

  test('a super admin sees its own group, and its avatar links to the features page', async ({ page }) => {
    await login(page, 'super@demo.test', FEATURES);
    await expect(nav(page).getByRole('link', { name: 'Funktionsflaggor' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav(page).getByRole('link', { name: 'Butiker' })).toHaveCount(0);
    await expect(nav(page).getByRole('link', { name: 'Översikt' })).toHaveCount(0);
    await expect(nav(page).getByRole('link', { name: 'Partner', exact: true })).toHaveAttribute(
      'href',
      '/apps/superadmin/partners',
    );
    const avatar = page
      .getByRole('banner')
      .getByRole('link', { name: /Sara Lindqvist: Öppna funktionsflaggor/ });
    await expect(avatar).toHaveAttribute('href', FEATURES);
    await avatar.click();
    await expect(page).toHaveURL(/\/apps\/superadmin\/features$/);
    await expect(page.getByRole('heading', { name: 'Funktionsflaggor', level: 1 })).toBeVisible();
  });

  test('a merchant admin cannot open the features page', async ({ page }) => {
    await login(page, 'admin@kaffebaren.test');
    await page.goto(FEATURES);
    await expect(page).not.toHaveURL(/\/apps\/superadmin\/features$/);
    await expect(page.getByRole('heading', { name: 'Funktionsflaggor', level: 1 })).toHaveCount(0);
  });
});

test.describe('top bar by role', () => {
  test('a merchant admin sees its organization and opens its profile from the profile menu', async ({
    page,
  }) => {
    await login(page, 'admin@kaffebaren.test');
    const banner = page.getByRole('banner');
    await expect(banner.getByTestId('organization-name')).toHaveText('Kaffebaren AB');
    await expect(banner.getByRole('button', { name: 'Tillbaka till organisationer' })).toHaveCount(0);
    await banner.getByRole('button', { name: 'Anna Berg: Användarmeny' }).click();
    await expect(page.getByRole('menuitem', { name: 'Byt lösenord' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Min profil' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('a super admin works inside an organization and goes back to the organizations', async ({ page }) => {
    await login(page, 'super@demo.test');
    await expect(page).toHaveURL(/\/apps\/superadmin\/organizations/);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Tillbaka till organisationer' })).toHaveCount(0);
    await page
      .getByRole('row', { name: /Kaffebaren AB/ })
      .getByRole('button', { name: 'Arbeta i den här organisationen' })
      .click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(banner.getByRole('button', { name: 'Tillbaka till organisationer' })).toBeVisible();
    await expect(banner.getByTestId('organization-name')).toHaveText('Kaffebaren AB');
    // No profile page while an organization is selected, only the password change; the avatar still
    // leads to the features page.
    await banner.getByRole('button', { name: 'Sara Lindqvist: Användarmeny' }).click();
    await expect(page.getByRole('menuitem', { name: 'Byt lösenord' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Min profil' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(banner.getByRole('link', { name: /Öppna funktionsflaggor/ })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Butiker' })).toBeVisible();
    // The organization page of the settings shows the one organization worked in, not the admin's list.
    await nav(page).getByRole('link', { name: 'Organisation', exact: true }).click();
    await expect(page).toHaveURL(/\/apps\/setting\/Organization$/);
    await expect(page.locator('table tbody tr')).toHaveCount(1);
    await expect(page.locator('table tbody tr').first()).toContainText('Kaffebaren AB');
    await expect(page.getByRole('button', { name: 'Arbeta i den här organisationen' })).toHaveCount(0);

    await banner.getByRole('button', { name: 'Tillbaka till organisationer' }).click();
    await expect(page).toHaveURL(/\/apps\/superadmin\/organizations/);
    await expect(banner.getByRole('button', { name: 'Tillbaka till organisationer' })).toHaveCount(0);
    await expect(nav(page).getByRole('link', { name: 'Butiker' })).toHaveCount(0);
  });
});

test.describe('a permission key guards its entry and its screen', () => {
  test('with the warehouses key, a merchant admin opens the warehouses list from the menu', async ({
    page,
  }) => {
    await login(page, 'admin@kaffebaren.test');
    await nav(page).getByRole('link', { name: 'Lager', exact: true }).click();
    await expect(page).toHaveURL(/\/apps\/setting\/Warehouses$/);
    await expect(nav(page).getByRole('link', { name: 'Lager', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('main').getByRole('table')).toBeVisible();
  });

  test('without it, a merchant admin neither sees the entry nor reaches its URL', async ({ browser }) => {
    let page = await (await browser.newContext({ locale: 'sv-SE' })).newPage();
    // A real merchant admin of Kaffebaren, created through the API with every key but 'warehouses'.
    await login(page, 'admin@kaffebaren.test');
    const token = await page.evaluate(() => window.localStorage.getItem('backoffice.session.token'));
    const stamp = String(Date.now()).slice(-7);
    const username = `limited.${stamp}@kaffebaren.test`;
    const created = await page.request.post('/api/users/3.1/user', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        firstName: 'Lina',
        lastName: 'Lagerlös',
        username,
        email: username,
        password: 'Begränsad1',
        groups: ['MerchantAdmin'],
        status: 'active',
        stores: ['store-kaffebaren-gotgatan'],
        permissions: PERMISSION_KEYS.filter((key) => key !== 'warehouses'),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    // Signed in apart: a logout would end every admin@kaffebaren.test session, other tests' too.
    await page.context().close();
    page = await (await browser.newContext({ locale: 'sv-SE' })).newPage();
    await page.goto('/login');

    await page.getByRole('textbox', { name: 'Användarnamn' }).fill(username);
    await page.getByRole('textbox', { name: 'Lösenord' }).fill('Begränsad1');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(nav(page).getByRole('link', { name: 'Butiker' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Lager', exact: true })).toHaveCount(0);
    await page.goto('/apps/setting/Warehouses');
    await expect(page).not.toHaveURL(/\/apps\/setting\/Warehouses/);
    await expect(page.getByRole('table')).toHaveCount(0);
    // The API refuses the list too: the server checks the key, not only the menu.
    const own = await page.evaluate(() => window.localStorage.getItem('backoffice.session.token'));
    const listed = await page.request.get('/api/warehouse', { headers: { Authorization: `Bearer ${own}` } });
    expect(listed.status()).toBe(403);
  });
});

test('feature flags are the server’s: an organization with gift cards off has neither menu entry nor screen', async ({
  page,
  browser,
}) => {
  await login(page, 'super@demo.test', FEATURES);
  const flag = (name: string) => page.getByRole('switch', { name }).or(page.getByRole('checkbox', { name }));
  await expect(flag('Företagslån')).toBeChecked();
  await expect(flag('Presentkort')).toBeChecked();
  // One organization's override, so that no other test's merchant loses the feature meanwhile.
  const token = await page.evaluate(() => window.localStorage.getItem('backoffice.session.token'));
  const override = (enabled: boolean | null) =>
    page.request.put('/api/backstage/3.0/feature-flags/merchant-giftcards', {
      headers: { Authorization: `Bearer ${token}` },
      data: { organizationId: 'org-nystart', enabled },
    });
  expect((await override(false)).status()).toBe(200);
  const merchant = await browser.newContext();
  try {
    const merchantPage = await merchant.newPage();
    await login(merchantPage, 'admin@nystart.test', '/apps/merchant/giftcards');
    await expect(
      merchantPage.getByRole('heading', { name: 'Funktionen är inte tillgänglig', level: 1 }),
    ).toBeVisible();
    await expect(nav(merchantPage).getByRole('link', { name: 'Presentkort' })).toHaveCount(0);
    await expect(nav(merchantPage).getByRole('link', { name: 'Företagslån' })).toHaveCount(1);
  } finally {
    await merchant.close();
    await override(null);
  }
});

test('a super admin reads the API reference from the developer group, on a phone too', async ({
  page,
}, testInfo) => {
  await login(page, 'super@demo.test');
  await nav(page).getByRole('link', { name: 'API-referens' }).click();
  await expect(page).toHaveURL(/\/apps\/superadmin\/api$/);
  await expect(page.getByRole('heading', { name: 'API-referens', level: 1 })).toBeVisible();
  // As many operations as the API's own document lists.
  const described = (await (await page.request.get('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const operations = Object.values(described.paths).reduce((n, item) => n + Object.keys(item).length, 0);
  await expect(page.getByRole('status')).toHaveText(`${operations} anrop`);
  await expectNoSeriousViolations(page, testInfo, 'api-reference');

  await page.getByRole('searchbox', { name: 'Sök på sökväg eller sammanfattning' }).fill('/refund');
  await expect(page.getByRole('status')).toHaveText('1 anrop');
  const refund = page.getByRole('button', { name: /^POST \/api\/orders\/\{id\}\/refund/ });
  await refund.focus();
  await page.keyboard.press('Enter');
  await expect(refund).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { name: 'Parametrar', level: 3 })).toBeVisible();
  await page.getByRole('button', { name: 'Visa fälten i Orders' }).first().click();
  await expect(page.getByRole('heading', { name: 'Fälten i Orders', level: 4 }).first()).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'api-reference-open');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ladda ner openapi.json' }).click();
  expect((await download).suggestedFilename()).toBe('openapi.json');

  // Long paths wrap: nothing wider than a 390 px screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('searchbox').fill('');
  await expect(page.getByRole('status')).toHaveText(`${operations} anrop`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the folded navigation unfolds on hover and folds again when the pointer leaves', async ({ page }) => {
  await login(page, 'admin@kaffebaren.test');
  const panel = page.getByTestId('nav-panel');
  await expect.poll(async () => (await panel.boundingBox())?.width).toBe(280);

  await page.getByRole('button', { name: 'Stäng menyn' }).click();
  await expect.poll(async () => (await panel.boundingBox())?.width).toBe(90);
  await expect(panel.getByText('Butiker')).toHaveCount(0); // icons only, the label is the accessible name
  await expect(panel.getByRole('link', { name: 'Butiker' })).toBeVisible();

  await page.mouse.move(10, 400);
  await panel.hover();
  await expect(panel).toHaveAttribute('data-unfolded', 'true');
  await expect.poll(async () => (await panel.boundingBox())?.width).toBe(280);
  await expect(panel.getByText('Butiker')).toBeVisible();
  // Unfolding on hover overlays the page: the content does not move.
  const main = await page.locator('#main-content').boundingBox();
  expect(main?.x).toBe(90);

  await page.mouse.move(900, 400);
  await expect.poll(async () => (await panel.boundingBox())?.width).toBe(90);
});

test('a 390 px wide viewport gets a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'admin@kaffebaren.test');
  await expect(page.getByTestId('nav-panel')).toHaveCount(0);
  await expect(page.getByTestId('nav-drawer')).toBeHidden();
  await page.getByRole('button', { name: 'Öppna menyn' }).click();
  const drawer = page.getByTestId('nav-drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Butiker' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Översikt' }).click();
  await expect(drawer).toBeHidden();
});

test.describe('switching to English through the top bar', () => {
  test.afterEach(({ page }) => forgetSavedLanguage(page, 'admin@kaffebaren.test'));

  test('the language switch changes the UI, is kept in a cookie and survives a reload', async ({
    page,
    context,
  }) => {
    await login(page, 'admin@kaffebaren.test');
    await expect(nav(page).getByText('Inställningar')).toBeVisible();
    await page.getByRole('button', { name: 'Välj språk' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();

    await expect(nav(page, 'Main navigation').getByText('Settings')).toBeVisible();
    await expect(nav(page, 'Main navigation').getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    const cookie = (await context.cookies()).find((c) => c.name === 'language');
    expect(cookie?.value).toBe('en');
    // The app asks for 315576000 s (unit-tested in language.test.ts); Chromium caps any cookie at 400 days.
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / (24 * 3600);
    expect(days).toBeGreaterThan(399);

    await page.reload();
    await expect(nav(page, 'Main navigation').getByText('Settings')).toBeVisible();
  });
});

test('the dark theme applies and is remembered', async ({ page }) => {
  // The theme is kept on the server for the user: a run before this one (or its retry) may have left it dark.
  await forgetSavedSettings(page, 'admin@kaffebaren.test', ['theme']);
  await login(page, 'admin@kaffebaren.test');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await background()).toBe('rgb(244, 246, 248)');
  await page.getByRole('button', { name: 'Växla mellan ljust och mörkt läge' }).click();
  await expect.poll(background).toBe('rgb(15, 20, 24)');
  await page.reload();
  await expect(nav(page)).toBeVisible();
  await expect.poll(background).toBe('rgb(15, 20, 24)');
  await forgetSavedSettings(page, 'admin@kaffebaren.test', ['theme']);
});

test('the app arrives as a real host sends it: scripts compressed and kept a year, the page revalidated', async ({
  page,
}) => {
  const scripts: Promise<{ path: string; bytes: number; encoding?: string; cache?: string }>[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!/^\/assets\/.+\.js$/.test(path)) return;
    const headers = response.headers();
    scripts.push(
      response.body().then((body) => ({
        path,
        bytes: body.length,
        encoding: headers['content-encoding'],
        cache: headers['cache-control'],
      })),
    );
  });
  const document = await page.goto('/login');
  expect(document?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(0);
  for (const script of loaded) {
    expect(script.cache, script.path).toBe('public, max-age=31536000, immutable');
    // Files under 1 KB are sent as they are (scripts/precompress.ts).
    if (script.bytes >= 1024) expect(['br', 'gzip'], script.path).toContain(script.encoding);
  }
});

test.describe('accessibility and screenshots', () => {
  test('the login page has no serious or critical axe violation', async ({ page }, testInfo) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'login');
  });

  test('the 404 page has no serious or critical axe violation', async ({ page }, testInfo) => {
    await page.goto('/pages/errors/error-404');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, '404');
  });

  test('the shell, in the light and the dark theme, has no serious or critical axe violation', async ({
    page,
  }, testInfo) => {
    await forgetSavedSettings(page, 'admin@kaffebaren.test', ['theme']);
    await login(page, 'admin@kaffebaren.test');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'shell-light');
    await page.screenshot({ path: testInfo.outputPath('shell-light.png'), fullPage: true });

    await page.getByRole('button', { name: 'Växla mellan ljust och mörkt läge' }).click();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe('rgb(15, 20, 24)');
    await page.mouse.move(600, 600); // no tooltip in the picture
    await expectNoSeriousViolations(page, testInfo, 'shell-dark');
    await page.screenshot({ path: testInfo.outputPath('shell-dark.png'), fullPage: true });

    await page.getByRole('button', { name: 'Stäng menyn' }).click();
    await expectNoSeriousViolations(page, testInfo, 'shell-folded');
    await forgetSavedSettings(page, 'admin@kaffebaren.test', ['theme']);
  });
});
