/**
 * Reports end to end, in Swedish, against the built app and the reference API with its demo orders: a
 * merchant admin opens the sales overview for this week against last week (the figures are the API's),
 * drills from a product group to a product, exports a table as CSV, and is told to reduce a period
 * longer than a year.
 */
import { expect, test, type Page } from '@playwright/test';
import type { SalesFigures } from '../src/domain/statistics';
import { apiGetAs, signIn } from './helpers/session';

const ADMIN = 'admin@kaffebaren.test';

const apiGet = async <T>(page: Page, path: string): Promise<T> =>
  (await (await apiGetAs(page, ADMIN, path)).json()) as T;

/** Money as the Swedish UI shows it: "1 234,50 kr" with a narrow no-break space between thousands. */
const kr = (minor: number) =>
  new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' }).format(minor / 100);

test('a merchant admin reads this week against last week, drills to a product and exports a table', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await page.getByRole('link', { name: 'Rapporter', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rapporter' })).toBeVisible();
  await page.getByRole('link', { name: /Översikt Översikt över försäljningen/ }).click();
  await expect(page).toHaveURL(/\/apps\/merchant\/statistics\/overview/);
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText('Den här veckan');

  // The period shown is this week from Monday, compared with the same days of last week.
  const shown = await page.getByText(/ · Jämfört med /).innerText();
  const [, from, to, compareFrom, compareTo] =
    /(\d{4}-\d{2}-\d{2}) – (\d{4}-\d{2}-\d{2}) · Jämfört med (\d{4}-\d{2}-\d{2}) – (\d{4}-\d{2}-\d{2})/.exec(
      shown,
    ) ?? [];
  expect(new Date(`${from}T12:00:00Z`).getUTCDay()).toBe(1);
  const week = await apiGet<SalesFigures>(page, `/api/analytics/sales?from=${from}&to=${to}`);
  const before = await apiGet<SalesFigures>(page, `/api/analytics/sales?from=${compareFrom}&to=${compareTo}`);
  await expect(page.getByTestId('kpi-sales')).toHaveText(kr(week.totals.sales));
  await expect(page.getByTestId('kpi-orders')).toHaveText(String(week.totals.orders));
  const change = week.totals.sales - before.totals.sales;
  await expect(page.getByRole('region', { name: 'Försäljning inkl. moms' })).toContainText(
    `${change > 0 ? '+' : change < 0 ? '−' : '±'}${kr(Math.abs(change))}`,
  );
  await expect(
    page.getByRole('region', { name: 'Försäljning per dag' }).locator('svg').first(),
  ).toBeVisible();

  // From a product group to its products, and to one product's own page.
  await page.getByRole('tab', { name: 'Per produktgrupp' }).click();
  const [top] = week.byCategory;
  await page.getByRole('cell', { name: top!.name!, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Produktgrupp: ${top!.name}` })).toBeVisible();
  await expect(page.getByTestId('kpi-sales')).toHaveText(kr(top!.sales));
  const product = week.byProduct.find((p) => p.category === top!.category)!;
  await page.getByRole('cell', { name: product.name, exact: true }).first().click();
  await expect(page.getByRole('heading', { name: `Produkt: ${product.name}` })).toBeVisible();
  await expect(page.getByTestId('kpi-sales')).toHaveText(kr(product.sales));

  // A table as CSV: semicolons, the product's row in kronor with a decimal comma.
  await page.getByRole('tab', { name: 'Per produkt', exact: true }).click();
  const download = page.waitForEvent('download');
  await page
    .getByRole('region', { name: 'Produkter' })
    .getByRole('button', { name: 'Exportera CSV' })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('products.csv');
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const csv = Buffer.concat(chunks).toString('utf8');
  expect(csv.split('\r\n')[0]).toBe('\uFEFFProdukt;Antal;Försäljning;Föregående;Förändring');
  const row = csv.split('\r\n').find((line) => line.startsWith(`${product.name};`));
  expect(row?.split(';').slice(1, 3)).toEqual([
    String(product.quantity),
    String(product.sales / 100).replace('.', ','),
  ]);

  // A custom range longer than a year is refused with what to do.
  await page.goto('/apps/merchant/statistics/by-revenue?preset=custom&from=2025-01-01&to=2026-06-01');
  await expect(page.getByRole('alert')).toHaveText(
    'Minska datumperioden: en rapport omfattar högst 366 dagar',
  );
});
