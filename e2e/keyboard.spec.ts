/**
 * Keyboard-only use (issue 6): signing in, opening a record from a list and filling and saving a form
 * with Tab, Shift+Tab and Enter only; the focused element shows a visible focus style and the focus
 * order follows the screen.
 */
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { landingFor, rolesFromGroups } from '../src/domain/roles';
import { DEMO_PASSWORD, DEMO_USERS } from '../server/seed/demo-users';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const ADMIN = DEMO_USERS.find((u) => u.username === 'admin@kaffebaren.test');
if (!ADMIN) throw new Error('admin@kaffebaren.test is not a demo user');

/** Presses Tab until `target` has the focus; fails after `max` presses. Returns how many it took. */
async function tabTo(page: Page, target: Locator, max = 60, key = 'Tab'): Promise<number> {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
      return presses;
    await page.keyboard.press(key);
    const unseen = await focusIsUnseen(page);
    if (unseen)
      throw new Error(
        `${key} press ${presses + 1} put the focus on something the user cannot see: ${unseen}`,
      );
  }
  throw new Error(`${max} presses of ${key} did not reach ${target.toString()}`);
}

/** The focused element when it has no size, is hidden, or is clipped away by an ancestor (a collapsed toolbar). MUI checkboxes are transparent inputs over their icon, so opacity does not count. */
function focusIsUnseen(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const name = `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''}"`;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || !element.checkVisibility({ visibilityProperty: true }))
      return name;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const box = parent.getBoundingClientRect();
      const shown =
        Math.min(rect.right, box.right) - Math.max(rect.left, box.left) > 0 &&
        Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top) > 0;
      if (!shown)
        return `${name} (clipped by ${parent.className.toString().split(' ')[0] ?? parent.tagName})`;
    }
    return null;
  });
}

/** The focused element's own focus indicator, as computed styles (outline, or a box shadow ring). */
function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return null;
    const style = getComputedStyle(element);
    return {
      tag: element.tagName.toLowerCase(),
      focusVisible: element.matches(':focus-visible'),
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      outlineColor: style.outlineColor,
      boxShadow: style.boxShadow,
    };
  });
}

/** Signs in with the keyboard only: Tab to the username, type, Tab to the password, type, Enter. */
async function keyboardSignIn(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  const user = page.locator('input[name="username"]');
  const password = page.locator('input[name="password"]');
  await expect(user).toBeVisible();
  // Start from the document, as a fresh page does, whatever the page may have focused itself.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await tabTo(page, user, 10);
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await expect(password).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
}

test('the login works with the keyboard alone: Tab to username and password, Enter submits', async ({
  page,
}) => {
  await page.goto('/login');
  const user = page.locator('input[name="username"]');
  const password = page.locator('input[name="password"]');
  const submit = page.getByRole('button', { name: 'Logga in', exact: true });
  await expect(user).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  // Order: username, then password, then (after at most the show-password toggle) the submit button.
  await tabTo(page, user, 10);
  await page.keyboard.press('Tab');
  await expect(password).toBeFocused();
  expect(await tabTo(page, submit, 2)).toBeGreaterThan(0);
  expect((await focusIndicator(page))?.focusVisible).toBe(true);
  // Back up with Shift+Tab: the same order in reverse.
  await tabTo(page, password, 2, 'Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(user).toBeFocused();

  await keyboardSignIn(page, ADMIN.username);
  await expect(page).toHaveURL(landingFor(rolesFromGroups([ADMIN.group])));
});

test('a list: Tab into the table, the focused row shows a focus ring, Enter opens it', async ({ page }) => {
  await keyboardSignIn(page, ADMIN.username);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/apps/setting/stores');
  const rows = page.locator('tbody .RaDataTable-row');
  await expect(rows.first()).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  // The skip link first: it jumps over the top bar and the navigation to the page.
  const skip = page
    .getByRole('button', { name: 'Hoppa till innehållet' })
    .or(page.getByRole('link', { name: 'Hoppa till innehållet' }));
  await tabTo(page, skip, 3);
  await page.keyboard.press('Enter');
  const firstRow = rows.first();
  const presses = await tabTo(page, firstRow, 40);
  expect(presses, 'the first row is reached after the filters, actions and column headers').toBeGreaterThan(
    0,
  );

  const ring = await focusIndicator(page);
  expect(ring).toMatchObject({ tag: 'tr', focusVisible: true, outlineStyle: 'solid' });
  expect(ring?.outlineWidth).toBeGreaterThanOrEqual(2);
  // Without focus the row has no outline: the ring is the focus style, not a border.
  const unfocused = await rows.nth(1).evaluate((row) => getComputedStyle(row).outlineStyle);
  expect(unfocused).toBe('none');

  // Tab goes on to the row's checkbox and links, then the next row; Shift+Tab comes back.
  await tabTo(page, rows.nth(1), 5);
  await tabTo(page, firstRow, 5, 'Shift+Tab');
  const name = (await firstRow.locator('td.column-name').innerText()).trim();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apps\/setting\/stores\/[^/]+\/show$/);
  await expect(page.locator('.RaShow-main')).toContainText(name);
});

test('a form: Tab visits the fields in screen order, ending at Save; Enter on Save creates the record', async ({
  page,
}) => {
  await keyboardSignIn(page, ADMIN.username);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/apps/setting/stores/create');
  const form = page.locator('.RaCreate-main form');
  const nameInput = form.locator('input[name="name"]');
  await expect(nameInput).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await tabTo(page, nameInput, 60);
  expect((await focusIndicator(page))?.focusVisible).toBe(true);
  const storeName = `Tangentbordsbutiken ${Date.now()}`;
  await page.keyboard.type(storeName);

  // Walk the form with Tab and note which field holds the focus each time, until Save.
  const save = form.getByRole('button', { name: 'Spara' });
  const visited: string[] = [];
  for (let presses = 0; presses < 60; presses += 1) {
    if (await save.evaluate((element) => element === document.activeElement)) break;
    const source = await page.evaluate(() => {
      const wrapper = document.activeElement?.closest('[class*="ra-input-"]');
      const match = wrapper ? /ra-input-([\w.-]+)/.exec(wrapper.className) : null;
      return match?.[1] ?? null;
    });
    if (source && visited.at(-1) !== source) visited.push(source);
    await page.keyboard.press('Tab');
  }
  await expect(save).toBeFocused();
  // The fields in the order they stand in the form (its DOM order is its visual order, one column).
  const fieldsInForm = await form.evaluate((element) => {
    const order: string[] = [];
    for (const wrapper of element.querySelectorAll('[class*="ra-input-"]')) {
      const source = /ra-input-([\w.-]+)/.exec(wrapper.className)?.[1];
      const focusable = wrapper.querySelector(
        'input:not([type="hidden"]):not([tabindex="-1"]), [role="combobox"], textarea, button',
      );
      if (source && focusable && !order.includes(source) && !order.some((s) => source.startsWith(`${s}.`)))
        order.push(source);
    }
    return order;
  });
  const topLevel = visited.filter((source) => fieldsInForm.includes(source));
  expect(topLevel, 'every field is reached by Tab, top to bottom').toEqual(fieldsInForm);
  expect(fieldsInForm).toEqual(expect.arrayContaining(['name', 'address', 'timeZone', 'currency']));

  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/create$/);
  await expect(page).toHaveURL(/\/apps\/setting\/stores\/[^/]+(\/show)?$/);
  await page.goto('/apps/setting/stores');
  await expect(page.getByText(storeName)).toBeVisible();
});
