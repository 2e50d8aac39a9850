/**
 * Reports end to end, in Swedish, against the built app and the reference API with its demo orders: a
 * merchant admin opens the sales overview for this week against last week (the figures are the API's),
 * drills from a product group to a product, exports a table as CSV, narrows the figures to one seller,
 * and is told to reduce a period longer than a year.
 */
import { expect, test, type Page } from '@playwright/test';
import type { SalesFigures } from '../src/domain/statistics';
import { labelled } from './helpers/form';
import { apiGetAs, signIn } from './helpers/session';

const ADMIN = 'admin@kaffebaren.test';

const apiGet = async <T>(page: Page, path: string): Promise<T> =>
  (await (await apiGetAs(page, ADMIN, path)).json()) as T;

const addDaysTo = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Money as the Swedish UI shows it: "1 234,50 kr" with a narrow no-break space between thousands. */
const kr = (minor: number) =>
  new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' }).format(minor / 100);

test('a merchant admin reads this week against last week, drills to a product and exports a table', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  // The dashboard's chart has its texts on the first visit, and today is compared up to the same time.
  await expect(page.getByRole('region', { name: 'Försäljning per dag' })).toBeVisible();
  await expect(page.getByText(/förra veckan fram till \d\d:\d\d$/)).toBeVisible();
  await expect(page.locator('main')).not.toContainText('statistics.');
  await page.getByRole('link', { name: 'Rapporter', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rapporter' })).toBeVisible();
  // The hub leads to the register reports and the schedules it promises.
  await expect(page.getByRole('main').getByRole('link', { name: 'Z- och X-rapporter' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Periodiska rapporter' })).toBeVisible();
  await page.getByRole('link', { name: /Översikt Översikt över försäljningen/ }).click();
  await expect(page).toHaveURL(/\/apps\/merchant\/statistics\/overview/);
  await expect(page.getByRole('combobox', { name: /^Period/ })).toHaveText('Den här veckan');

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
  // A name with a comma ("Presentkorg, stor") is quoted in its cell.
  const row = csv
    .split('\r\n')
    .find((line) => line.startsWith(`${product.name};`) || line.startsWith(`"${product.name}";`));
  expect(
    row
      ?.split(';')
      .slice(1, 3)
      .map((cell) => cell.replace(/^"(.*)"$/, '$1')),
  ).toEqual([String(product.quantity), String(product.sales / 100).replace('.', ',')]);

  // The seller who rang up the most over two weeks: the revenue view lists her, and the filter narrows
  // every figure to her sales.
  const twoWeeks = { from: compareFrom!, to: to! };
  await page.goto(
    `/apps/merchant/statistics/by-revenue?preset=custom&from=${twoWeeks.from}&to=${twoWeeks.to}`,
  );
  const all = await apiGet<SalesFigures>(
    page,
    `/api/analytics/sales?from=${twoWeeks.from}&to=${twoWeeks.to}`,
  );
  const seller = all.bySeller[0]!;
  await expect(page.getByRole('region', { name: 'Per säljare' })).toContainText(seller.name!);
  await page.getByRole('combobox', { name: 'Säljare' }).click();
  await page.getByRole('option', { name: seller.name!, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`sellers=${seller.seller}`));
  const theirs = await apiGet<SalesFigures>(
    page,
    `/api/analytics/sales?from=${twoWeeks.from}&to=${twoWeeks.to}&sellers=${seller.seller}`,
  );
  expect(theirs.totals.sales).toBe(seller.sales);
  await expect(page.getByTestId('kpi-sales')).toHaveText(kr(seller.sales));

  // This month against the same month last year, in two choices.
  await page.goto('/apps/merchant/statistics/overview');
  await page.getByRole('combobox', { name: /^Period/ }).click();
  await page.getByRole('option', { name: 'Den här månaden' }).click();
  await page.getByRole('combobox', { name: 'Jämför med' }).click();
  await page.getByRole('option', { name: 'Samma datum förra året' }).click();
  const month = `${to!.slice(0, 8)}01`;
  const lastYear = (day: string) => `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
  await expect(page.getByText(/ · Jämfört med /)).toHaveText(
    new RegExp(`^${month} – \\d{4}-\\d{2}-\\d{2} · Jämfört med ${lastYear(month)} – `),
  );
  const [monthNow, monthBefore] = await Promise.all([
    apiGet<SalesFigures>(page, `/api/analytics/sales?from=${month}&to=${to}`),
    apiGet<SalesFigures>(page, `/api/analytics/sales?from=${lastYear(month)}&to=${lastYear(to!)}`),
  ]);
  await expect(page.getByTestId('kpi-sales')).toHaveText(kr(monthNow.totals.sales));
  const monthChange = monthNow.totals.sales - monthBefore.totals.sales;
  await expect(page.getByRole('region', { name: 'Försäljning inkl. moms' })).toContainText(
    `${monthChange > 0 ? '+' : monthChange < 0 ? '−' : '±'}${kr(Math.abs(monthChange))}`,
  );

  // A year to the same date (366 days), asked by day: the daily line runs left to right through every day,
  // the date of both years included (a category axis took the two as one point and drew the line back).
  const year = { from: addDaysTo(to!, -365), to: to! };
  await page.goto(
    `/apps/merchant/statistics/overview?preset=custom&from=${year.from}&to=${year.to}&group=day`,
  );
  const line = page
    .getByRole('region', { name: 'Försäljning per dag' })
    .locator('path.MuiLineChart-line')
    .first();
  await expect(line).toBeVisible();
  // Every point of the path (ends and curve handles alike) in drawing order: x only grows.
  const xs = [...((await line.getAttribute('d')) ?? '').matchAll(/(-?[\d.]+)[ ,](-?[\d.]+)/g)].map((m) =>
    Number(m[1]),
  );
  expect(xs.length).toBeGreaterThan(300);
  expect(xs.filter((x, i) => i > 0 && x <= xs[i - 1]!)).toEqual([]);

  // A custom range longer than a year is refused with what to do.
  await page.goto('/apps/merchant/statistics/by-revenue?preset=custom&from=2025-01-01&to=2026-06-01');
  await expect(page.getByRole('alert')).toHaveText(
    'Minska datumperioden: en rapport omfattar högst 366 dagar',
  );
});

/** The days of a range grouped as the page groups them: by calendar month, or by ISO week from Monday. */
function groupSales(figures: SalesFigures, from: string, to: string, by: 'week' | 'month') {
  const groups = new Map<string, number>();
  for (let day = from; day <= to; day = addDaysTo(day, 1)) {
    const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
    const key = by === 'month' ? day.slice(0, 7) : addDaysTo(day, -weekday);
    groups.set(key, (groups.get(key) ?? 0) + (figures.byDay.find((d) => d.day === day)?.sales ?? 0));
  }
  return [...groups.entries()];
}

for (const language of ['sv', 'en'] as const) {
  const t = {
    sv: {
      showBy: 'Visa per',
      week: 'Vecka',
      month: 'Månad',
      byWeek: 'Per vecka',
      byMonth: 'Per månad',
      sales: 'Försäljning',
      weekLabel: 'v. ',
      locale: 'sv-SE',
    },
    en: {
      showBy: 'Show by',
      week: 'Week',
      month: 'Month',
      byWeek: 'By week',
      byMonth: 'By month',
      sales: 'Sales',
      weekLabel: 'Week ',
      locale: 'en-GB',
    },
  }[language];

  test(`at 390 px in ${language}: a quarter reads by week or by month, and a table sorts by sales`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    if (language === 'en') {
      await page.context().addCookies([{ name: 'language', value: 'en', url: page.url() }]);
      await page.reload();
    }
    const to = addDaysTo(new Date().toISOString().slice(0, 10), -1);
    const from = addDaysTo(to, -79);
    await page.goto(`/apps/merchant/statistics/by-revenue?preset=custom&from=${from}&to=${to}`);

    // 80 days: by week unless asked otherwise, the first week cut where the range starts.
    const choice = page.getByRole('group', { name: t.showBy });
    await expect(choice.getByRole('button', { name: t.week })).toHaveAttribute('aria-pressed', 'true');
    const figures = await apiGet<SalesFigures>(page, `/api/analytics/sales?from=${from}&to=${to}`);
    const weeks = page.getByRole('region', { name: t.byWeek }).getByRole('table');
    await expect(weeks.locator('tbody tr')).toHaveCount(groupSales(figures, from, to, 'week').length);
    await expect(weeks.locator('tbody tr').first().locator('td').first()).toHaveText(
      new RegExp(`^${t.weekLabel}\\d+ \\d{4}$`),
    );

    // By month: a row per calendar month; sorted by sales, the best month first.
    await choice.getByRole('button', { name: t.month }).click();
    await expect(page).toHaveURL(/group=month/);
    const months = page.getByRole('region', { name: t.byMonth }).getByRole('table');
    const byMonth = groupSales(figures, from, to, 'month');
    await expect(months.locator('tbody tr')).toHaveCount(byMonth.length);
    await months.getByRole('button', { name: t.sales, exact: true }).click();
    await expect(months.getByRole('columnheader', { name: t.sales, exact: true })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const [best] = [...byMonth].sort((a, b) => b[1] - a[1])[0]!;
    const bestName = new Intl.DateTimeFormat(t.locale, { month: 'long', year: 'numeric' }).format(
      new Date(`${best}-15T12:00:00`),
    );
    await expect(months.locator('tbody tr').first().locator('td').first()).toHaveText(bestName);

    // Nothing wider than the phone: a wide table scrolls in its card.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}

interface Device {
  id: string;
  name: string;
  store: string;
  kind: string;
}
interface ZReport {
  id: string;
  register: string;
  businessDay: string;
  serialNumber: number;
  sales: number;
  netSales: number;
}

/** Yesterday in Stockholm, the day the demo leaves open on every register. */
const yesterday = () =>
  new Date(Date.now() - 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });

test('a merchant admin reads an X report, closes yesterday with a Z report and downloads its SIE file and PDF', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  const day = yesterday();
  const reports = await apiGet<ZReport[]>(page, '/api/report/3.0/z-reports?range=[0,999]');
  const devices = await apiGet<Device[]>(page, '/api/organization/terminal?range=[0,999]');
  const stores = await apiGet<{ id: string; name: string }[]>(page, '/api/store?range=[0,99]');
  // A register not yet closed for yesterday (a retry of this test takes the next one).
  const register = devices.find(
    (d) => d.kind === 'register' && !reports.some((r) => r.register === d.id && r.businessDay === day),
  )!;
  const option = `${register.name} · ${stores.find((s) => s.id === register.store)!.name}`;
  const serial =
    Math.max(0, ...reports.filter((r) => r.register === register.id).map((r) => r.serialNumber)) + 1;

  await page.getByRole('link', { name: 'Rapporter', exact: true }).click();
  await page.getByRole('link', { name: 'Z- och X-rapporter' }).click();
  await expect(page).toHaveURL(/\/apps\/merchant\/reports$/);

  // The X report: today so far, no serial, nothing stored.
  await page.getByRole('combobox', { name: 'Kassa' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('button', { name: 'Visa X-rapport' }).click();
  const x = page.getByRole('dialog', { name: 'X-rapport' });
  await expect(x.getByText('inget (X-rapport, stänger inget)')).toBeVisible();
  await x.getByRole('button', { name: 'Stäng' }).click();

  // The Z report: the server fills in every figure and the next serial.
  const makeZ = async () => {
    await page.getByRole('link', { name: 'Skapa', exact: true }).click();
    await expect(page).toHaveURL(/\/reports\/create$/);
    const input = page.getByRole('combobox', { name: 'Kassa' });
    await input.click();
    await input.fill(register.name);
    await page.getByRole('option', { name: option, exact: true }).click();
    await labelled(page, 'Dag').fill(day);
    await labelled(page, 'Växelkassa').fill('1500');
    await page.getByRole('button', { name: 'Spara', exact: true }).click();
  };
  await makeZ();
  await expect(page.getByRole('heading', { name: 'Z-dagrapport' })).toBeVisible();
  const made = (await apiGet<ZReport[]>(page, '/api/report/3.0/z-reports?range=[0,999]')).find(
    (r) => r.register === register.id && r.businessDay === day,
  )!;
  expect(made.serialNumber).toBe(serial);
  const sheet = page.getByTestId('report-sheet');
  await expect(sheet.getByRole('listitem').filter({ hasText: 'Löpnummer' })).toContainText(String(serial));
  await expect(sheet.getByRole('listitem').filter({ hasText: 'Total försäljning' })).toContainText(
    kr(made.sales),
  );
  await expect(sheet.getByRole('listitem').filter({ hasText: 'Växelkassa' })).toContainText(kr(150_000));

  // The SIE file: CP437, type 4, one voucher that balances.
  const sie = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ladda ner SIE' }).click();
  const file = await sie;
  expect(file.suggestedFilename()).toBe(`Z-${serial}-${day}.si`);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('latin1');
  expect(text).toContain('#FORMAT PC8\n#GEN ');
  expect(text).toContain('#SIETYP 4\n');
  const amounts = [...text.matchAll(/#TRANS \d{4} \{\} (-?\d+\.\d{2})/g)].map((m) =>
    Math.round(Number(m[1]) * 100),
  );
  expect(amounts.length).toBeGreaterThan(2);
  expect(amounts.reduce((a, b) => a + b, 0)).toBe(0);

  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ladda ner PDF' }).click();
  expect((await pdf).suggestedFilename()).toBe(`Z-${serial}-${day}.pdf`);

  // A second Z report of the day is refused on the day, with what was typed kept.
  await page.goto('/apps/merchant/reports');
  await makeZ();
  await expect(page.getByText('Kassan har redan en Z-rapport för den här dagen').first()).toBeVisible();
  await expect(labelled(page, 'Växelkassa')).toHaveValue('1500,00');
});

test('a merchant admin schedules a weekly report, reads it in words with its next runs, and finds it in the outbox', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  const name = `Veckorapport ${Date.now() % 100_000}`;
  const recipient = `agare${Date.now() % 100_000}@kaffebaren.test`;

  await page.getByRole('link', { name: 'Rapporter', exact: true }).click();
  await page.getByRole('link', { name: 'Periodiska rapporter' }).click();
  await page.getByRole('link', { name: 'Skapa', exact: true }).click();
  await expect(page).toHaveURL(/\/periodicReports\/create$/);
  await labelled(page, 'Namn').fill(name);
  await labelled(page, 'Timme').fill('7');
  const email = page.locator('input[name="recipients.0.email"]');
  if (!(await email.isVisible())) await page.getByRole('button', { name: 'Lägg till' }).click();
  await email.fill(recipient);
  await page.getByRole('button', { name: 'Spara', exact: true }).click();

  // Weekly on Friday by default, in words, with the next three Fridays.
  await expect(page.getByText('Kl 07:00, varje fredag')).toBeVisible();
  const runs = page.getByRole('list', { name: 'Nästa utskick (svensk tid)' }).getByRole('listitem');
  await expect(runs).toHaveCount(3);
  await expect(runs.first()).toContainText(/fredag \d{4}-\d{2}-\d{2} 07:00/);

  await page.getByRole('button', { name: 'Skicka nu' }).click();
  await expect(page.getByText('Rapporten skickades till 1 mottagare och ligger i utkorgen')).toBeVisible();
  await page.getByRole('link', { name: 'Utkorgen' }).click();
  const row = page.getByRole('row').filter({ hasText: recipient });
  await expect(row).toContainText(`Försäljningsrapport: ${name}`);
  await row.getByRole('cell').first().click();
  await expect(page.getByText('Försäljning inkl. moms:')).toBeVisible();
});
