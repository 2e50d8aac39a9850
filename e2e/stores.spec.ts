/**
 * Stores end to end, in Swedish, against the built app and the reference API: a merchant admin creates
 * a store (bad input first: the message on the field, the input kept), edits it, filters the list,
 * exports it as CSV and deletes it; two sessions editing one store get a conflict, not a lost update.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { helperOf } from './helpers/form';
import { apiGetAs, signIn } from './helpers/session';

const LIST = '/apps/setting/stores';
const rows = (page: Page) => page.locator('table tbody tr');
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

const apiGet = (page: Page, path: string) => apiGetAs(page, 'admin@kaffebaren.test', path);

test('a merchant admin creates, edits, filters, exports and deletes a store', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Kaffebaren Åkersberga ${String(Date.now()).slice(-6)}`;
  await signIn(page, 'admin@kaffebaren.test');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  await page.goto(LIST);
  await expect(rows(page).filter({ hasText: 'Kaffebaren Götgatan' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Skapa' }).click();
  await expect(page).toHaveURL(/\/apps\/setting\/stores\/create$/);

  // Bad input: the Swedish message on the field, and what was typed stays.
  await field(page, 'Namn').fill('Kaffe & Kaka');
  await field(page, 'Adress').fill('Storgatan 1, 184 30 Åkersberga');
  await field(page, 'Underdomän').fill('-åkersberga');
  await page.getByRole('spinbutton', { name: 'Latitud' }).fill('123');
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(helperOf(page, 'Namn')).toHaveText('Namnet får inte innehålla & eller %');
  // Our check in Swedish, not the browser's own (the form has noValidate).
  await expect(helperOf(page, 'Latitud')).toHaveText('Får vara högst 90');
  await page.getByRole('spinbutton', { name: 'Latitud' }).fill('59.48');
  await expect(helperOf(page, 'Underdomän')).toHaveText(/inte å, ä, ö/);
  await expect(field(page, 'Adress')).toHaveValue('Storgatan 1, 184 30 Åkersberga');

  // A name another store of the organization has is refused by the API, on the field.
  await field(page, 'Namn').fill('kaffebaren götgatan');
  await field(page, 'Underdomän').fill(`akersberga-${String(Date.now()).slice(-6)}`);
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(helperOf(page, 'Namn')).toHaveText('Värdet används redan', { timeout: 15_000 });
  await expect(field(page, 'Adress')).toHaveValue('Storgatan 1, 184 30 Åkersberga');

  await field(page, 'Namn').fill(name);
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(page).toHaveURL(/\/apps\/setting\/stores\/[^/]+\/show$/, { timeout: 15_000 });
  const id = decodeURIComponent(page.url().split('/').slice(-2)[0] ?? '');
  await expect(page.getByText(name).first()).toBeVisible();
  const created = await (await apiGet(page, `/api/store/${encodeURIComponent(id)}`)).json();
  expect(created).toMatchObject({
    name,
    address: 'Storgatan 1, 184 30 Åkersberga',
    currency: 'SEK',
    version: 1,
  });

  // Edit: the change is stored and the history shows it.
  await page.goto(`${LIST}/${encodeURIComponent(id)}`);
  await expect(field(page, 'Adress')).toHaveValue('Storgatan 1, 184 30 Åkersberga', { timeout: 15_000 });
  await field(page, 'Adress').fill('Söderhamnsvägen 3, 184 31 Åkersberga');
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(page).toHaveURL(/\/show$/, { timeout: 15_000 });
  const edited = await (await apiGet(page, `/api/store/${encodeURIComponent(id)}`)).json();
  expect(edited).toMatchObject({ address: 'Söderhamnsvägen 3, 184 31 Åkersberga', version: 2 });
  await expect(page.getByText('Söderhamnsvägen 3, 184 31 Åkersberga').first()).toBeVisible();

  // Filter the list by the search box: only the new store is left.
  await page.goto(LIST);
  await expect(rows(page).first()).toBeVisible({ timeout: 15_000 });
  await page.getByPlaceholder('Sök', { exact: true }).fill(name);
  await expect(rows(page)).toHaveCount(1, { timeout: 15_000 });
  await expect(rows(page).first()).toContainText(name);

  // The search saved under a name of its own, then listed in the filter menu (the dialog loads on use).
  await page.getByRole('button', { name: 'Lägg till filter' }).click();
  await page.getByRole('menuitem', { name: 'Spara aktuell sökning...' }).click();
  const saving = page.getByRole('dialog', { name: 'Spara aktuell sökning som' });
  await saving.getByRole('textbox', { name: 'Namn på sökningen' }).fill('Åkersberga');
  await saving.getByRole('button', { name: 'Spara' }).click();
  await expect(saving).toBeHidden();
  await page.getByRole('button', { name: 'Lägg till filter' }).click();
  await expect(page.getByRole('menuitem', { name: 'Åkersberga' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The columns chooser (loaded on use) hides the address column, and shows it again. While its popover
  // is open the table is hidden from the accessibility tree, so each change is checked once it closes.
  const addressHeader = page.getByRole('columnheader', { name: 'Adress' });
  const addressSwitch = page.getByRole('switch', { name: 'Adress' });
  await expect(addressHeader).toBeVisible();
  await page.getByRole('button', { name: 'Kolumner' }).click();
  await expect(addressSwitch).toBeChecked();
  await addressSwitch.click();
  await expect(addressSwitch).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'Namn' })).toBeVisible();
  await expect(addressHeader).toHaveCount(0);
  await page.getByRole('button', { name: 'Kolumner' }).click();
  await addressSwitch.click();
  await expect(addressSwitch).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(addressHeader).toBeVisible();

  // Export: semicolons, a BOM, Swedish letters intact.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportera' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const bytes = await readFile((await download.path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.toString('utf8');
  expect(csv).toContain(';');
  expect(csv).toContain(name);
  expect(csv).toContain('Söderhamnsvägen');
  expect(csv).not.toContain('Kaffebaren Götgatan');

  // Delete it.
  await rows(page).first().click();
  await expect(page).toHaveURL(new RegExp(`/apps/setting/stores/${id}/show$`));
  await page.getByRole('link', { name: 'Redigera' }).click();
  await page.getByRole('button', { name: 'Ta bort' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Bekräfta' }).click();
  await expect(page).toHaveURL(/\/apps\/setting\/stores(\?.*)?$/, { timeout: 15_000 });
  await expect
    .poll(async () => (await apiGet(page, `/api/store/${encodeURIComponent(id)}`)).status(), {
      timeout: 15_000,
    })
    .toBe(404);
});

test('two sessions edit one store: the second save is told of the conflict and loses nothing silently', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Addresses of this run's own: a retry after a failed run must change the store again, not type what is there.
  const run = String(Date.now()).slice(-5);
  const address = (number: number) => `Odengatan ${number}, 113 51 Stockholm (${run})`;
  const first = await browser.newPage();
  const second = await browser.newPage();
  for (const page of [first, second]) {
    await signIn(page, 'admin@kaffebaren.test');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  }
  const list = await (
    await apiGet(first, '/api/store?filter=%7B%22name%22%3A%22Kaffebaren%20Vasastan%22%7D')
  ).json();
  const id = (list as Array<{ id: string }>)[0]?.id ?? '';
  expect(id).not.toBe('');

  for (const page of [first, second]) {
    await page.goto(`${LIST}/${encodeURIComponent(id)}`);
    await expect(field(page, 'Adress')).not.toHaveValue('', { timeout: 15_000 });
  }
  await field(first, 'Adress').fill(address(41));
  await first.getByRole('button', { name: 'Spara' }).click();
  await expect(first).toHaveURL(/\/show$/, { timeout: 15_000 });

  await field(second, 'Adress').fill(address(42));
  await second.getByRole('button', { name: 'Spara' }).click();
  const dialog = second.getByRole('dialog', { name: 'Posten har ändrats' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  // Nothing was overwritten behind the user's back.
  expect(await (await apiGet(second, `/api/store/${encodeURIComponent(id)}`)).json()).toMatchObject({
    address: address(41),
  });
  await expect(second.locator('input[name="address"]')).toHaveValue(address(42));

  // Overwriting knowingly saves the second user's text over the first's.
  await dialog.getByRole('button', { name: 'Skriv över' }).click();
  await expect(second).toHaveURL(/\/show$/, { timeout: 15_000 });
  expect(await (await apiGet(second, `/api/store/${encodeURIComponent(id)}`)).json()).toMatchObject({
    address: address(42),
  });

  // The first user, editing again from a stale form, can reload to see the latest version.
  await first.goto(`${LIST}/${encodeURIComponent(id)}`);
  await expect(field(first, 'Adress')).toHaveValue(address(42), { timeout: 15_000 });
  await second.goto(`${LIST}/${encodeURIComponent(id)}`);
  await expect(field(second, 'Adress')).toHaveValue(address(42), { timeout: 15_000 });
  await field(second, 'Adress').fill(address(40));
  await second.getByRole('button', { name: 'Spara' }).click();
  await expect(second).toHaveURL(/\/show$/, { timeout: 15_000 });
  await field(first, 'Adress').fill(address(43));
  await first.getByRole('button', { name: 'Spara' }).click();
  const again = first.getByRole('dialog', { name: 'Posten har ändrats' });
  await expect(again).toBeVisible({ timeout: 15_000 });
  await again.getByRole('button', { name: 'Läs in igen' }).click();
  await expect(field(first, 'Adress')).toHaveValue(address(40), { timeout: 15_000 });
  expect(await (await apiGet(first, `/api/store/${encodeURIComponent(id)}`)).json()).toMatchObject({
    address: address(40),
  });
  await first.close();
  await second.close();
});

test("the list's right panel shows a store beside it, open again after a reload and in another browser, with the density chosen", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A user no other test lists stores with: the panel and the density stay in its settings.
  const user = 'owner@kaffebaren.test';
  const saved = (page: Page) =>
    page.waitForResponse(
      (res) => res.url().endsWith('/api/users/3.1/me/settings') && res.request().method() === 'PUT',
    );
  const panel = (page: Page) => page.getByRole('complementary', { name: 'Detaljer' });
  const first = await (await browser.newContext()).newPage();
  await signIn(first, user);
  await expect(first).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await first.goto(LIST);
  await expect(rows(first).filter({ hasText: 'Kaffebaren Götgatan' })).toBeVisible({ timeout: 15_000 });

  const toggle = first.getByRole('button', { name: 'Detaljpanel' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(panel(first)).toContainText('Välj en rad');
  await rows(first).filter({ hasText: 'Kaffebaren Götgatan' }).click();
  await expect(panel(first).getByRole('heading', { name: 'Kaffebaren Götgatan' })).toBeVisible();
  await expect(panel(first).getByRole('heading', { name: 'Historik' })).toBeVisible();
  await expect(first).toHaveURL(new RegExp(`${LIST}$`));
  const savedLayout = saved(first);
  await first.getByRole('button', { name: 'Radtäthet' }).click();
  await first.getByRole('menuitemradio', { name: 'Luftig' }).click();
  await expect(rows(first).first().locator('td').first()).toHaveClass(/MuiTableCell-sizeMedium/);
  expect((await savedLayout).status()).toBe(200);

  await first.reload();
  await expect(panel(first).getByRole('heading', { name: 'Kaffebaren Götgatan' })).toBeVisible({
    timeout: 15_000,
  });

  // Another browser: the panel open and the density as the user left them, from the server.
  const second = await (await browser.newContext()).newPage();
  await signIn(second, user);
  await expect(second).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await second.goto(LIST);
  await expect(panel(second)).toContainText('Välj en rad', { timeout: 15_000 });
  await expect(rows(second).first().locator('td').first()).toHaveClass(/MuiTableCell-sizeMedium/);

  // Back as it was, for the user's later sessions.
  const reset = saved(second);
  await panel(second).getByRole('button', { name: 'Stäng panelen' }).click();
  await second.getByRole('button', { name: 'Radtäthet' }).click();
  await second.getByRole('menuitemradio', { name: 'Standard' }).click();
  expect((await reset).status()).toBe(200);
  await first.close();
  await second.close();
});
