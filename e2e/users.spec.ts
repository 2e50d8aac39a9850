/**
 * Merchant users end to end, in Swedish, against the built app and the reference API: a merchant
 * admin creates a user (bad input first: Swedish messages on the fields, the input kept), edits it
 * through the SPEC's old URL, filters the list, exports it as CSV, activates it from its row and
 * deletes the user; the new user's password works at /token and is never shown.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { helperOf, labelled } from './helpers/form';
import { signIn } from './helpers/session';

const rows = (page: Page) => page.locator('table tbody tr');
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** The helper or error text under an input. */

async function token(page: Page) {
  return page.evaluate(() => window.localStorage.getItem('backoffice.session.token'));
}

test('a merchant admin creates, edits, filters, exports and deletes a user', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now()).slice(-7);
  const username = `greta${stamp}`;
  await signIn(page, 'admin@kaffebaren.test');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  await page.goto('/apps/setting/users');
  await expect(rows(page).filter({ hasText: 'seller01' })).toBeVisible({ timeout: 15_000 });

  // The SPEC's operation URL leads to react-admin's create page.
  await page.goto('/apps/setting/users/new');
  await expect(page).toHaveURL(/\/apps\/setting\/users\/create$/);
  // A new user has no password to keep: the helper says what a password needs, nothing about leaving it blank.
  await expect(helperOf(page, 'Lösenord')).toHaveText('8–50 tecken med en bokstav och en siffra');
  await field(page, 'Förnamn').fill('Greta');
  await field(page, 'Efternamn').fill('G');
  await field(page, 'Användarnamn').fill('gr_1');
  await field(page, 'E-post').fill('greta@kaffebaren');
  await labelled(page, 'Lösenord').fill('kort1');
  await labelled(page, 'PIN-kod').fill('123');
  await page.getByLabel('Tidrapportering').check();
  await page.getByRole('button', { name: 'Spara' }).click();

  await expect(helperOf(page, 'Efternamn')).toHaveText('Minst 2 tecken, inte bara mellanslag');
  await expect(helperOf(page, 'Användarnamn')).toHaveText('Använd 5–99 bokstäver (a–z) och siffror');
  await expect(helperOf(page, 'E-post')).toHaveText('Ange en giltig e-postadress');
  await expect(helperOf(page, 'Lösenord')).toHaveText(/minst en bokstav och en siffra/);
  await expect(helperOf(page, 'PIN-kod')).toHaveText('PIN-koden är exakt 4 siffror');
  await expect(helperOf(page, 'Personnummer')).toHaveText('Tidrapportering kräver personnummer');
  await expect(page.getByText('Välj minst 1')).toBeVisible();
  // What was typed is still there.
  await expect(field(page, 'Förnamn')).toHaveValue('Greta');
  await expect(field(page, 'Användarnamn')).toHaveValue('gr_1');
  await expect(field(page, 'E-post')).toHaveValue('greta@kaffebaren');

  await field(page, 'Efternamn').fill('Garbo');
  await field(page, 'E-post').fill(`greta.${stamp}@kaffebaren.test`);
  await labelled(page, 'Lösenord').fill('Kaffe 2025!');
  await labelled(page, 'PIN-kod').fill('4711');
  await field(page, 'Personnummer').fill('811218-9875');
  const stores = page.getByRole('combobox', { name: 'Butiker' });
  await stores.click();
  await page.getByRole('option', { name: 'Kaffebaren Götgatan' }).click();
  await page.keyboard.press('Escape');
  // A username another user has is refused by the API, on the field.
  await field(page, 'Användarnamn').fill('SELLER01');
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(helperOf(page, 'Personnummer')).toHaveText('Ange ett giltigt personnummer, ÅÅÅÅMMDD-XXXX');
  await field(page, 'Personnummer').fill('811218-9876');
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(helperOf(page, 'Användarnamn')).toHaveText('Värdet används redan', { timeout: 15_000 });
  await expect(field(page, 'Förnamn')).toHaveValue('Greta');

  await field(page, 'Användarnamn').fill(username);
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(page).toHaveURL(/\/apps\/setting\/users\/[^/]+\/show$/, { timeout: 15_000 });
  const id = decodeURIComponent(page.url().split('/').slice(-2)[0] ?? '');
  await expect(page.getByText(username).first()).toBeVisible();
  await expect(page.getByText('Säljare').first()).toBeVisible();
  // The password is never shown, nor sent back.
  await expect(page.getByText('Kaffe 2025!')).toHaveCount(0);
  const stored = await page.request.get(`/api/users/3.1/user/${encodeURIComponent(id)}`, {
    headers: { Authorization: `Bearer ${await token(page)}` },
  });
  const body = await stored.text();
  expect(body).not.toContain('Kaffe 2025!');
  expect(body).not.toContain('scrypt');
  expect(JSON.parse(body)).toMatchObject({
    username,
    lastName: 'Garbo',
    status: 'active',
    stores: ['store-kaffebaren-gotgatan'],
  });

  // The new user's password works at /token (sellers then work at the register, not here).
  const login = await page.request.post('/token', {
    headers: { Authorization: `Basic ${Buffer.from('backoffice:backoffice-dev-secret').toString('base64')}` },
    form: {
      grant_type: 'password',
      username,
      password: 'Kaffe 2025!',
      scope: 'openid profile email offline_access device_TestTest',
    },
  });
  expect(login.status()).toBe(200);

  // The SPEC's edit URL names the user by username and leads to the edit page.
  await page.goto(`/apps/setting/users/edit/${username}`);
  await expect(page).toHaveURL(new RegExp(`/apps/setting/users/${id}$`), { timeout: 15_000 });
  await expect(field(page, 'Efternamn')).toHaveValue('Garbo');
  await expect(labelled(page, 'Lösenord')).toHaveValue('');
  await expect(helperOf(page, 'Lösenord')).toHaveText(
    '8–50 tecken med en bokstav och en siffra. Lämna tomt för att behålla den nuvarande',
  );
  await field(page, 'Efternamn').fill('Garbo-Lind');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inaktiv' }).click();
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(page).toHaveURL(new RegExp(`/apps/setting/users/${id}/show$`), { timeout: 15_000 });
  await expect(page.getByText('Garbo-Lind').first()).toBeVisible();
  await expect(page.getByText('Inaktiv').first()).toBeVisible();

  // Filter the list: only the inactive user is left.
  await page.goto('/apps/setting/users');
  await expect(rows(page).first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Lägg till filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Status' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inaktiv' }).click();
  await expect(rows(page)).toHaveCount(1, { timeout: 15_000 });
  await expect(rows(page).first()).toContainText(username);
  await expect(rows(page).first()).toContainText('Inaktiv');

  // Export what is listed as CSV.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportera' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv).toContain(username);
  expect(csv).toContain('Garbo-Lind');
  expect(csv).not.toContain('Kaffe 2025!');
  expect(csv).not.toContain('seller01');

  // Selected, the row gets the bulk actions over the list toolbar, usable (nothing covers them); unselected again.
  await rows(page).first().getByRole('checkbox').check();
  const bulk = page.locator('.RaBulkActionsToolbar-toolbar');
  await bulk.getByRole('button', { name: 'Ta bort' }).click({ trial: true });
  await bulk.getByRole('button', { name: 'Aktivera', exact: true }).click({ trial: true });
  await bulk.getByRole('button', { name: 'Avmarkera' }).click();

  // Activate it again from its row: the row's buttons stay in view at the right edge of a wide table.
  await expect(rows(page).first().getByRole('button', { name: 'Aktivera' })).toBeInViewport();
  await rows(page).first().getByRole('button', { name: 'Aktivera' }).click();
  await expect(page.getByText('Användaren är aktiv')).toBeVisible();
  await expect(rows(page).first().getByRole('button', { name: 'Inaktivera' })).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          (await (
            await page.request.get(`/api/users/3.1/user/${encodeURIComponent(id)}`, {
              headers: { Authorization: `Bearer ${await token(page)}` },
            })
          ).json()) as { status: string }
        ).status,
    )
    .toBe('active');

  // Delete the user.
  await rows(page).first().locator('td.column-username').click();
  await expect(page).toHaveURL(new RegExp(`/apps/setting/users/${id}/show$`));
  await page.getByRole('link', { name: 'Redigera' }).click();
  await page.getByRole('button', { name: 'Ta bort' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Bekräfta' }).click();
  await expect(page).toHaveURL(/\/apps\/setting\/users(\?.*)?$/, { timeout: 15_000 });
  await expect(rows(page).filter({ hasText: username })).toHaveCount(0);
  await expect
    .poll(
      async () =>
        (
          await page.request.get(`/api/users/3.1/user/${encodeURIComponent(id)}`, {
            headers: { Authorization: `Bearer ${await token(page)}` },
          })
        ).status(),
      { timeout: 15_000 },
    )
    .toBe(404);
});

test('a super admin sees each internal list keep to its group, and old URLs find users by username', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'super@demo.test');
  await expect(page).toHaveURL(/\/apps\/superadmin\/organizations$/, { timeout: 15_000 });

  await page.goto('/apps/superadmin/superusers');
  await expect(rows(page)).toHaveCount(1, { timeout: 15_000 });
  await expect(rows(page).first()).toContainText('super@demo.test');
  await expect(rows(page).first()).toContainText('Superadministratör');

  await page.goto('/apps/superadmin/allusers');
  await expect(rows(page).filter({ hasText: 'seller01' })).toBeVisible({ timeout: 15_000 });
  await expect(rows(page).filter({ hasText: 'sales@demo.test' })).toBeVisible();

  await page.goto('/apps/superadmin/salesadmins/edit/sales@demo.test');
  await expect(page).toHaveURL(/\/apps\/superadmin\/salesadmins\/user-sales$/, { timeout: 15_000 });
  await expect(field(page, 'Efternamn')).toHaveValue('Sandberg');
  // An internal user's username must be an email.
  await field(page, 'Användarnamn').fill('erik12345');
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(helperOf(page, 'Användarnamn')).toHaveText(
    'En administratörs användarnamn måste vara en e-postadress',
  );
});
