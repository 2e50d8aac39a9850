/**
 * A merchant admin's own tools end to end, in Swedish, against the built app and the reference API
 * (issue 17): the dashboard's figure for today as the server counts it; a role template made and
 * applied to a user, whose permissions the server then holds; the loan offer opened, applied for, and
 * decided on by the partner.
 */
import { expect, test } from '@playwright/test';
import { signIn, storedAccessToken } from './helpers/session';

test("a merchant admin lands on today's sales, makes a role template and applies it to a user", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now()).slice(-7);
  await signIn(page, 'admin@kaffebaren.test');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  const token = await storedAccessToken(page);
  const headers = { Authorization: `Bearer ${token}` };

  // The dashboard it lands on shows today's sales as the server counts them (an order another test
  // places meanwhile changes both: read again).
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
  const kronor = (minor: number) =>
    new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' }).format(minor / 100);
  const spaced = (text: string) => text.replace(/\s+/g, ' ');
  let attempt = 0;
  await expect(async () => {
    if (attempt++) await page.reload();
    const shown = page.getByTestId('dashboard-today');
    await expect(shown).toHaveText(/kr$/);
    const res = await page.request.get(`/api/analytics/sales?from=${today}&to=${today}`, { headers });
    const { totals } = (await res.json()) as { totals: { sales: number } };
    expect(spaced(await shown.innerText())).toBe(spaced(kronor(totals.sales)));
  }).toPass({ timeout: 30_000 });
  // A user of its own, so no other test's user changes.
  const created = await page.request.post('/api/users/3.1/user', {
    headers,
    data: {
      firstName: 'Tova',
      lastName: `Mall${stamp}`,
      username: `tova${stamp}`,
      email: `tova${stamp}@kaffebaren.test`,
      password: 'Demo1234!',
      groups: ['Seller'],
      status: 'active',
      stores: ['store-kaffebaren-gotgatan'],
      permissions: ['login-register'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const userId = ((await created.json()) as { id: string }).id;

  await page.goto('/apps/setting/role-templates/create');
  await page.getByRole('textbox', { name: 'Namn' }).fill(`Lager ${stamp}`);
  await page.getByRole('button', { name: 'Spara' }).click();
  // At least one permission: said on the field, the name kept.
  await expect(page.getByText('Obligatoriskt').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Namn' })).toHaveValue(`Lager ${stamp}`);
  await page.getByRole('combobox', { name: 'Behörigheter' }).click();
  await page.getByRole('option', { name: 'Lager', exact: true }).click();
  await page.getByRole('option', { name: 'Logga in i kassan', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(page).toHaveURL(/\/apps\/setting\/role-templates\/[^/]+\/show$/);

  await page.getByRole('button', { name: 'Tillämpa på användare' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Sök användare').fill(`Mall${stamp}`);
  await dialog.getByRole('checkbox', { name: `Tova Mall${stamp} (tova${stamp})` }).check();
  await dialog.getByRole('button', { name: 'Tillämpa', exact: true }).click();
  await expect(dialog.getByText('1 användare uppdaterades')).toBeVisible();

  const stored = await page.request.get(`/api/users/3.1/user/${userId}`, { headers });
  expect(((await stored.json()) as { permissions: string[] }).permissions.sort()).toEqual([
    'login-register',
    'warehouses',
  ]);
});

test('a merchant admin applies for the loan offer and the partner approves it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@kaffebaren.test');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await page.getByRole('link', { name: 'Företagslån' }).click();
  await expect(page).toHaveURL(/\/apps\/merchant\/loan$/);
  await expect(page.getByText(/Du kan låna upp till [\d\s]+,00\skr/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Nordic Payments Partner AB').first()).toBeVisible();
  const slider = page.getByRole('slider', { name: 'Belopp' });
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(page.getByRole('button', { name: /^Ansök om 20\s000,00\skr$/ })).toBeVisible();
  await page.getByRole('button', { name: /^Ansök om 20\s000,00\skr$/ }).click();
  // Nothing is sent before the merchant has read the amount, the fee and the repayment, and confirmed.
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(/Lånebelopp: 20\s000,00\skr/);
  await expect(confirm).toContainText(/Avgift: /);
  await expect(confirm).toContainText(/Återbetalning: \d+ % av varje dags kortförsäljning/);
  await confirm.getByRole('button', { name: 'Skicka ansökan' }).click();
  await expect(
    page.getByText(/Din ansökan om 20\s000,00\skr har skickats till Nordic Payments Partner AB/),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Inskickad' }).first()).toBeVisible();
  // A receipt instead of the button while the partner considers it.
  await expect(page.getByRole('status').filter({ hasText: /skickades .* och behandlas nu/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Ansök om/ })).toHaveCount(0);

  // The partner's admin sees it among its leads and approves it.
  const partner = await browser.newContext();
  const partnerPage = await partner.newPage();
  await signIn(partnerPage, 'partner@demo.test');
  await expect(partnerPage).toHaveURL(/\/apps\/partneradmin\/organizations$/, { timeout: 15_000 });
  await partnerPage.goto('/apps/partneradmin/loan-applications');
  const row = partnerPage.locator('table tbody tr').filter({ hasText: 'Kaffebaren AB' }).first();
  await row.click();
  await partnerPage.getByRole('button', { name: 'Bevilja' }).click();
  await expect(partnerPage.getByText('Lånet är beviljat').first()).toBeVisible();
  await partner.close();

  await page.reload();
  await expect(page.getByRole('cell', { name: 'Beviljad' }).first()).toBeVisible();
});
