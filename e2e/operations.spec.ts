/**
 * The day-to-day running of a shop end to end, in Swedish, against the built app and the reference API:
 * a merchant admin adds a shift to the staff time report and is refused the same shift again (on the
 * field, with what was typed kept); sets up a table for web ordering and downloads its QR code and the
 * printable QR sheet of every table; adds a card terminal, which pairs itself with the code the page
 * shows (stored paired, the code gone); and a super admin reads the payment transactions.
 */
import { expect, test, type Page } from '@playwright/test';
import { readPdf } from '../tests/pdf-text';
import { apiGetAs, signIn } from './helpers/session';

const ADMIN = 'admin@kaffebaren.test';

const apiGet = async <T>(page: Page, path: string): Promise<T> =>
  (await (await apiGetAs(page, ADMIN, path)).json()) as T;

async function choose(page: Page, label: string, option: string, typed = option.slice(0, 4)) {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A day over a year back, far from the demo's shifts, different in every run of the suite. */
const quietDay = () => {
  const day = new Date(Date.UTC(2024, 0, 1) + (Date.now() % 300) * 86_400_000);
  return day.toISOString().slice(0, 10);
};

const signInAs = async (page: Page, username = ADMIN) => {
  await signIn(page, username);
  await expect(page).toHaveURL(/\/(dashboard|apps\/superadmin\/\w+)$/, { timeout: 15_000 });
};

test('a merchant admin adds a shift and is refused the same shift again', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page);
  await page.getByRole('link', { name: 'Tidrapport personal', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Summa per anställd' })).toBeVisible();
  // Hours as a clock reads them, the decimal figure beside.
  await expect(
    page
      .getByRole('region', { name: 'Summa per anställd' })
      .getByRole('cell', { name: /^\d+:\d{2} \(.+,\d{2}\)$/ })
      .first(),
  ).toBeVisible();
  const day = quietDay();

  const addShift = async () => {
    await page.getByRole('link', { name: 'Skapa', exact: true }).click();
    // Users are named by their username; the search finds Elin Svensson by her name.
    await choose(page, 'Anställd', 'seller01', 'Elin');
    await choose(page, 'Butik', 'Kaffebaren Götgatan');
    await page.getByLabel('Start (inloggning)').fill(`${day}T08:00`);
    await page.getByLabel('Slut (utloggning)').fill(`${day}T16:30`);
    await page.getByLabel('Rast (minuter)').fill('30');
    await page.getByRole('button', { name: 'Spara', exact: true }).click();
  };

  await addShift();
  await expect(page.getByText('Arbetade timmar')).toBeVisible();
  const filter = encodeURIComponent(
    JSON.stringify({ start_gt: `${day}T00:00:00Z`, start_lt: `${day}T23:59:59Z` }),
  );
  const [stored] = await apiGet<{ hoursWorked: number; breakMinutes: number }[]>(
    page,
    `/api/timetracking/3.0?filter=${filter}&range=[0,9]`,
  );
  expect(stored).toMatchObject({ hoursWorked: 8, breakMinutes: 30 });

  // The same shift again: refused by the API on the start, nothing typed is lost, nothing stored.
  await page.goto('/apps/merchant/staffTimeReport');
  await addShift();
  await expect(page.getByText(/Dubblettpass är inte tillåtna/)).toBeVisible();
  await expect(page.getByLabel('Start (inloggning)')).toHaveValue(`${day}T08:00`);
  await expect(page.getByLabel('Rast (minuter)')).toHaveValue('30');
  expect(await apiGet<unknown[]>(page, `/api/timetracking/3.0?filter=${filter}&range=[0,9]`)).toHaveLength(1);
});

test('a merchant admin adds a table to web ordering and downloads its QR codes', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page);
  await page.getByRole('link', { name: 'Webbeställning', exact: true }).click();
  await page.getByRole('cell', { name: 'Kaffebaren Götgatan', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'QR-koder för borden' })).toBeVisible();
  const before = await apiGet<{ tables: { number: number }[]; version: number }>(
    page,
    '/api/store/3.0/web-order-settings/web-ordering-kaffebaren-gotgatan',
  );
  const next = Math.max(...before.tables.map((t) => t.number)) + 1;
  const row = before.tables.length;

  // A table number given twice is refused on the row; a new number is stored.
  await page.getByRole('link', { name: 'Redigera', exact: true }).click();
  await page.getByRole('button', { name: 'Lägg till' }).first().click();
  await page.locator(`input[name="tables.${row}.number"]`).fill('3');
  await page.locator(`input[name="tables.${row}.section"]`).fill('Uteservering');
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(page.getByText('Bord 3 finns redan')).toBeVisible();
  await page.locator(`input[name="tables.${row}.number"]`).fill(String(next));
  await page.getByRole('button', { name: 'Spara', exact: true }).click();

  const card = page.getByTestId(`qr-table-${next}`);
  await expect(card).toBeVisible();
  const after = await apiGet<{ tables: { number: number; section: string }[] }>(
    page,
    '/api/store/3.0/web-order-settings/web-ordering-kaffebaren-gotgatan',
  );
  expect(after.tables).toContainEqual(expect.objectContaining({ number: next, section: 'Uteservering' }));

  const png = page.waitForEvent('download');
  await card.getByRole('button', { name: `Ladda ner QR-koden för bord ${next} som PNG` }).click();
  expect((await png).suggestedFilename()).toBe(`qr-store-kaffebaren-gotgatan-bord-${next}.png`);

  const sheet = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ladda ner QR-ark (PDF)' }).click();
  const pdf = await sheet;
  expect(pdf.suggestedFilename()).toBe('qr-store-kaffebaren-gotgatan.pdf');
  const stream = await pdf.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const read = await readPdf(new Uint8Array(Buffer.concat(chunks)));
  expect(read.text).toContain(`Bord ${next}\n`);
  expect(read.text).toContain('Skanna för att beställa');
  expect(read.pages.flatMap((sheet) => sheet.images)).toHaveLength(after.tables.length);
});

test('a merchant admin adds a card terminal, which pairs itself with the code shown', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page);
  await page.getByRole('link', { name: 'Kassor och terminaler', exact: true }).click();
  await page.getByRole('link', { name: 'Skapa', exact: true }).click();
  const serial = `E2E-${Date.now()}`;
  await choose(page, 'Butik', 'Kaffebaren Södermalm');
  await page.getByRole('combobox', { name: 'Typ' }).click();
  await page.getByRole('option', { name: 'Kortterminal', exact: true }).click();
  await page.getByRole('combobox', { name: 'Modell' }).click();
  // Only card terminals' models are offered for a card terminal.
  await expect(page.getByRole('option', { name: 'Sunmi T2s', exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: 'Verifone P400', exact: true }).click();
  await page.getByRole('textbox', { name: 'Serienummer' }).fill(serial);
  await page.getByRole('button', { name: 'Spara', exact: true }).click();

  // The new terminal's page shows its number, its status and the code to type on it.
  // Asked until the save has answered (the click does not wait for it).
  let created: { id: string; pairingCode: string; number: number } | undefined;
  await expect
    .poll(async () => {
      [created] = await apiGet<{ id: string; pairingCode: string; number: number }[]>(
        page,
        `/api/organization/terminal?filter=${encodeURIComponent(JSON.stringify({ serialNumber: serial }))}`,
      );
      return created?.pairingCode;
    })
    .toMatch(/^\d{6}$/);
  await page.goto(`/apps/merchant/devices/${created!.id}/show`);
  await expect(page.getByText(created!.pairingCode, { exact: true })).toBeVisible();
  await expect(
    page
      .locator('.BackofficeTag-root')
      .filter({ hasText: /^Inte parkopplad$/ })
      .first(),
  ).toBeVisible();

  // The terminal's handshake, in Swedish, pairs it; the page then says so and the code is gone.
  const handshake = await page.request.post('/api/handshakes/3.0/handshake', {
    headers: { 'Accept-Language': 'sv' },
    data: { serialNumber: serial, pairingCode: created!.pairingCode },
  });
  expect(handshake.status()).toBe(200);
  expect(((await handshake.json()) as { message: string }).message).toBe(
    `Parkopplad som Terminal ${created!.number} i Kaffebaren Södermalm`,
  );
  await page.reload();
  await expect(
    page
      .locator('.BackofficeTag-root')
      .filter({ hasText: /^Parkopplad$/ })
      .first(),
  ).toBeVisible();
  const paired = await apiGet<{ pairingCode?: string; pairedAt?: string }>(
    page,
    `/api/organization/terminal/${created!.id}`,
  );
  expect(paired.pairingCode).toBeUndefined();
  expect(paired.pairedAt).toBeTruthy();
});

test('a super admin reads the declined card payments of every organization', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'super@demo.test');
  await page.getByRole('link', { name: 'Betaltransaktioner', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'Transaktions-id' })).toBeVisible();
  await page.goto(
    `/apps/superadmin/paymentTransactions?filter=${encodeURIComponent(JSON.stringify({ status: 'declined' }))}`,
  );
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toContainText('Nekad');
  expect(await rows.filter({ hasText: 'Godkänd' }).count()).toBe(0);
  await rows.first().click();
  await expect(page).toHaveURL(/\/show$/);
  await expect(page.getByText('Svarskod')).toBeVisible();
  await expect(page.getByText(/^(05|51)$/)).toBeVisible();
});
