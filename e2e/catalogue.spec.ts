/**
 * The catalogue end to end, in Swedish, against the built app and the reference API: a merchant admin
 * builds a group with a sub-group, is told why a group holding products takes no sub-group, creates a
 * product in the sub-group with a modifier set (bad input first: the message on the field, the input
 * kept) and finds it stored with its price in öre ("45,50" typed in Swedish is 4550).
 */
import { expect, test, type Page } from '@playwright/test';
import { helperOf, labelled } from './helpers/form';
import { signIn, storedAccessToken } from './helpers/session';

const GROUPS = '/apps/merchant/productgroupsV3';
const PRODUCTS = '/apps/merchant/productsV3';
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function choose(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(option.slice(0, 4));
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function apiGet(page: Page, path: string) {
  const token = await storedAccessToken(page);
  return (await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } })).json();
}

test('a merchant admin builds groups and creates a product with a modifier set', async ({ page }) => {
  test.setTimeout(120_000);
  const suffix = String(Date.now()).slice(-5);
  const main = `Glass ${suffix}`;
  const sub = `Gräddglass ${suffix}`;
  await signIn(page, 'admin@kaffebaren.test');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  // A main group, then a sub-group under it.
  await page.goto(`${GROUPS}/create`);
  await field(page, 'Namn').fill(main);
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(page).toHaveURL(/\/show$/, { timeout: 15_000 });
  await page.goto(`${GROUPS}/create`);
  await field(page, 'Namn').fill(sub);
  await choose(page, 'Överordnad grupp', main);
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(page).toHaveURL(/\/show$/, { timeout: 15_000 });

  // A group that holds products takes no sub-group: the API says why, on the field, and keeps the input.
  await page.goto(`${GROUPS}/create`);
  await field(page, 'Namn').fill(`Läsk ${suffix}`);
  await choose(page, 'Överordnad grupp', 'Kalla drycker');
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(helperOf(page, 'Överordnad grupp')).toHaveText(
    'Gruppen innehåller produkter: flytta dem till en annan grupp innan du lägger till en undergrupp',
    { timeout: 15_000 },
  );
  await expect(field(page, 'Namn')).toHaveValue(`Läsk ${suffix}`);

  // A product: bad input first.
  await page.goto(`${PRODUCTS}/create`);
  await field(page, 'Namn').fill('Vaniljglass ');
  await choose(page, 'Grupp', sub);
  await field(page, 'Artikelnummer (SKU/PLU)').fill(`GL-${suffix}`);
  await page.getByRole('tab', { name: 'Pris och moms' }).click();
  await labelled(page, 'Styckpris').fill('45,50');
  await choose(page, 'Momsgrupp', 'Livsmedel');
  await field(page, 'Bokföringskonto').fill('3003');
  await page.getByRole('tab', { name: 'Tillval' }).click();
  await choose(page, 'Tillvalsgrupper', 'Storlek');
  await page.getByRole('button', { name: 'Spara' }).click();
  await page.getByRole('tab', { name: 'Produkt' }).click();
  await expect(helperOf(page, 'Namn')).toHaveText('Namnet får inte börja eller sluta med mellanslag');
  await expect(helperOf(page, 'Artikelnummer (SKU/PLU)')).toHaveText('Använd bara bokstäver och siffror');
  await field(page, 'Namn').fill('Vaniljglass');
  await field(page, 'Artikelnummer (SKU/PLU)').fill(`GL${suffix}`);
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(page).toHaveURL(/\/apps\/merchant\/productsV3\/[^/]+\/show$/, { timeout: 15_000 });
  const id = decodeURIComponent(page.url().split('/').slice(-2)[0] ?? '');

  const stored = await apiGet(page, `/api/catalog/product/${encodeURIComponent(id)}`);
  const groups = (await apiGet(
    page,
    `/api/catalog/productgroup?filter=${encodeURIComponent(JSON.stringify({ q: sub }))}`,
  )) as {
    id: string;
    name: string;
    productCount: number;
  }[];
  const group = groups.find((g) => g.name === sub);
  expect(group?.productCount).toBe(1);
  expect(stored).toMatchObject({
    name: 'Vaniljglass',
    sku: `GL${suffix}`,
    group: group?.id,
    unitPrice: 4550,
    glAccount: '3003',
    modifierSets: ['modifiers-kaffebaren-size'],
    unit: 'pcs',
    visibility: ['register', 'web'],
  });
});
