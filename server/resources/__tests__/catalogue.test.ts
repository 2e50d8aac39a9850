/**
 * The catalogue in the API (SPEC 3, 5): every product and modifier rule as a table run against the
 * form's validation and the API with the same outcome; the group tree's rules (no sub-group under a
 * group with products, no products in a group with sub-groups, at most 100 per group); tax groups with
 * dated rates and the VAT a product shows; a new organization's tax groups; isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STANDARD_TAX_GROUPS } from '../../../src/domain/tax-groups.ts';
import { excludingVat, rateOn, swedishToday } from '../../../src/domain/vat.ts';
import customers from '../../../src/resources/customers/index.ts';
import giftCardTemplates from '../../../src/resources/gift-card-templates.ts';
import modifierSets from '../../../src/resources/modifier-sets.ts';
import offers from '../../../src/resources/offers.ts';
import products from '../../../src/resources/products/index.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import { validateRecord } from '../../../src/schema/validation.ts';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { storedRow, storedRows } from '../../testing/stored.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

const PRODUCTS = '/api/catalog/product';
const GROUPS = '/api/catalog/productgroup';
const MODIFIERS = '/api/catalog/modifierset';
const TAX_GROUPS = '/api/catalog/taxgroup';
const ADMIN = 'admin@kaffebaren.test';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const send = async (username: string, method: string, path: string, body?: unknown) =>
  server.app.request(path, {
    method,
    headers: { ...(await server.authHeader(username)), 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

let n = 0;
const validProduct = () => ({
  name: `Testprodukt ${++n}`,
  sku: `T${n}`,
  unitPrice: 4900,
  taxGroup: 'taxgroup-kaffebaren-restaurant',
  group: 'group-kaffebaren-kalla',
  unit: 'pcs',
  glAccount: '3002',
});

type Case = [string, Record<string, unknown>, string[]];

async function sameOutcome(
  definition: ResourceDefinition,
  path: string,
  values: Record<string, unknown>,
  expected: string[],
) {
  const form = (await validateRecord(definition, values, 'create')).map((i) => `${i.field}:${i.key}`).sort();
  const res = await send(ADMIN, 'POST', path, values);
  const body = await json<{ errors?: { field: string; errorCode: string }[] }>(res);
  const api = res.status === 201 ? [] : (body.errors ?? []).map((e) => `${e.field}:${e.errorCode}`).sort();
  expect(form).toEqual([...expected].sort());
  expect(api).toEqual(form);
  expect(res.status).toBe(expected.length ? 400 : 201);
}

const productCases: Case[] = [
  ['a valid product', {}, []],
  ['a name with a leading space', { name: ' Kaffe' }, ['name:validation.product.name_spaces']],
  ['a name with a trailing space', { name: 'Kaffe ' }, ['name:validation.product.name_spaces']],
  ['a SKU with a hyphen', { sku: 'KB-1' }, ['sku:validation.product.sku']],
  ['a SKU with Swedish letters', { sku: `Åöä${n + 1000}` }, []],
  ['an EAN-13 with a correct check digit', { eans: [{ code: '7310865004703' }] }, []],
  ['an EAN-8', { eans: [{ code: '96385074' }] }, []],
  [
    'an EAN with a wrong check digit',
    { eans: [{ code: '7310865004704' }] },
    ['eans.0.code:validation.product.ean'],
  ],
  ['an EAN of 12 digits', { eans: [{ code: '731086500470' }] }, ['eans.0.code:validation.product.ean']],
  ['no GL account', { glAccount: '' }, ['glAccount:validation.required']],
  ['a GL account of 3 digits', { glAccount: '299' }, ['glAccount:validation.gl_account']],
  ['no tax group', { taxGroup: null }, ['taxGroup:validation.required']],
  ['a price of 0', { unitPrice: 0 }, ['unitPrice:validation.amount_positive']],
  ['a price with öre fractions', { unitPrice: 49.5 }, ['unitPrice:validation.integer']],
  ['min, target and max in order', { minPrice: 4000, targetPrice: 4500, maxPrice: 5000 }, []],
  ['min equal to max', { minPrice: 5000, maxPrice: 5000 }, ['maxPrice:validation.price.min_below_max']],
  ['min above max', { minPrice: 6000, maxPrice: 5000 }, ['maxPrice:validation.price.min_below_max']],
  [
    'min above target',
    { minPrice: 5000, targetPrice: 4500 },
    ['minPrice:validation.price.min_at_most_target'],
  ],
  [
    'max below target',
    { maxPrice: 4000, targetPrice: 4500 },
    ['maxPrice:validation.price.max_at_least_target'],
  ],
  ['a negative lowest price', { minPrice: -100 }, ['minPrice:validation.amount_positive']],
  [
    'a long description of 349 characters',
    { longDescription: 'x'.repeat(349) },
    ['longDescription:validation.min_length'],
  ],
  ['a long description of 375 characters', { longDescription: 'x'.repeat(375) }, []],
  [
    'a long description of 401 characters',
    { longDescription: 'x'.repeat(401) },
    ['longDescription:validation.max_length'],
  ],
  ['an unknown unit', { unit: 'tonne' }, ['unit:validation.enum']],
  ['an unknown channel', { visibility: ['kiosk'] }, ['visibility.0:validation.enum']],
];

describe.each(productCases)('a product: %s', (_label, change, expected) => {
  it('gets the same outcome from the form and the API', () =>
    sameOutcome(products, PRODUCTS, { ...validProduct(), ...change }, expected));
});

const modifier = (name: string, preselected = false) => ({ name, price: 500, preselected });
const modifierCases: Case[] = [
  ['a valid set', {}, []],
  ['no modifiers', { modifiers: [] }, ['modifiers:validation.at_least_one_row']],
  [
    'two preselected where one may be chosen',
    { modifiers: [modifier('Havre', true), modifier('Soja', true)] },
    ['modifiers:validation.modifiers.too_many_preselected'],
  ],
  [
    'max selections above the modifiers',
    { maxSelections: 3 },
    ['maxSelections:validation.modifiers.max_above_count'],
  ],
  ['max selections 0', { maxSelections: 0 }, ['maxSelections:validation.min']],
  ['a modifier without a name', { modifiers: [modifier('')] }, ['modifiers.0.name:validation.required']],
];

describe.each(modifierCases)('a modifier set: %s', (_label, change, expected) => {
  it('gets the same outcome from the form and the API', () =>
    sameOutcome(
      modifierSets,
      MODIFIERS,
      {
        name: `Tillval ${++n}`,
        maxSelections: 1,
        modifiers: [modifier('Havre', true), modifier('Soja')],
        ...change,
      },
      expected,
    ));
});

const customerCases: Case[] = [
  ['a Swedish customer', {}, []],
  ['a Swedish mobile number', { phone: '070-123 45 67' }, []],
  ['a mobile number one digit short', { phone: '070-123 45 6' }, ['phone:validation.customer.phone']],
  ['a Norwegian customer with a Norwegian number', { country: 'NO', phone: '412 34 567' }, []],
  ['a valid personnummer', { personalId: '19811218-9876' }, []],
  [
    'a personnummer with a wrong check digit',
    { personalId: '19811218-9875' },
    ['personalId:validation.customer.personal_id_se'],
  ],
  ['a Norwegian fødselsnummer', { country: 'NO', phone: null, personalId: '01010750160' }, []],
  [
    'a Norwegian number with a wrong check digit',
    { country: 'NO', phone: null, personalId: '01010750161' },
    ['personalId:validation.customer.personal_id_no'],
  ],
  [
    'a personal id for a Danish customer',
    { country: 'DK', phone: null, personalId: '0101071234' },
    ['personalId:validation.customer.personal_id_unsupported'],
  ],
  [
    'a reference of 26 characters',
    { customerReference: 'x'.repeat(26) },
    ['customerReference:validation.max_length'],
  ],
  ['a bad e-mail', { email: 'anna@' }, ['email:validation.email']],
];

describe.each(customerCases)('a customer: %s', (_label, change, expected) => {
  it('gets the same outcome from the form and the API', () =>
    sameOutcome(
      customers,
      '/api/customer',
      { name: `Kund ${++n}`, email: `kund${n}@exempel.se`, country: 'SE', phone: '08-123 456 78', ...change },
      expected,
    ));
});

const giftCardCases: Case[] = [
  ['a fixed amount', {}, []],
  ['a fixed amount without a price', { price: null }, ['price:validation.gift_card.price_required']],
  ['an open amount', { priceType: 'open', price: null, minPrice: 10000, maxPrice: 100000 }, []],
  [
    'an open amount without its highest',
    { priceType: 'open', minPrice: 10000 },
    ['maxPrice:validation.gift_card.range_required'],
  ],
  [
    'an open amount, lowest above highest',
    { priceType: 'open', minPrice: 100000, maxPrice: 10000 },
    ['maxPrice:validation.price.min_below_max'],
  ],
  ['a price of 0', { price: 0 }, ['price:validation.amount_positive']],
  ['no credit account', { creditAccount: '' }, ['creditAccount:validation.required']],
  ['validity of 0 years', { validityYears: 0 }, ['validityYears:validation.min']],
];

describe.each(giftCardCases)('a gift card template: %s', (_label, change, expected) => {
  it('gets the same outcome from the form and the API', () =>
    sameOutcome(
      giftCardTemplates,
      '/api/catalog/giftcard-template',
      {
        name: `Presentkort ${++n}`,
        priceType: 'fixed',
        price: 20000,
        validityYears: 3,
        debitAccount: '2421',
        creditAccount: '3690',
        ...change,
      },
      expected,
    ));
});

const offerCases: Case[] = [
  ['a percent offer', {}, []],
  [
    'an offer ending before it starts',
    { endDate: '2026-11-30' },
    ['endDate:validation.offer.end_before_start'],
  ],
  [
    'a percent offer without its percent',
    { discountPercent: null },
    ['discountPercent:validation.offer.percent_required'],
  ],
  ['a percent of 101', { discountPercent: 101 }, ['discountPercent:validation.percentage']],
  [
    'a fixed price without the price',
    { discountType: 'fixedPrice' },
    ['discountAmount:validation.offer.amount_off_required'],
  ],
  ['a fixed price', { discountType: 'fixedPrice', discountPercent: null, discountAmount: 2500 }, []],
  [
    'buy 3 from a group',
    { condition: 'quantity', conditionQuantity: 3, conditionGroup: 'group-kaffebaren-bakverk-kakor' },
    [],
  ],
  [
    'buy from a group without the number',
    { condition: 'quantity', conditionGroup: 'group-kaffebaren-bakverk-kakor' },
    ['conditionQuantity:validation.offer.quantity_required'],
  ],
  [
    'buy for an amount without the amount',
    { condition: 'amount' },
    ['conditionAmount:validation.offer.amount_required'],
  ],
  ['min, target and max in order', { minAmount: 1000, targetPrice: 2000, maxAmount: 3000 }, []],
  ['min equal to max', { minAmount: 3000, maxAmount: 3000 }, ['maxAmount:validation.price.min_below_max']],
  [
    'max below target',
    { targetPrice: 4000, maxAmount: 3000 },
    ['maxAmount:validation.price.max_at_least_target'],
  ],
  [
    'min above target',
    { targetPrice: 1000, minAmount: 2000 },
    ['minAmount:validation.price.min_at_most_target'],
  ],
  ['a min amount of 0', { minAmount: 0 }, ['minAmount:validation.amount_positive']],
  ['a reference of 21 characters', { reference: 'x'.repeat(21) }, ['reference:validation.max_length']],
];

describe.each(offerCases)('an offer: %s', (_label, change, expected) => {
  it('gets the same outcome from the form and the API', () =>
    sameOutcome(
      offers,
      '/api/offers',
      {
        title: `Erbjudande ${++n}`,
        rank: 50,
        startDate: '2026-12-01',
        condition: 'none',
        targetGroups: ['group-kaffebaren-kalla'],
        discountType: 'percent',
        discountPercent: 10,
        ...change,
      },
      expected,
    ));
});

describe('the group tree', () => {
  it('refuses a sub-group under a group that holds products, saying why, and writes nothing', async () => {
    const before = (await storedRows(server.db, 'product-groups')).length;
    const res = await send(ADMIN, 'POST', GROUPS, { name: 'Läsk', parent: 'group-kaffebaren-kalla' });
    const body = await expectApiError(res, 400, 'validation.product_group.parent_has_products');
    expect(body.errors[0]).toMatchObject({ field: 'parent' });
    expect(body.errors[0]?.errorMessage.sv).toBe(
      'Gruppen innehåller produkter: flytta dem till en annan grupp innan du lägger till en undergrupp',
    );
    expect((await storedRows(server.db, 'product-groups')).length).toBe(before);
  });

  it('puts a new group without an order last among its siblings, not first', async () => {
    const groups = await json<{ id: string; parent?: string | null; sortOrder: number }[]>(
      await send(ADMIN, 'GET', `${GROUPS}?range=[0,999]`),
    );
    const orders = (parent: string | null) =>
      groups.filter((g) => (g.parent ?? null) === parent).map((g) => g.sortOrder);
    const main = await json<{ sortOrder: number }>(await send(ADMIN, 'POST', GROUPS, { name: 'Säsong' }));
    expect(main.sortOrder).toBe(Math.max(0, ...orders(null)) + 10);
    const sub = await json<{ id: string; sortOrder: number }>(
      await send(ADMIN, 'POST', GROUPS, { name: 'Ristretto', parent: 'group-kaffebaren-kaffe' }),
    );
    expect(sub.sortOrder).toBe(Math.max(0, ...orders('group-kaffebaren-kaffe')) + 10);
    expect((await send(ADMIN, 'DELETE', `${GROUPS}/${sub.id}`)).status).toBe(200);
    const chosen = await json<{ sortOrder: number }>(
      await send(ADMIN, 'POST', GROUPS, { name: 'Först', sortOrder: 0 }),
    );
    expect(chosen.sortOrder).toBe(0);
  });

  it('refuses a name that starts or ends with a space, as products do', async () => {
    const res = await send(ADMIN, 'POST', GROUPS, { name: ' Mellanslag ' });
    const body = await expectApiError(res, 400, 'validation.product.name_spaces');
    expect(body.errors[0]).toMatchObject({ field: 'name' });
  });

  it('refuses a third level', async () => {
    const res = await send(ADMIN, 'POST', GROUPS, {
      name: 'Djup',
      parent: 'group-kaffebaren-kaffe-espresso',
    });
    await expectApiError(res, 400, 'validation.product_group.too_deep');
  });

  it('refuses a product in a group divided into sub-groups', async () => {
    const res = await send(ADMIN, 'POST', PRODUCTS, { ...validProduct(), group: 'group-kaffebaren-kaffe' });
    const body = await expectApiError(res, 400, 'validation.product.group_has_sub_groups');
    expect(body.errors[0]).toMatchObject({ field: 'group' });
  });

  it('counts each group’s products and sub-groups', async () => {
    const res = await send(ADMIN, 'GET', `${GROUPS}?_start=0&_end=100`);
    const groups = await json<{ id: string; productCount: number; subGroupCount: number }[]>(res);
    const kaffe = groups.find((g) => g.id === 'group-kaffebaren-kaffe');
    const espresso = groups.find((g) => g.id === 'group-kaffebaren-kaffe-espresso');
    expect(kaffe).toMatchObject({ productCount: 0, subGroupCount: 3 });
    const stored = (await storedRows(server.db, 'products')).filter(
      (p) => p.data.group === espresso?.id,
    ).length;
    expect(espresso).toMatchObject({ productCount: stored, subGroupCount: 0 });
    expect(stored).toBeGreaterThan(10);
  });

  it('takes at most 100 products in one group', async () => {
    const group = await json<{ id: string }>(await send(ADMIN, 'POST', GROUPS, { name: 'Full grupp' }));
    const rows = Array.from({ length: 100 }, (_, i) => ({
      ...validProduct(),
      name: `Fyllnad ${i}`,
      group: group.id,
    }));
    for (const row of rows) expect((await send(ADMIN, 'POST', PRODUCTS, row)).status).toBe(201);
    const res = await send(ADMIN, 'POST', PRODUCTS, { ...validProduct(), group: group.id });
    const body = await expectApiError(res, 400, 'validation.product.group_full');
    expect(body.errors[0]?.errorMessage.en).toBe('A group holds at most 100 products');
    // A product already in the full group is still saved: it does not count against itself.
    const [member] = await json<Record<string, unknown>[]>(
      await send(
        ADMIN,
        'GET',
        `${PRODUCTS}?filter=${encodeURIComponent(JSON.stringify({ group: group.id }))}`,
      ),
    );
    expect(
      (await send(ADMIN, 'PUT', `${PRODUCTS}/${String(member!.id)}`, { ...member, name: 'Fyllnad, ny' }))
        .status,
    ).toBe(200);
  });
});

describe('VAT', () => {
  it('shows each tax group’s rate of today, food by its dated rates', async () => {
    const res = await send(ADMIN, 'GET', `${TAX_GROUPS}?_start=0&_end=20`);
    const groups = await json<{ id: string; currentRate: number }[]>(res);
    const food = groups.find((g) => g.id === 'taxgroup-kaffebaren-food');
    expect(food?.currentRate).toBe(rateOn(STANDARD_TAX_GROUPS.food.rates, swedishToday()));
    expect(rateOn(STANDARD_TAX_GROUPS.food.rates, '2026-03-31')).toBe(12);
    expect(rateOn(STANDARD_TAX_GROUPS.food.rates, '2026-04-01')).toBe(6);
    expect(rateOn(STANDARD_TAX_GROUPS.food.rates, '2027-12-31')).toBe(6);
    expect(rateOn(STANDARD_TAX_GROUPS.food.rates, '2028-01-01')).toBe(12);
  });

  it('gives a product today’s rate of its tax group and its price without VAT', async () => {
    const res = await send(ADMIN, 'GET', `${PRODUCTS}/product-kaffebaren-001`);
    const espresso = await json<{ unitPrice: number; currentVatRate: number; priceExcludingVat: number }>(
      res,
    );
    expect(espresso).toMatchObject({ unitPrice: 3500, currentVatRate: 12 });
    expect(espresso.priceExcludingVat).toBe(excludingVat(3500, 12));
    expect(espresso.priceExcludingVat).toBe(3125);
  });

  it('refuses deleting a tax group products use', async () => {
    const res = await send(ADMIN, 'DELETE', `${TAX_GROUPS}/taxgroup-kaffebaren-restaurant`);
    await expectApiError(res, 409, 'errors.in_use');
    expect(await storedRow(server.db, 'tax-groups', 'taxgroup-kaffebaren-restaurant')).toBeDefined();
  });

  it('gives a new organization the standard tax groups', async () => {
    const res = await send('super@demo.test', 'POST', '/api/organization', {
      name: 'Nya Caféet AB',
      organizationNumber: '559214-0635',
      partnerId: 'partner-nordic',
      status: 'active',
      isCustomer: true,
    });
    const text = await res.text();
    expect(res.status, text).toBe(201);
    const { id } = JSON.parse(text) as { id: string };
    const groups = await storedRows(server.db, 'tax-groups', { organizationId: id });
    expect(groups.map((g) => g.data.name).sort()).toEqual(
      Object.values(STANDARD_TAX_GROUPS)
        .map((g) => g.name)
        .sort(),
    );
  });
});

describe('isolation', () => {
  it('never shows one organization’s catalogue to another', async () => {
    const res = await send('admin@bokhandeln.test', 'GET', `${PRODUCTS}/product-kaffebaren-001`);
    expect(res.status).toBe(404);
    const list = await json<{ id: string }[]>(
      await send('admin@bokhandeln.test', 'GET', `${PRODUCTS}?_start=0&_end=500`),
    );
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.id.startsWith('product-bokhandeln-'))).toBe(true);
  });

  it('refuses a product naming another organization’s group or tax group', async () => {
    const res = await send('admin@bokhandeln.test', 'POST', PRODUCTS, {
      ...validProduct(),
      group: 'group-kaffebaren-kalla',
      taxGroup: 'taxgroup-bokhandeln-books',
    });
    expect(res.status).toBe(400);
    expect((await json<{ errors: { field: string }[] }>(res)).errors.map((e) => e.field)).toContain('group');
  });

  it('finds a product by its EAN in the search', async () => {
    const withEan = (await storedRows(server.db, 'products', { organizationId: 'org-kaffebaren' })).find(
      (row) => Array.isArray(row.data.eans) && row.data.eans.length > 0,
    )!;
    const code = (withEan.data.eans as { code: string }[])[0]!.code;
    const found = await json<{ id: string }[]>(
      await send(ADMIN, 'GET', `${PRODUCTS}?filter=${encodeURIComponent(JSON.stringify({ q: code }))}`),
    );
    expect(found.map((p) => p.id)).toEqual([withEan.id]);
  });

  it('answers the catalogue settings of the acting organization: limits, defaults, tax groups today', async () => {
    const res = await send(ADMIN, 'GET', '/api/catalogs/3.1/settings');
    expect(res.status).toBe(200);
    const settings = await json<{
      currency: string;
      limits: Record<string, unknown>;
      taxGroups: { id: string; rateToday: number }[];
      productCount: number;
    }>(res);
    expect(settings).toMatchObject({
      currency: 'SEK',
      limits: { productsPerGroup: 100, bulkItems: 100, importRows: 200_000, imageBytes: 2 * 1024 * 1024 },
    });
    expect(settings.taxGroups.find((g) => g.id === 'taxgroup-kaffebaren-standard')?.rateToday).toBe(25);
    expect(settings.productCount).toBe(
      (await storedRows(server.db, 'products', { organizationId: 'org-kaffebaren' })).length,
    );
    expect((await send('super@demo.test', 'GET', '/api/catalogs/3.1/settings')).status).toBe(403);
  });

  it('lists the main groups with `parent_empty`, and refuses it on a field that is no filter', async () => {
    const mains = await json<{ parent?: string | null }[]>(
      await send(
        ADMIN,
        'GET',
        `${GROUPS}?range=[0,999]&filter=${encodeURIComponent('{"parent_empty":true}')}`,
      ),
    );
    const all = await storedRows(server.db, 'product-groups', { organizationId: 'org-kaffebaren' });
    expect(mains.length).toBe(all.filter((g) => !g.data.parent).length);
    expect(mains.every((g) => !g.parent)).toBe(true);
    const subs = await json<unknown[]>(
      await send(
        ADMIN,
        'GET',
        `${GROUPS}?range=[0,999]&filter=${encodeURIComponent('{"parent_empty":false}')}`,
      ),
    );
    expect(subs.length + mains.length).toBe(all.length);
    const bad = await send(
      ADMIN,
      'GET',
      `${GROUPS}?filter=${encodeURIComponent('{"sortOrder_empty":"ja"}')}`,
    );
    expect(bad.status).toBe(400);
  });
});
