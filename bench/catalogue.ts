/**
 * The catalogue at scale (issue 13): one organization with `count` products in 1,000 sub-groups of 100
 * main groups (100 products each, the most a group takes), every product with an EAN; then the requests
 * the catalogue's screens send, each timed by a few clients at once, and a 10,000-row CSV import (dry
 * run and import) through the API.
 */
import { ean13 } from '../server/seed/catalogue/build.ts';
import { taxGroupId } from '../server/seed/catalogue/tax-groups.ts';
import type { Queryable } from '../server/db/db.ts';
import { resourceDefinitions } from '../server/resources/definitions.ts';
import { prepareData } from '../server/resources/input.ts';
import { insertRows } from '../server/resources/storage.ts';
import { timeRequests, type TimedRequest } from './api-load.ts';

const MAIN_GROUPS = 100;
const SUB_GROUPS = 10;
const PER_GROUP = 100;
/** Empty sub-groups the import fills (10,000 rows, 100 to a group). */
const IMPORT_GROUPS = 100;
export const IMPORT_ROWS = 10_000;
const ACTOR = 'bench';

const WORDS = [
  'Kanel',
  'Kardemumma',
  'Vanilj',
  'Choklad',
  'Hallon',
  'Blåbär',
  'Mandel',
  'Citron',
  'Kaffe',
  'Lakrits',
];
const THINGS = ['bulle', 'kaka', 'tårta', 'bönor', 'te', 'dryck', 'kopp', 'påse', 'burk', 'ask'];

const definition = (name: string) => resourceDefinitions.find((d) => d.name === name)!;
const groupId = (main: number, sub: number) => `bench-group-${main}-${sub}`;
const productName = (i: number) =>
  `${WORDS[i % WORDS.length]}${THINGS[Math.floor(i / WORDS.length) % THINGS.length]} ${String(i).padStart(6, '0')}`;
const productEan = (i: number) => ean13(`739${String(i).padStart(9, '0')}`);

function product(i: number, group: string, organization: string) {
  return {
    name: productName(i),
    group,
    sku: `BENCH${i}`,
    eans: [{ code: productEan(i) }],
    unitPrice: 1000 + (i % 500) * 100,
    priceIncludesVat: true,
    taxGroup: taxGroupId(organization, i % 3 === 0 ? 'standard' : 'restaurant'),
    unit: 'pcs',
    glAccount: '3001',
    visibility: ['register', 'web'],
  };
}

/** Fills the organization (`org-<key>`) with the groups and `count` products, judged by the API's validation. */
export async function fillCatalogue(tx: Queryable, organizationId: string, count: number): Promise<void> {
  const key = organizationId.replace(/^org-/, '');
  const groups = definition('product-groups');
  const mains = Array.from({ length: MAIN_GROUPS + 1 }, (_, m) => ({
    id: `bench-group-${m}`,
    data: {
      name: m === MAIN_GROUPS ? 'Import' : `Sortiment ${String(m + 1).padStart(3, '0')}`,
      sortOrder: m,
    },
  }));
  await insertRows(tx, groups, organizationId, mains, ACTOR);
  const subs = mains.flatMap((main, m) =>
    Array.from({ length: m === MAIN_GROUPS ? IMPORT_GROUPS : SUB_GROUPS }, (_, s) => ({
      id: groupId(m, s),
      data: { name: `${main.data.name} / ${String(s + 1).padStart(3, '0')}`, parent: main.id, sortOrder: s },
    })),
  );
  await insertRows(tx, groups, organizationId, subs, ACTOR);
  const products = definition('products');
  for (let start = 0; start < count; start += 1000) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + 1000); i += 1) {
      const leaf = Math.floor(i / PER_GROUP);
      const data = product(
        i,
        groupId(Math.floor(leaf / SUB_GROUPS) % MAIN_GROUPS, leaf % SUB_GROUPS),
        `${key}`,
      );
      // Every hundredth is judged by the API's own validation: what is stored is what the form could save.
      rows.push({
        id: `bench-product-${i}`,
        data: i % 100 === 0 ? await prepareData(products, data, {}, 'create') : data,
      });
    }
    await insertRows(tx, products, organizationId, rows, ACTOR);
  }
}

/** The requests of the catalogue's screens, each sent `rounds` times by `clients` clients at once. */
export async function measureCatalogue(
  baseUrl: string,
  token: string,
  count: number,
  clients = 5,
  rounds = 40,
): Promise<TimedRequest[]> {
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const list = (filter: object, range: [number, number], sort: [string, string]) =>
    `${baseUrl}/api/catalog/product?${new URLSearchParams({
      filter: JSON.stringify(filter),
      range: JSON.stringify(range),
      sort: JSON.stringify(sort),
    }).toString()}`;
  const groupsUrl = (filter: object) =>
    `${baseUrl}/api/catalog/productgroup?${new URLSearchParams({
      filter: JSON.stringify(filter),
      range: '[0,999]',
      sort: '["sortOrder","ASC"]',
    }).toString()}`;
  const leafOf = (n: number) => groupId(n % MAIN_GROUPS, Math.floor(n / MAIN_GROUPS) % SUB_GROUPS);
  const requests: { label: string; urls: (n: number) => string[] }[] = [
    {
      label: 'products list, first page by name',
      urls: (n) => [list({}, [25 * (n % 10), 25 * (n % 10) + 24], ['name', 'ASC'])],
    },
    {
      label: 'hierarchy first paint (the main groups with their counts)',
      urls: () => [groupsUrl({ parent_empty: true })],
    },
    {
      label: 'hierarchy, a group opened (its sub-groups, then one’s products)',
      urls: (n) => [
        groupsUrl({ parent: `bench-group-${n % MAIN_GROUPS}` }),
        list({ group: leafOf(n) }, [0, 99], ['name', 'ASC']),
      ],
    },
    { label: 'filter by group', urls: (n) => [list({ group: leafOf(n * 7) }, [0, 24], ['name', 'ASC'])] },
    {
      label: 'search by name',
      urls: (n) => [list({ q: productName((n * 997) % count).split(' ')[1]! }, [0, 24], ['name', 'ASC'])],
    },
    {
      label: 'search by EAN',
      urls: (n) => [list({ q: productEan((n * 7919) % count) }, [0, 24], ['name', 'ASC'])],
    },
  ];
  return timeRequests(requests, headers, clients, rounds);
}

/** A 10,000-row file of new products for the import groups, sent as the import page sends it; seconds each. */
export async function timeImport(
  baseUrl: string,
  token: string,
  count: number,
): Promise<{ dryRunSeconds: number; importSeconds: number; created: number; failed: number }> {
  const columns = ['name', 'group', 'sku', 'eans', 'unitPrice', 'taxGroup', 'unit', 'glAccount'];
  const rows = Array.from({ length: IMPORT_ROWS }, (_, r) => {
    const i = count + r;
    return [
      productName(i),
      `Import / ${String(Math.floor(r / PER_GROUP) + 1).padStart(3, '0')}`,
      `BENCH${i}`,
      productEan(i),
      '49,50',
      'Standard 25 %',
      'Styck',
      '3001',
    ];
  });
  const send = async (dryRun: boolean) => {
    const t0 = performance.now();
    const response = await fetch(`${baseUrl}/api/catalog/product/import`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ fileName: 'bench.csv', dryRun, language: 'sv', columns, rows }),
      signal: AbortSignal.timeout(600_000),
    });
    const report = (await response.json()) as { created: number; failed: number };
    if (!response.ok) throw new Error(`bench: import answered ${response.status}: ${JSON.stringify(report)}`);
    return { seconds: (performance.now() - t0) / 1000, report };
  };
  const dry = await send(true);
  const done = await send(false);
  return {
    dryRunSeconds: Math.round(dry.seconds * 10) / 10,
    importSeconds: Math.round(done.seconds * 10) / 10,
    created: done.report.created,
    failed: done.report.failed,
  };
}
