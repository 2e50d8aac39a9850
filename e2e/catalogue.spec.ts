/**
 * The catalogue end to end, in Swedish, against the built app and the reference API: a merchant admin
 * builds a group with a sub-group, moves the sub-group in the groups' tree and back, is told why a group
 * holding products takes no sub-group, creates a
 * product in the sub-group with a modifier set (bad input first: the message on the field, the input
 * kept) and finds it stored with its price in öre ("45,50" typed in Swedish is 4550).
 */
import { expect, test, type Page } from '@playwright/test';
import { helperOf, labelled } from './helpers/form';
import { apiGetAs, forgetSavedLanguage, signIn } from './helpers/session';

const GROUPS = '/apps/merchant/productgroupsV3';
const PRODUCTS = '/apps/merchant/productsV3';
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Picks `option` (its whole name, or a pattern) after typing the start of `typed`. */
async function choose(page: Page, label: string, option: string | RegExp, typed = String(option)) {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(typed.slice(0, 4));
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The food tax group as the pickers name it, with today's rate ("Livsmedel (6 %)", "Livsmedel (6%)"). */
const FOOD = /^Livsmedel \(\d+(,\d+)?\s?%\)$/;

const apiGet = async (page: Page, path: string) =>
  (await apiGetAs(page, 'admin@kaffebaren.test', path)).json();

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
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(page).toHaveURL(/\/show$/, { timeout: 15_000 });
  await page.goto(`${GROUPS}/create`);
  await field(page, 'Namn').fill(sub);
  await choose(page, 'Överordnad grupp', main);
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(page).toHaveURL(/\/show$/, { timeout: 15_000 });
  const subId = decodeURIComponent(page.url().split('/').slice(-2)[0] ?? '');
  const parentOfSub = async () =>
    (
      (await apiGet(page, `/api/catalog/productgroup/${encodeURIComponent(subId)}`)) as {
        parent: string | null;
      }
    ).parent ?? null;
  const mainId = await parentOfSub();

  // The groups' page is their tree: the sub-group stands under its main group and moves from its row.
  await page.goto(GROUPS);
  const tree = page.getByRole('list', { name: 'Produktgrupper' });
  await tree.getByRole('button', { name: `Visa innehållet i ${main}` }).click();
  await tree.getByRole('combobox', { name: `Flytta ${sub} till` }).click();
  await page.getByRole('option', { name: 'Huvudgrupp (ingen överordnad)' }).click();
  await expect(page.getByText(`${sub} flyttades till Huvudgrupp (ingen överordnad)`)).toBeVisible();
  expect(await parentOfSub()).toBeNull();
  // Now a main group itself, it moves back under the other from its own row.
  await tree.getByRole('combobox', { name: `Flytta ${sub} till` }).click();
  await page.getByRole('option', { name: main, exact: true }).click();
  await expect(page.getByText(`${sub} flyttades till ${main}`)).toBeVisible();
  expect(await parentOfSub()).toBe(mainId);

  // A group that holds products takes no sub-group: the API says why, on the field, and keeps the input.
  await page.goto(`${GROUPS}/create`);
  await field(page, 'Namn').fill(`Läsk ${suffix}`);
  await choose(page, 'Överordnad grupp', 'Kalla drycker');
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
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
  await choose(page, 'Momsgrupp', FOOD, 'Livsmedel');
  await field(page, 'Bokföringskonto').fill('3003');
  await page.getByRole('tab', { name: 'Tillval' }).click();
  await choose(page, 'Tillvalsgrupper', 'Storlek');
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await page.getByRole('tab', { name: 'Produkt' }).click();
  await expect(helperOf(page, 'Namn')).toHaveText('Namnet får inte börja eller sluta med mellanslag');
  await expect(helperOf(page, 'Artikelnummer (SKU/PLU)')).toHaveText('Använd bara bokstäver och siffror');
  await field(page, 'Namn').fill('Vaniljglass');
  await field(page, 'Artikelnummer (SKU/PLU)').fill(`GL${suffix}`);
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
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

/** A 2×1 PNG: signature, IHDR, IDAT and IEND, small enough to write out. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAADklEQVR4nGP4z8DwH4QBEfcD/ePF9e8AAAAASUVORK5CYII=',
  'base64',
);

test('a merchant admin exports the catalogue, dry-runs and imports a CSV with two bad rows, and adds a product image', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const suffix = String(Date.now()).slice(-5);
  await signIn(page, 'admin@kaffebaren.test');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await page.getByRole('link', { name: 'Import och export' }).click();
  await expect(page.getByRole('heading', { name: 'Import och export', level: 1 })).toBeVisible();

  // The export is the import's format: Swedish labels, semicolons.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportera CSV' }).click();
  const exported = await (await (await download).createReadStream()).toArray();
  const csv = Buffer.concat(exported).toString('utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const header = csv.replace(/^\uFEFF/, '').split('\r\n')[0]!;
  expect(header.startsWith('Namn;Grupp;Artikelnummer (SKU/PLU)')).toBe(true);
  const before = ((await apiGet(page, '/api/catalog/product?range=[0,999]')) as unknown[]).length;

  // A file of five rows, two of them bad: the dry run names them and saves nothing.
  const file = [
    'Namn;Grupp;Artikelnummer (SKU/PLU);Styckpris;Momsgrupp;Enhet;Bokföringskonto;EAN-koder',
    `Semla ${suffix};Bullar;S${suffix}1;45,50;Livsmedel;Styck;3002;`,
    `Fastlagsbulle ${suffix};Bullar;S${suffix}2;42;Livsmedel;Styck;3002;`,
    `Trasig ${suffix};Bullar;S${suffix}3;fyrtio;Livsmedel;Styck;3002;`,
    `Fel EAN ${suffix};Bullar;S${suffix}4;30;Livsmedel;Styck;3002;7310865004704`,
    `Vetelängd ${suffix};Bullar;S${suffix}5;89,00;Livsmedel;Styck;3002;7310865004703`,
  ].join('\r\n');
  await page.getByLabel('Välj CSV-fil').setInputFiles({
    name: 'semlor.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(file, 'utf8'),
  });
  await expect(page.getByText('semlor.csv · 5 rader')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Importera' })).toBeDisabled();
  await page.getByRole('button', { name: 'Provkör' }).click();
  const status = page.getByRole('status');
  await expect(status).toContainText('Provkörning av 5 rader: 3 nya, 0 ändrade, 0 oförändrade, 2 med fel');
  const problems = page.getByRole('table', { name: 'Rader med fel' });
  // Rows counted as the spreadsheet counts them: the header is row 1.
  await expect(problems.getByRole('row', { name: /^4 Styckpris Måste vara ett belopp/ })).toBeVisible();
  await expect(problems.getByRole('row', { name: /^5 EAN-koder/ })).toBeVisible();
  expect(((await apiGet(page, '/api/catalog/product?range=[0,999]')) as unknown[]).length).toBe(before);
  // The error report carries each refused row's own cells and its problem.
  const reported = page.waitForEvent('download');
  await status.getByRole('button', { name: 'Ladda ner felrapport' }).click();
  const report = Buffer.concat(await (await (await reported).createReadStream()).toArray())
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(report[0]).toBe(`Rad;${file.split('\r\n')[0]};Fel`);
  expect(report[1]).toBe(
    `4;Trasig ${suffix};Bullar;S${suffix}3;fyrtio;Livsmedel;Styck;3002;;"Styckpris: Måste vara ett belopp, t.ex. 45,50"`,
  );
  expect(report[2]).toMatch(new RegExp(`^5;Fel EAN ${suffix};Bullar;S${suffix}4;30;.*;EAN-koder: `));

  // The import writes the three good rows and the history says so, with the error report to download.
  await page.getByRole('button', { name: 'Importera' }).click();
  await expect(status).toContainText('Importerat 5 rader: 3 nya, 0 ändrade, 0 oförändrade, 2 med fel');
  const history = page.getByRole('table', { name: 'Tidigare importer' });
  await expect(
    history.getByRole('row', { name: /semlor\.csv admin@kaffebaren\.test 5 3 0 2/ }),
  ).toBeVisible();
  const semla = (await apiGet(
    page,
    `/api/catalog/product?filter=${encodeURIComponent(JSON.stringify({ sku: `S${suffix}1` }))}`,
  )) as { id: string; unitPrice: number }[];
  expect(semla.map((p) => p.unitPrice)).toEqual([4550]);

  // The exported file imports again with nothing changed.
  await page
    .getByLabel('Välj CSV-fil')
    .setInputFiles({ name: 'export.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Provkör' }).click();
  await expect(status).toContainText(`0 nya, 0 ändrade, ${before} oförändrade, 0 med fel`);

  // An image on the new product: uploaded first, the product keeps its address.
  await page.goto(`${PRODUCTS}/${semla[0]!.id}`);
  await page.getByRole('tab', { name: 'Bilder' }).click();
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'semla.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(page).toHaveURL(/\/show$/, { timeout: 15_000 });
  const saved = (await apiGet(page, `/api/catalog/product/${semla[0]!.id}`)) as {
    imageSmall: { src: string };
  };
  expect(saved.imageSmall.src).toMatch(/^\/infrastructure\/3\.0\/image\/[0-9a-f-]{36}$/);
  expect((await page.request.get(saved.imageSmall.src)).headers()['content-type']).toBe('image/png');
});

test('the product views: a hierarchy to move products between groups, a grid, each kept in the URL', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@kaffebaren.test');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await page.goto(PRODUCTS);
  await page.getByRole('link', { name: 'Hierarki' }).click();
  await expect(page).toHaveURL(`${PRODUCTS}/hierarchy`);
  const tree = page.getByRole('list', { name: 'Produkter efter grupp' });
  await tree.getByRole('button', { name: 'Visa innehållet i Bakverk' }).click();
  await expect(tree.getByRole('listitem', { name: 'Kakor' })).toContainText('produkter');
  await tree.getByRole('button', { name: 'Visa innehållet i Bullar' }).click();
  const bullar = page.getByRole('list', { name: 'Bullar' });
  const first = (await bullar.getByRole('link').first().textContent())!;
  await bullar.getByRole('combobox', { name: `Flytta ${first} till` }).click();
  await page.getByRole('option', { name: 'Kakor', exact: true }).click();
  await expect(page.getByText(`${first} flyttades till Kakor`)).toBeVisible();
  const moved = (await apiGet(
    page,
    `/api/catalog/product?filter=${encodeURIComponent(JSON.stringify({ name: first }))}`,
  )) as { group: string }[];
  expect(moved[0]?.group).toBe('group-kaffebaren-bakverk-kakor');

  // Taken out of every group, the product is still in the tree, under "Utan grupp", and goes back.
  const kakor = page.getByRole('list', { name: 'Kakor' });
  await tree.getByRole('button', { name: 'Visa innehållet i Kakor' }).click();
  await kakor.getByRole('combobox', { name: `Flytta ${first} till` }).click();
  await page.getByRole('option', { name: 'Utan grupp', exact: true }).click();
  await expect(page.getByText(`${first} flyttades till Utan grupp`)).toBeVisible();
  await tree.getByRole('button', { name: 'Visa innehållet i Utan grupp' }).click();
  const ungrouped = page.getByRole('list', { name: 'Utan grupp' });
  await expect(ungrouped.getByRole('link', { name: first, exact: true })).toBeVisible();
  await ungrouped.getByRole('combobox', { name: `Flytta ${first} till` }).click();
  await page.getByRole('option', { name: 'Kakor', exact: true }).click();
  await expect(page.getByText(`${first} flyttades till Kakor`)).toBeVisible();

  // A reload keeps the view; the grid shows cards that open the product.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Produkter efter grupp' })).toBeVisible();
  await page.getByRole('link', { name: 'Rutnät' }).click();
  await expect(page).toHaveURL(`${PRODUCTS}/grid`);
  await page.getByRole('heading', { name: first, level: 3 }).click();
  await expect(page).toHaveURL(/\/show$/);
});

test('a merchant admin makes an offer: an end before the start is refused on its field, then saved', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `Semmeldagar ${String(Date.now()).slice(-5)}`;
  await signIn(page, 'admin@kaffebaren.test');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await page.goto('/apps/merchant/offers/create');
  await field(page, 'Rubrik').fill(title);
  await page.getByLabel('Börjar').fill('2027-02-01');
  await page.getByLabel('Slutar').fill('2027-01-31');
  await page.getByRole('tab', { name: 'Rabatt' }).click();
  await page.getByRole('spinbutton', { name: 'Procent av' }).fill('20');
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await page.getByRole('tab', { name: 'Erbjudande' }).click();
  await expect(page.getByText('Erbjudandet kan inte sluta innan det börjar')).toBeVisible();
  await expect(field(page, 'Rubrik')).toHaveValue(title);

  await page.getByLabel('Slutar').fill('2027-02-28');
  await page.getByRole('tab', { name: 'Rabatt' }).click();
  await choose(page, 'Grupper', 'Bullar');
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(page).toHaveURL(/\/show$/, { timeout: 15_000 });
  const [offer] = (await apiGet(
    page,
    `/api/offers?filter=${encodeURIComponent(JSON.stringify({ title }))}`,
  )) as Record<string, unknown>[];
  expect(offer).toMatchObject({
    title,
    startDate: '2027-02-01',
    endDate: '2027-02-28',
    discountType: 'percent',
    discountPercent: 20,
    targetGroups: ['group-kaffebaren-bakverk-bullar'],
  });
});

test.describe('switching to English through the top bar', () => {
  test.afterEach(({ page }) => forgetSavedLanguage(page, 'admin@kaffebaren.test'));

  test('in English: a product priced "45.50" stores 4550, and the import dry run speaks English', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const suffix = String(Date.now()).slice(-5);
    await signIn(page, 'admin@kaffebaren.test');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Välj språk' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('link', { name: 'Import and export' })).toBeVisible();

    await page.goto(`${PRODUCTS}/create`);
    await field(page, 'Name').fill(`Cinnamon bun ${suffix}`);
    await choose(page, 'Group', 'Bullar');
    await page.getByRole('tab', { name: 'Price and VAT' }).click();
    await field(page, 'Unit price').fill('45.50');
    await choose(page, 'Tax group', FOOD, 'Livsmedel');
    await field(page, 'GL account').fill('3002');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/show$/, { timeout: 15_000 });
    await expect(page.getByText('SEK 45.50').first()).toBeVisible();
    const [created] = (await apiGet(
      page,
      `/api/catalog/product?filter=${encodeURIComponent(JSON.stringify({ name: `Cinnamon bun ${suffix}` }))}`,
    )) as { unitPrice: number }[];
    expect(created?.unitPrice).toBe(4550);

    await page.getByRole('link', { name: 'Import and export' }).click();
    const file = [
      'Name,Group,Unit price,Tax group,Unit,GL account',
      `Bun ${suffix},Bullar,42.00,Livsmedel,Piece,3002`,
      `Broken ${suffix},Bullar,forty,Livsmedel,Piece,3002`,
    ].join('\n');
    await page.getByLabel('Choose CSV file').setInputFiles({
      name: 'buns.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(file, 'utf8'),
    });
    await page.getByRole('button', { name: 'Dry run' }).click();
    await expect(page.getByRole('status')).toContainText(
      'Dry run of 2 rows: 1 new, 0 changed, 0 unchanged, 1 with errors. Nothing was saved.',
    );
    await expect(
      page
        .getByRole('table', { name: 'Rows with errors' })
        .getByRole('row', { name: /^3 Unit price Must be an amount, like 45\.50$/ }),
    ).toBeVisible();
  });
});

for (const language of ['sv', 'en'] as const) {
  const t = {
    sv: { name: 'Namn', price: 'Styckpris', titles: ['Produkter', 'Z- och X-rapporter', 'Ordrar'] },
    en: { name: 'Name', price: 'Unit price', titles: ['Products', 'Z and X reports', 'Orders'] },
  }[language];

  test(`at 390 px in ${language}: whole titles, and the products list shows name and price with no sideways scroll`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin@kaffebaren.test');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    if (language === 'en') {
      await page.context().addCookies([{ name: 'language', value: 'en', url: page.url() }]);
      await page.reload();
    }
    const paths = [PRODUCTS, '/apps/merchant/reports', '/apps/merchant/orders'];
    for (const [index, path] of paths.entries()) {
      await page.goto(path);
      await expect(page.locator('main table tbody tr').first()).toBeVisible();
      const title = page.locator('#react-admin-title');
      await expect(title).toHaveText(t.titles[index]!);
      // The whole title shows: nothing of it is cut off.
      expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      if (path === PRODUCTS) {
        const headers = page.locator('main table thead th').filter({ hasText: /\S/ });
        await expect(headers).toHaveText([t.name, t.price]);
      }
    }
  });
}
