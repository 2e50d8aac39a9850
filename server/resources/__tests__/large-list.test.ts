/**
 * A list over many records (DESIGN.md 8: a list request p95 <= 30 ms on 100,000 records): the page is
 * read from the sort index, in order, with no window function and no sort of every row; the total of
 * an unfiltered list comes from the kept count; a filtered list counts up to TOTAL_CAP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { resourceDefinitions } from '../definitions.ts';
import { buildListQuery } from '../list-query.ts';
import { pageQuery, TOTAL_CAP } from '../storage.ts';
import { tableFor } from '../../storage/tables.ts';

const ORG = 'org-kaffebaren';
const BULK = TOTAL_CAP + 50;
const stores = resourceDefinitions.find((d) => d.name === 'stores')!;

let server: TestServer;
let admin: Record<string, string>;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.authHeader('admin@kaffebaren.test');
  // Derives the indexes (on the first request), then adds the records in one statement.
  expect((await server.app.request('/api/store', { headers: admin })).status).toBe(200);
  await server.db.query(
    `INSERT INTO stores (id, organization_id, name, time_zone, currency, supported_languages, default_language)
     SELECT 'bulk-' || lpad(i::text, 5, '0'), $1, 'Filial ' || lpad(i::text, 5, '0'), 'Europe/Stockholm', 'SEK', ARRAY['sv'], 'sv'
     FROM generate_series(1, $2::int) AS i`,
    [ORG, BULK],
  );
  await server.db.query('ANALYZE stores');
}, 120_000);
afterAll(() => server.close());

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Scan Direction'?: string;
  Plans?: PlanNode[];
}

async function planOf(sql: string, params: unknown[]): Promise<PlanNode> {
  const [row] = await server.db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
  const plan = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
  return parsed[0]!.Plan;
}

const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

/** The compiled page query of a list request. */
const pageSql = (query: ReturnType<typeof buildListQuery>, withStoredTotal = false) => {
  const compiled = pageQuery(query, withStoredTotal).compile();
  return { sql: compiled.sql, params: [...compiled.parameters] };
};

/** The name of the stores table's index made for a label (`name_sort`, `search`). */
const indexOf = (label: string) => {
  const index = tableFor(stores).indexes.find((i) => i.name.startsWith(`ix_stores_${label}_`));
  if (!index) throw new Error(`no ${label} index`);
  return index.name;
};

const list = (params: Record<string, unknown>) =>
  server.app.request(
    `/api/store?${new URLSearchParams(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])))}`,
    {
      headers: admin,
    },
  );

describe('a list of many records', () => {
  it('reads the page of the default sort from the sort index, in order, with nothing sorted or counted over the rows', async () => {
    const query = buildListQuery(stores, { range: '[200,224]' }, ORG);
    const page = pageSql(query);
    expect(page.sql).toContain(`order by lower("name") ASC, id ASC`);
    expect(page.sql).not.toMatch(/OVER\s*\(/i);
    const plan = await planOf(page.sql, page.params);
    expect(plan['Node Type']).toBe('Limit');
    const types = nodes(plan).map((n) => n['Node Type']);
    expect(types).toEqual(['Limit', 'Index Scan']);
    expect(plan.Plans?.[0]).toMatchObject({
      'Index Name': indexOf('name_sort'),
      'Scan Direction': 'Forward',
    });
  });

  it('has one plan for the unfiltered page and its total, whatever the organization and page: the sort index', async () => {
    const page = pageSql(buildListQuery(stores, { range: '[200,224]' }, ORG), true);
    expect(page.sql).toContain('list_total');
    const literal = (value: unknown) => (typeof value === 'number' ? String(value) : `'${String(value)}'`);
    await server.db.query(`PREPARE generic_page AS ${page.sql}`);
    try {
      await server.db.query('SET plan_cache_mode = force_generic_plan');
      const [row] = await server.db.query<{ 'QUERY PLAN': unknown }>(
        `EXPLAIN (FORMAT JSON) EXECUTE generic_page(${page.params.map(literal).join(', ')})`,
      );
      const plan = row?.['QUERY PLAN'];
      const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
      const scans = nodes(parsed[0]!.Plan).filter((n) => n['Relation Name'] === 'stores');
      expect(scans).toEqual([
        expect.objectContaining({ 'Node Type': 'Index Scan', 'Index Name': indexOf('name_sort') }),
      ]);
    } finally {
      await server.db.query('RESET plan_cache_mode');
      await server.db.query('DEALLOCATE generic_page');
    }
  });

  it('reads a descending page from the same index backwards', async () => {
    const page = pageSql(buildListQuery(stores, { sort: '["name","DESC"]', range: '[0,24]' }, ORG));
    const plan = await planOf(page.sql, page.params);
    expect(nodes(plan).map((n) => n['Node Type'])).toEqual(['Limit', 'Index Scan']);
    expect(plan.Plans?.[0]).toMatchObject({
      'Index Name': indexOf('name_sort'),
      'Scan Direction': 'Backward',
    });
  });

  it('answers pages in the sort order with an exact total from the kept count, which follows creates and deletes', async () => {
    const res = await list({ sort: ['name', 'ASC'], range: [0, 24] });
    expect(res.headers.get('content-range')).toBe(`stores 0-24/${BULK + 3}`);
    expect(res.headers.get('x-total-capped')).toBeNull();
    const rows = (await res.json()) as { name: string }[];
    expect(rows.slice(0, 2).map((r) => r.name)).toEqual(['Filial 00001', 'Filial 00002']);
    const last = (await (await list({ sort: ['name', 'DESC'], range: [0, 0] })).json()) as { name: string }[];
    expect(last.map((r) => r.name)).toEqual(['Kaffebaren Vasastan']);

    const created = await server.app.request('/api/store', {
      method: 'POST',
      headers: { ...admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Kaffebaren Kungsholmen',
        timeZone: 'Europe/Stockholm',
        currency: 'SEK',
        supportedLanguages: ['sv'],
        defaultLanguage: 'sv',
      }),
    });
    expect(created.status).toBe(201);
    expect((await list({ range: [0, 24] })).headers.get('content-range')).toBe(`stores 0-24/${BULK + 4}`);
    const { id } = (await created.json()) as { id: string };
    expect((await server.app.request(`/api/store/${id}`, { method: 'DELETE', headers: admin })).status).toBe(
      200,
    );
    expect((await list({ range: [0, 24] })).headers.get('content-range')).toBe(`stores 0-24/${BULK + 3}`);
    const [counted] = await server.db.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM stores WHERE organization_id = $1',
      [ORG],
    );
    expect(Number(counted?.n)).toBe(BULK + 3);
  });

  it('answers the kept total with a page, and past the last page', async () => {
    const total = BULK + 3;
    expect((await list({ range: [100, 124] })).headers.get('content-range')).toBe(`stores 100-124/${total}`);
    expect((await list({ range: [total - 2, total + 22] })).headers.get('content-range')).toBe(
      `stores ${total - 2}-${total - 1}/${total}`,
    );
    const past = await list({ range: [total + 10, total + 34] });
    expect(past.headers.get('content-range')).toMatch(/^stores \*\/\d+$/);
    expect(await past.json()).toEqual([]);
  });

  it('answers a page past the end with its total in the same statement as the page', async () => {
    const statements: string[] = [];
    const { db } = server;
    const spy = (run: typeof db.query) =>
      ((sql: string, params?: readonly unknown[]) => {
        if (/\b(stores|record_counts)\b/.test(sql)) statements.push(sql);
        return run.call(db, sql, params);
      }) as typeof db.query;
    const [query, queryPrepared] = [db.query, db.queryPrepared];
    db.query = spy(query);
    db.queryPrepared = spy(queryPrepared);
    try {
      const past = await list({ range: [BULK + 100, BULK + 124] });
      expect(past.headers.get('content-range')).toBe(`stores */${BULK + 3}`);
      expect(await past.json()).toEqual([]);
      const none = await list({ filter: { q: 'ingen sådan' }, range: [25, 49] });
      expect(none.headers.get('content-range')).toBe('stores */0');
    } finally {
      db.query = query;
      db.queryPrepared = queryPrepared;
    }
    expect(statements).toHaveLength(2);
  });

  it('counts a filtered list up to the cap, and says so', async () => {
    const many = await list({ filter: { q: 'filial' }, range: [0, 24] });
    expect(many.headers.get('content-range')).toBe(`stores 0-24/${TOTAL_CAP}`);
    expect(many.headers.get('x-total-capped')).toBe('true');
    expect(many.headers.get('access-control-expose-headers')).toContain('X-Total-Capped');
    // A page past the cap still answers a valid range.
    const past = await list({ filter: { q: 'filial' }, range: [TOTAL_CAP, TOTAL_CAP + 24] });
    expect(past.headers.get('content-range')).toBe(`stores ${TOTAL_CAP}-${TOTAL_CAP + 24}/${TOTAL_CAP + 25}`);

    const matching = Array.from({ length: BULK }, (_, i) => String(i + 1).padStart(5, '0')).filter((n) =>
      n.includes('004'),
    ).length;
    const few = await list({ filter: { q: 'filial 004' }, range: [0, 4] });
    expect(few.headers.get('content-range')).toBe(`stores 0-4/${matching}`);
    expect(few.headers.get('x-total-capped')).toBeNull();
    const none = await list({ filter: { q: 'ingen sådan' }, range: [0, 4] });
    expect(none.headers.get('content-range')).toBe('stores */0');
  });

  it('finds a part of a value through the trigram index', async () => {
    const query = buildListQuery(stores, { filter: '{"q":"sastan"}' }, ORG);
    const page = pageSql(query);
    const plan = await planOf(page.sql, page.params);
    expect(
      nodes(plan)
        .map((n) => n['Index Name'])
        .filter(Boolean),
    ).toContain(indexOf('search'));
    const rows = await server.db.query<{ id: string }>(page.sql, page.params);
    expect(rows.map((r) => r.id)).toEqual(['store-kaffebaren-vasastan']);
  });

  it('has each derived index once per table, however many definitions share the storage', async () => {
    const indexes = await server.db.query<{ indexname: string; indexdef: string }>(
      "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'users' AND indexname LIKE 'ix\\_%'",
    );
    const shapes = indexes.map((i) => i.indexdef.replace(` ${i.indexname} `, ' '));
    expect(shapes.filter((shape, i) => shapes.indexOf(shape) !== i)).toEqual([]);
    // The merchant list sorts inside its organization, the internal lists across the platform.
    expect(shapes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\(organization_id, lower\(username\), id\)/),
        expect.stringMatching(/\(lower\(username\), id\)/),
      ]),
    );
    const uniques = indexes.filter((i) => i.indexdef.startsWith('CREATE UNIQUE')).map((i) => i.indexdef);
    expect(uniques.filter((d) => d.includes('lower(username)'))).toHaveLength(1);
  });
});
