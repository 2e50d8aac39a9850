/**
 * Accounting integrations end to end, in Swedish (issue 17): a merchant admin reads the seeded Fortnox
 * sync history, finds the food products refused for want of accounts, maps the food tax group and
 * retries; a stock sync is refused while a store has no warehouse; Visma is made, a wrong client secret
 * is refused on its field, and the right one goes through Visma's consent page back to a connected
 * integration, which the server then holds.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn, storedAccessToken } from './helpers/session';

const apiGet = async <T>(page: Page, path: string): Promise<T> => {
  const res = await page.request.get(path, {
    headers: { Authorization: `Bearer ${await storedAccessToken(page)}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
};

test('a merchant admin reads the sync history, maps the missing accounts and retries', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@kaffebaren.test');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  await page.getByRole('link', { name: 'Integrationer', exact: true }).click();
  await expect(page).toHaveURL(/\/apps\/settings\/Integration$/);
  await expect(page.getByRole('cell', { name: 'Ansluten', exact: true })).toBeVisible();
  await page.getByRole('cell', { name: 'Fortnox', exact: true }).click();
  await expect(page).toHaveURL(/\/apps\/settings\/Integration\/integration-kaffebaren-fortnox\/show$/);

  // Stock cannot be synced while Kaffebaren Vasastan has no warehouse (SPEC 8).
  await page.getByRole('button', { name: 'Synka' }).click();
  await page.getByRole('menuitem', { name: 'Lagersaldon' }).click();
  await expect(
    page.getByText(/Lagersaldon kan inte synkas: en butik saknar lager \(Kaffebaren Vasastan\)/),
  ).toBeVisible();

  // The history: the first product sync refused the food products.
  // The page's own link (the menu has one too), filtered to this integration.
  await page.getByRole('link', { name: 'Synkhistorik' }).last().click();
  await expect(page).toHaveURL(/\/apps\/settings\/integration-syncs\?/);
  const partial = page
    .getByRole('row')
    .filter({ hasText: 'Produkter' })
    .filter({ hasText: 'Delvis misslyckad' });
  await partial.first().getByRole('cell', { name: 'Delvis misslyckad' }).click();
  await expect(page.getByText('Produktens momsgrupp saknar konton i mappningen').first()).toBeVisible();
  await expect(page.getByText('Livsmedel').first()).toBeVisible();
  const runUrl = page.url();

  // Map the food tax group on the integration's form.
  await page.goto('/apps/settings/Integration/integration-kaffebaren-fortnox');
  await page.getByRole('tab', { name: 'Konton' }).click();
  const before = await apiGet<{ taxAccounts: unknown[] }>(
    page,
    '/api/integrations/integration-kaffebaren-fortnox',
  );
  const row = before.taxAccounts.length;
  await page.getByRole('button', { name: 'Lägg till' }).nth(1).click();
  await page.locator(`input[name="taxAccounts.${row}.salesAccount"]`).fill('30O3');
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(page.getByText('Ange ett kontonummer med 4 siffror, t.ex. 1910').first()).toBeVisible();
  await page.locator(`input[name="taxAccounts.${row}.salesAccount"]`).fill('3003');
  await page.locator(`input[name="taxAccounts.${row}.vatAccount"]`).fill('2631');
  await page.getByRole('combobox', { name: 'Momsgrupp' }).nth(row).click();
  await page.getByRole('option', { name: 'Livsmedel' }).click();
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(page).toHaveURL(/\/apps\/settings\/Integration(\/integration-kaffebaren-fortnox\/show)?$/);
  const mapped = await apiGet<{ taxAccounts: { taxGroup: string; salesAccount: string }[] }>(
    page,
    '/api/integrations/integration-kaffebaren-fortnox',
  );
  expect(mapped.taxAccounts).toContainEqual(
    expect.objectContaining({ taxGroup: 'taxgroup-kaffebaren-food', salesAccount: '3003' }),
  );

  // Retry the refused products: all of them go now.
  await page.goto(runUrl);
  await page.getByRole('button', { name: 'Försök igen' }).click();
  await expect(page.getByText(/Nytt försök klart: \d+ skickade, 0 nekade/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Försök igen' })).toHaveCount(0);
});

test('a merchant admin connects Visma through its consent page', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@kaffebaren.test');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  // A wrong secret is refused on its field; the right one goes through Visma's consent page.
  await page.goto('/apps/settings/Integration/create');
  await page.getByRole('combobox', { name: 'Bokföringssystem' }).click();
  await page.getByRole('option', { name: 'Visma eEkonomi' }).click();
  await page.getByRole('textbox', { name: 'Klient-id' }).fill('backoffice-visma');
  await page.getByRole('textbox', { name: 'Kund-API-adress' }).fill('http://eaccountingapi.vismaonline.com');
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(page.getByText('Ange en säker adress som börjar med https://')).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Kund-API-adress' })
    .fill('https://eaccountingapi.vismaonline.com/v2');
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(page).toHaveURL(/\/apps\/settings\/Integration\/[^/]+\/show$/);
  await expect(page.getByText('Anslut integrationen för att kunna synka.')).toBeVisible();

  await page.getByRole('button', { name: 'Anslut', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Klienthemlighet').fill('fel-hemlighet');
  await dialog.getByRole('button', { name: 'Fortsätt till Visma eEkonomi' }).click();
  await expect(dialog.getByText(/Kunde inte ansluta till bokföringssystemet/)).toBeVisible();
  await expect(dialog.getByLabel('Klienthemlighet')).toHaveValue('fel-hemlighet');
  await dialog.getByLabel('Klienthemlighet').fill('sandbox-visma-secret');
  await dialog.getByRole('button', { name: 'Fortsätt till Visma eEkonomi' }).click();
  await expect(page.getByRole('heading', { name: 'Visma eEkonomi' })).toBeVisible();
  await page.getByRole('link', { name: 'Godkänn / Allow' }).click();
  await expect(page.getByText('Integrationen är ansluten.')).toBeVisible({ timeout: 15_000 });
  const id = /Integration\/([^/]+)\/show/.exec(page.url())?.[1] ?? '';
  const stored = await apiGet<{ status: string; provider: string }>(page, `/api/integrations/${id}`);
  expect(stored).toMatchObject({ status: 'connected', provider: 'visma' });
});
