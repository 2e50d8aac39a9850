/**
 * Organizations and agreements end to end, in Swedish, against the built app and the reference API:
 * a super admin creates an organization, moves it to another partner through the confirmation, blocks
 * and unblocks it, and deletes it after typing its name; the
 * sales admin lands on the agreements list and filters it by status; a partner admin sees only its
 * partner's organizations.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiToken } from './helpers/routeData';
import { signIn } from './helpers/session';
import { pngOf } from '../src/domain/validators/__fixtures__/images';

const rows = (page: Page) => page.locator('table tbody tr');
/** A real 40 x 30 PNG (grey), as a merchant would choose one. */
const LOGO_PNG = Buffer.from(pngOf(40, 30));

async function choosePartner(page: Page, name: string) {
  const input = page.getByRole('combobox', { name: 'Partner' });
  await input.click();
  await input.fill(name.split(' ')[0] ?? name);
  await page.getByRole('option', { name }).click();
}

test('a super admin creates an organization and moves it to another partner through the confirmation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'super@demo.test');
  await expect(page).toHaveURL(/\/apps\/superadmin\/organizations$/);
  await expect(rows(page).filter({ hasText: 'Kaffebaren AB' })).toBeVisible();

  // The SPEC's operation URL leads to react-admin's create page.
  await page.goto('/apps/superadmin/organizations/new');
  await expect(page).toHaveURL(/\/apps\/superadmin\/organizations\/create$/);
  const name = `Testkaféet ${Date.now()} AB`;
  await page.getByRole('textbox', { name: 'Namn' }).fill(name);
  // A wrong check digit is refused on the field before anything is sent.
  const number = page.getByRole('textbox', { name: 'Organisationsnummer' });
  await number.fill('556812-3457');
  await choosePartner(page, 'Nordic Payments Partner AB');
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Kontrollsiffran stämmer inte; kontrollera numret')).toBeVisible();
  const unique = `55${String(20 + (Date.now() % 80)).padStart(2, '0')}${String(Date.now()).slice(-5)}`;
  const digits = `${unique}${checkDigit(unique)}`;
  await number.fill(`${digits.slice(0, 6)}-${digits.slice(6)}`);
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(page).toHaveURL(/\/apps\/superadmin\/organizations\/[^/]+\/show$/);
  const id = decodeURIComponent(page.url().split('/').slice(-2)[0] ?? '');
  await expect(page.getByText('Nordic Payments Partner AB')).toBeVisible();

  // The SPEC's edit URL leads to the edit page; choosing another partner asks first.
  await page.goto(`/apps/superadmin/organizations/edit/${encodeURIComponent(id)}`);
  await expect(page).toHaveURL(new RegExp(`/apps/superadmin/organizations/${id}$`));
  await choosePartner(page, 'Kassagruppen Partner AB');
  const dialog = page.getByRole('dialog', { name: 'Flytta till en annan partner?' });
  await expect(dialog).toContainText(
    `${name} flyttas från Nordic Payments Partner AB till Kassagruppen Partner AB`,
  );
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Partner' })).toHaveValue('Nordic Payments Partner AB');

  await choosePartner(page, 'Kassagruppen Partner AB');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Flytta' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(page).toHaveURL(new RegExp(`/apps/superadmin/organizations/${id}/show$`));
  await expect(page.getByText('Kassagruppen Partner AB').first()).toBeVisible();
  // The history names the partners, as the page does, not their ids.
  const history = page.getByRole('region', { name: 'Historik' });
  await expect(history.getByText(/^Partner:/)).toContainText(
    'Partner: Nordic Payments Partner AB → Kassagruppen Partner AB',
  );

  const token = await page.evaluate(() => window.localStorage.getItem('backoffice.session.token'));
  const stored = await page.request.get(`/api/organization/${encodeURIComponent(id)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(await stored.json()).toMatchObject({ name, partnerId: 'partner-kassa' });

  // Blocking asks first and says so on the status; Unblock lifts it.
  await page.getByRole('button', { name: 'Spärra' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Dess användare loggas ut');
  await confirm.getByRole('button', { name: 'Bekräfta' }).click();
  await expect(page.getByText('Organisationen är spärrad').first()).toBeVisible();
  await expect(page.getByText('Spärrad', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Häv spärren' }).click();
  await expect(page.getByText('Organisationen är aktiv igen').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Spärra' })).toBeVisible();

  // Deleting asks for the name as it is written; then the organization is gone.
  await page.getByRole('button', { name: 'Radera organisationen' }).click();
  const destroy = page.getByRole('dialog', { name: `Radera ${name}?` });
  const confirmDelete = destroy.getByRole('button', { name: 'Radera', exact: true });
  await destroy.getByRole('textbox').fill(name.toUpperCase());
  await expect(confirmDelete).toBeDisabled();
  await destroy.getByRole('textbox').fill(name);
  await confirmDelete.click();
  await expect(page).toHaveURL(/\/apps\/superadmin\/organizations$/);
  await expect(page.getByText(`${name} är raderad`)).toBeVisible();
  const gone = await page.request.get(`/api/organization/${encodeURIComponent(id)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(gone.status()).toBe(404);
});

test('the sales admin lands on the agreements list and filters it by status', async ({ page }) => {
  await signIn(page, 'sales@demo.test');
  await expect(page).toHaveURL(/\/apps\/salesadmin\/agreements$/);
  // The seeded leads (the onboarding journey may add one of its own meanwhile).
  await expect(rows(page).filter({ hasText: /L-250\d\d/ })).toHaveCount(14);
  await expect(
    rows(page)
      .first()
      .getByText(
        /Utkast|Inskickad|Väntar på signering|Behöver komplettering|Kompletterande dokument inskickade|Avslagen|Klar/,
      ),
  ).toBeVisible();
  // Its columns are wider than a 1280 px screen: the table scrolls in its card, the page does not.
  const viewport = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport);
  await expect(page.getByRole('button', { name: 'Exportera' })).toBeInViewport();

  await page.getByRole('button', { name: 'Lägg till filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Status' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Behöver komplettering' }).click();
  // The seeded two; the onboarding journey's own lead needs a supplement for a moment too.
  await expect(rows(page).filter({ hasText: /L-250\d\d/ })).toHaveCount(2);
  await expect(rows(page).filter({ hasText: 'Gårdsbutiken Österlen AB' })).toBeVisible();
  await expect(rows(page).filter({ hasText: 'Pizzeria Vesuvio Sundsvall AB' })).toBeVisible();
  for (const row of await rows(page).all()) await expect(row).toContainText('Behöver komplettering');
});

test('a partner admin sees only its partner’s organizations', async ({ page }) => {
  await signIn(page, 'partner@demo.test');
  await expect(page).toHaveURL(/\/apps\/partneradmin\/organizations$/);
  await expect(rows(page).filter({ hasText: 'Kaffebaren AB' })).toBeVisible();
  await expect(rows(page).filter({ hasText: 'Nystart AB' })).toBeVisible();
  await expect(rows(page).filter({ hasText: 'Bokhandeln AB' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('partner-organizations.png') });
  for (const row of await rows(page).all()) await expect(row).toContainText('Nordic Payments Partner AB');
  // Another partner's organization is not found, even by its address.
  const answer = page.waitForResponse((r) => r.url().includes('/api/organization/org-bokhandeln'));
  await page.goto('/apps/partneradmin/organizations/org-bokhandeln/show');
  expect((await answer).status()).toBe(404);
  await expect(page.getByText('Bokhandeln AB')).toHaveCount(0);

  // "Work in this organization" enters one of them as its admin, on its dashboard.
  await page.goto('/apps/partneradmin/organizations');
  await rows(page)
    .filter({ hasText: 'Nystart AB' })
    .getByRole('button', { name: 'Arbeta i den här organisationen' })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner')).toContainText('Nystart AB');
  await page.screenshot({ path: test.info().outputPath('partner-in-organization.png') });
});

/** Luhn check digit of nine digits (the test's own, to not share the code under test). */
function checkDigit(nine: string): number {
  let sum = 0;
  [...nine].forEach((char, i) => {
    let d = Number(char) * (i % 2 === 0 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  });
  return (10 - (sum % 10)) % 10;
}

test('a merchant admin edits its own organization’s details; the partner, status and number stay the platform’s', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin@bokhandeln.test');
  await page.getByRole('navigation').getByRole('link', { name: 'Organisation', exact: true }).click();
  await rows(page).filter({ hasText: 'Bokhandeln AB' }).locator('td.column-name').click();
  await page.getByRole('link', { name: 'Redigera' }).click();
  // What the platform owns is shown, not offered for editing.
  await expect(page.getByText('Kassagruppen Partner AB')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Partner' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Organisationsnummer/ })).toHaveCount(0);
  // The logo's file input is named in the user's language (screen readers read it).
  const logo = page.locator('input[type=file]');
  await expect(logo).toHaveAttribute('aria-label', 'Logotyp');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Mölndal');
  // A PNG over 2 MB is refused on the field with its size and the limit, and the form is not saved.
  const big = Buffer.concat([LOGO_PNG, Buffer.alloc(Math.round(3.05 * 1024 * 1024) - LOGO_PNG.length)]);
  await logo.setInputFiles({ name: 'stor.png', mimeType: 'image/png', buffer: big });
  await expect(page.getByText('Filen är 3,1 MB; högst 2 MB')).toBeVisible();
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Filen är 3,1 MB; högst 2 MB')).toBeVisible();
  await expect(page).toHaveURL(/\/apps\/setting\/Organization\/org-bokhandeln$/);
  // A real PNG of the organization's own is its logo (issue 36: it was refused as of the wrong type).
  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await expect(page.getByText(/Filen är 3,1 MB/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(page).toHaveURL(/\/apps\/setting\/Organization\/org-bokhandeln\/show$/);
  await expect(page.getByText('Mölndal', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'logo.png' })).toBeVisible();

  const token = await apiToken(request, 'admin@bokhandeln.test');
  const stored = await request.get('/api/organization/org-bokhandeln', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const record = (await stored.json()) as { logo: { src: string; title: string } };
  expect(record).toMatchObject({
    city: 'Mölndal',
    partnerId: 'partner-kassa',
    status: 'active',
    logo: { src: expect.stringMatching(/^\/infrastructure\/3\.0\/image\/[0-9a-f-]{36}$/), title: 'logo.png' },
  });
  const image = await request.get(record.logo.src);
  expect(Buffer.from(await image.body()).equals(LOGO_PNG)).toBe(true);
});
