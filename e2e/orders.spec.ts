/**
 * Orders end to end, in Swedish, against the built app and the reference API with its generated demo
 * orders: a merchant admin finds yesterday's orders of one store and exports them, moves a web order from new to
 * delivered through the steps its state allows (and no others are offered), and refunds one line of a
 * card-paid order, told from the dialog's first render what is left and that the money goes back to the
 * card, which the API stores with the card's refund transaction.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../src/domain/format';
import { apiGetAs, signIn } from './helpers/session';

const ORDERS = '/apps/merchant/orders';
const ADMIN = 'admin@kaffebaren.test';

interface Order {
  id: string;
  orderNumber: string;
  state: string;
  placedAt: string;
  store: string;
  paymentStatus: string;
  total: number;
  lines: { quantity: number; productName: string; unitPrice: number; discount?: number }[];
  refundedAmount?: number;
  returnStatus?: string;
  payments?: { method: string; cardBrand?: string }[];
  refundPayments?: { means: string; amount: number; maskedPan?: string; transactionId?: string }[];
}

/** Money as the Swedish UI shows it: "1 234,50 kr". */
const kr = (minor: number) =>
  new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' }).format(minor / 100);

const apiGet = async <T>(page: Page, path: string): Promise<T> =>
  (await (await apiGetAs(page, ADMIN, path)).json()) as T;

const listUrl = (filter: Record<string, unknown>) =>
  `${ORDERS}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

test('a merchant admin finds orders, moves a web order to delivered and refunds a line', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  // Yesterday's orders of one store, from the menu's list with its filters in the address.
  await page.getByRole('link', { name: 'Ordrar', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'Order-id' })).toBeVisible();
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const filter = {
    store: 'store-kaffebaren-soder',
    placedAt_gt: `${day}T00:00:00.000Z`,
    placedAt_lt: `${day}T23:59:59.000Z`,
  };
  const expected = await apiGet<Order[]>(
    page,
    `/api/orders?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,4]&sort=["placedAt","DESC"]`,
  );
  expect(expected.length).toBeGreaterThan(0);
  await page.goto(listUrl(filter));
  await expect(page.getByRole('cell', { name: expected[0]!.orderNumber, exact: true })).toBeVisible();
  await expect(page.locator('tbody tr').filter({ hasText: 'Kaffebaren Götgatan' })).toHaveCount(0);

  // The filtered list as a file: every row of it, one per order, the store by name.
  const listed = await apiGetAs(
    page,
    ADMIN,
    `/api/orders?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,0]`,
  );
  const total = Number(/\/(\d+)$/.exec(listed.headers()['content-range'] ?? '')?.[1]);
  await page.getByRole('button', { name: 'Exportera' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'En rad per order', exact: true }).click();
  const file = await (await downloading).path();
  const rows = (await readFile(file, 'utf8'))
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  expect(rows[0]).toMatch(/^Order-id;Datum;Butik;/);
  expect(rows).toHaveLength(total + 1);
  expect(rows.slice(1).every((row) => row.split(';')[2] === 'Kaffebaren Södermalm')).toBe(true);

  // A new web order, through the steps its state allows.
  const [fresh] = await apiGet<Order[]>(
    page,
    `/api/orders?filter=${encodeURIComponent(JSON.stringify({ state: 'new', channel: 'web' }))}&range=[0,0]`,
  );
  await page.goto(listUrl({ state: 'new', channel: 'web' }));
  await page.getByRole('cell', { name: fresh!.orderNumber, exact: true }).click();
  await expect(page).toHaveURL(/\/show$/);
  await expect(page.getByRole('button', { name: 'Markera levererad' })).toHaveCount(0);
  for (const [step, state] of [
    ['Acceptera', 'Accepterad'],
    ['Börja tillaga', 'Tillagas'],
    ['Markera klar', 'Klar'],
    ['Markera levererad', 'Levererad'],
  ] as const) {
    await page.getByRole('button', { name: step, exact: true }).click();
    await expect(page.getByRole('button', { name: step, exact: true })).toHaveCount(0);
    await expect(
      page
        .locator('.BackofficeTag-root')
        .filter({ hasText: new RegExp(`^${state}$`) })
        .first(),
    ).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Avbryt order' })).toHaveCount(0);
  expect((await apiGet<Order>(page, `/api/orders/${fresh!.id}`)).state).toBe('delivered');

  // The order reads as its receipt: each line with its amount, the total, the VAT within it, the payment;
  // no empty fields and no repeated product column.
  const receipt = page.getByRole('region', { name: 'Kvitto' });
  const first = fresh!.lines[0]!;
  await expect(
    receipt.getByRole('row').filter({ hasText: first.productName }).first().getByRole('cell').last(),
  ).toHaveText(kr(first.quantity * first.unitPrice - (first.discount ?? 0)));
  await expect(receipt.getByRole('row', { name: /^Totalt/ })).toContainText(kr(fresh!.total));
  await expect(receipt.getByRole('row', { name: /^Varav moms/ }).first()).toBeVisible();
  await expect(page.getByText('Produkt-id')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText('{"');

  // One line of a paid order of yesterday, paid back.
  const paid = await apiGet<Order[]>(
    page,
    `/api/orders?filter=${encodeURIComponent(JSON.stringify({ ...filter, paymentStatus: 'paid', channel: 'register' }))}&range=[0,24]`,
  );
  const order = paid.find((o) => !o.returnStatus && o.payments?.[0]?.method === 'pm-kaffebaren-kort')!;
  await page.goto(`${ORDERS}/${order.id}/show`);
  await page.getByRole('button', { name: 'Återbetala' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText(`kvar att återbetala ${formatMoney(order.total, 'sv')}`, { exact: false }),
  ).toBeVisible();
  await expect(dialog.getByText(/^Kort · .*: tillbaka till kortet, 0,00\skr/)).toBeVisible();
  const line = order.lines[0]!;
  const quantity = dialog.getByRole('spinbutton', { name: `Antal ${line.productName} att återbetala` });
  await quantity.fill(String(line.quantity + 1));
  await dialog.getByRole('button', { name: 'Återbetala' }).click();
  await expect(dialog.getByText(`Högst ${line.quantity} kan återbetalas`)).toBeVisible();
  await quantity.fill('1');
  await dialog.getByLabel('Orsak').fill('Fel vara');
  await dialog.getByRole('button', { name: 'Återbetala' }).click();
  await expect(page.getByText(/återbetalades$/)).toBeVisible();
  const stored = await apiGet<Order>(page, `/api/orders/${order.id}`);
  expect(stored.refundedAmount).toBeGreaterThan(0);
  expect(stored.refundPayments).toEqual([
    expect.objectContaining({
      means: 'card',
      amount: stored.refundedAmount,
      maskedPan: expect.stringMatching(/\d{4}$/),
    }),
  ]);
  expect(stored.returnStatus).toBe(order.lines.length === 1 && line.quantity === 1 ? 'full' : 'partial');
});

test('a merchant admin suspends licences in bulk, offered only where it applies, and restores one', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await page.getByRole('link', { name: 'Licenser', exact: true }).click();
  const rowOf = (status: string) => page.locator('tbody tr').filter({ hasText: status }).first();
  await expect(rowOf('Utgången')).toBeVisible();
  const active = rowOf('Aktiv');
  const key = (await active.locator('td').nth(1).innerText()).trim();
  await active.getByRole('checkbox').check();
  await rowOf('Utgången').getByRole('checkbox').check();
  // "Pausa" applies to one of the two selected: the button says so, and the expired one is left as it is.
  await page.getByRole('button', { name: 'Pausa (1 av 2)', exact: true }).click();
  await expect(page.getByText(/^Pausa: en post$/)).toBeVisible();
  await expect(rowOf('Utgången')).toBeVisible();
  const licence = page.locator('tbody tr').filter({ hasText: key });
  await expect(licence).toContainText('Pausad');
  await licence.getByRole('cell', { name: key, exact: true }).click();
  await page.getByRole('button', { name: 'Återställ', exact: true }).click();
  await expect(page.getByText('Licensen är återställd')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pausa', exact: true })).toBeVisible();
});
