/**
 * The role-by-route matrix (issue 6): the routes of the route table (src/routing/routeTable.ts: the app
 * routes, the guarded pages, every resource view in every area, the old `:operation/:id?` URLs, the
 * catch-all) opened by a guest and by every demo user that can sign in, and the outcome the SPEC's rules
 * give (expectedOutcome over the same route data): shown, another view, the role's landing, /login or
 * the 404 page. Nothing here names a route or an expectation by hand.
 *
 * Every cell of the full matrix is checked by src/routing/matrixCells.test.ts against the SPEC's rules;
 * the browser opens the cells src/routing/matrixCells.ts chooses: per column, one route of each route kind
 * (resource list, show, edit, create, bespoke page, old URL, moved URL, landing, logout, unknown path) for
 * each outcome kind the column gets there, and every guarded bespoke page once (where it is shown, when a
 * column is shown it). MATRIX_ALL_CELLS=1 opens every route (every old URL word) in every column;
 * MATRIX_ALL_COLUMNS=1 opens every demo user, not one per set of equal rules.
 *
 * One sign-in per column; the routes are then opened inside the running app (history push + popstate,
 * as a link would), in the order matrixCells gives (those that end on one screen together), and /logout
 * (last) by a full load, as is a guest's first route.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { NOT_FOUND_PATH } from '../src/routing/appRoutes';
import { distinctColumns, matrixCells } from '../src/routing/matrixCells';
import { concretePath, expectedOutcome, type RouteEntry } from '../src/routing/routeTable';
import {
  actingColumn,
  apiToken,
  matrixColumns,
  routeData,
  sampleRecords,
  screenSelector,
  type Column,
  type SampleRecord,
} from './helpers/routeData';
import { loadAndWait, openInApp, signInAs } from './helpers/inApp';

// A column opens some 25 routes: minutes on a 2-core machine while other tests run, more on a busy one.
test.describe.configure({ mode: 'parallel', timeout: 900_000 });

/** The columns: the guest, every demo user that signs in, and a super admin working inside an organization. */
const COLUMNS: Column[] = [
  ...matrixColumns(),
  actingColumn('super@demo.test', { id: 'org-kaffebaren', name: 'Kaffebaren AB' }),
];

let fallbackRecords: Promise<Map<string, SampleRecord>> | undefined;
/** A record of every resource, from whichever signed-in user sees one (for the columns that see none). */
function anyRecords(request: APIRequestContext): Promise<Map<string, SampleRecord>> {
  fallbackRecords ??= (async () => {
    const { registry } = await routeData();
    const all = new Map<string, SampleRecord>();
    for (const column of COLUMNS.filter((c) => c.username && !c.organization)) {
      const mine = await sampleRecords(request, registry, await apiToken(request, column.username ?? ''));
      for (const [name, record] of mine) if (!all.has(name)) all.set(name, record);
      if (all.size === registry.definitions.length) break;
    }
    return all;
  })();
  return fallbackRecords;
}

const { table } = await routeData();
const ALL_CELLS = Boolean(process.env.MATRIX_ALL_CELLS);
const distinct = process.env.MATRIX_ALL_COLUMNS
  ? COLUMNS.map((column) => ({ column, alike: [] as string[] }))
  : distinctColumns(table, COLUMNS);
const CELLS = matrixCells(
  table,
  distinct.map((d) => d.column),
  { all: ALL_CELLS },
);

for (const { column, alike } of distinct) {
  const also = alike.length ? ` (same rules as ${alike.join(', ')})` : '';
  const choices = CELLS.get(column.name) ?? [];
  test(`role-by-route matrix: ${column.name}${also}`, async ({ page, request }, testInfo) => {
    // A full sweep opens some 500 routes a column: give it the time (about 1.5 s a route on a busy machine).
    if (ALL_CELLS) test.setTimeout(120_000 + choices.length * 4_000);
    const t0 = Date.now();
    const { registry } = await routeData();
    // The records to open come from the API while the browser signs in.
    const [own, fallback] = await Promise.all([
      column.username
        ? apiToken(request, column.username).then((token) =>
            sampleRecords(request, registry, token, column.organization?.id),
          )
        : new Map<string, SampleRecord>(),
      anyRecords(request),
      signInAs(page, column),
    ]);
    if (process.env.MATRIX_DEBUG) console.log(`signed in, records ${Date.now() - t0}ms`);
    const definitionOf = (entry: RouteEntry) =>
      entry.resource ? registry.get(entry.resource)?.name : undefined;
    /** The record to open an entry with: a view shown to this user needs its own; a refused one may use anyone's. */
    const recordFor = (entry: RouteEntry): { ok: boolean; record?: SampleRecord } => {
      if (!/:id|:key/.test(entry.path)) return { ok: true };
      const definition = definitionOf(entry);
      const kind = expectedOutcome(table, entry, column.visitor).kind;
      const record = definition
        ? (own.get(definition) ??
          (kind === 'shown' || kind === 'redirected' ? undefined : fallback.get(definition)))
        : undefined;
      return { ok: Boolean(record), ...(record ? { record } : {}) };
    };

    const failures: string[] = [];
    const skipped: string[] = [];
    const opened: string[] = [];
    // A signed-in user is in the app, on its landing: the routes open inside it, as a link would
    // (an organization chosen in storage is read at a load: then the first one is loaded).
    let first = !column.username || Boolean(column.organization);
    for (const choice of choices) {
      // The first route of the choice this user has a record for (a class of cells needs one of them).
      const entry = choice.entries.find((e) => recordFor(e).ok);
      if (!entry) {
        skipped.push(`${choice.why}: no record visible to ${column.name} for any of its routes`);
        continue;
      }
      const { record } = recordFor(entry);
      const expected = expectedOutcome(table, entry, column.visitor);
      const url = concretePath(entry.path, record);
      const target = concretePath(expected.path, record);
      const selector = screenSelector(expected.screen);
      const started = Date.now();
      const arrival =
        first || entry.target.kind === 'logout'
          ? await loadAndWait(page, url, target, selector)
          : await openInApp(page, url, target, selector).catch(() =>
              loadAndWait(page, url, target, selector),
            );
      first = false;
      opened.push(`${choice.why}: ${url} -> ${expected.kind} ${target}`);
      if (process.env.MATRIX_DEBUG)
        console.log(
          `${arrival.ok ? 'ok ' : 'BAD'} ${Date.now() - started}ms ${url} -> ${target} now ${arrival.path}`,
        );
      if (!arrival.ok) {
        failures.push(`${url}: expected ${expected.kind} ${target} (${selector}), got ${arrival.path}`);
        // Start the next cell from a known state.
        first = true;
      }
    }
    testInfo.annotations.push({
      type: 'cells',
      description: `${opened.length} routes checked for ${column.name}:\n${opened.join('\n')}`,
    });
    if (skipped.length) testInfo.annotations.push({ type: 'skipped cells', description: skipped.join('\n') });
    expect(
      failures,
      `${failures.length} of ${opened.length} routes differ from the SPEC rules for ${column.name}`,
    ).toEqual([]);
    expect(opened.length + skipped.length).toBe(choices.length);
    // A whole sweep may meet routes of resources this user has no record of; a chosen class may not.
    if (ALL_CELLS) expect(skipped.length, skipped.join('\n')).toBeLessThan(choices.length / 4);
    else expect(skipped, 'classes of cells no route could stand for').toEqual([]);
  });
}

/** Whether the caller's own organization has a record of this definition shown by this label. */
async function ownsLabel(
  request: APIRequestContext,
  definition: { api: string; representation: string },
  token: string,
  label: string,
): Promise<boolean> {
  const response = await request.get(`/${definition.api}`, {
    params: { range: '[0,999]', filter: '{}' },
    headers: { Authorization: `Bearer ${token}` },
  });
  const records = response.ok() ? ((await response.json()) as Record<string, unknown>[]) : [];
  return records.some((r) => String(r[definition.representation]) === label);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('a merchant admin cannot open another organization’s records by URL', async ({ page, request }) => {
  const { registry } = await routeData();
  const [owner, other] = ['admin@kaffebaren.test', 'admin@bokhandeln.test'];
  const theirs = await sampleRecords(request, registry, await apiToken(request, owner));
  const otherToken = await apiToken(request, other);
  const mine = await sampleRecords(request, registry, otherToken);
  const column = COLUMNS.find((c) => c.username === other);
  if (!column) throw new Error(`${other} does not sign in`);
  await signInAs(page, column);
  const registrations = registry.registrations.filter(
    (r) =>
      r.definition.scope === 'organization' &&
      theirs.has(r.definition.name) &&
      r.definition.access.show !== false,
  );
  expect(registrations.map((r) => r.name)).toContain('apps/setting/stores');
  // Whatever the pages ask of another organization's records, the API refuses.
  const answered: string[] = [];
  page.on('response', (r) => {
    const segments = new URL(r.url()).pathname.split('/');
    if ([...theirs.values()].some((t) => segments.includes(encodeURIComponent(t.id))) && r.status() !== 404)
      answered.push(`${r.status()} ${r.url()}`);
  });
  for (const registration of registrations) {
    const record = theirs.get(registration.definition.name);
    if (!record) continue;
    expect(mine.get(registration.definition.name)?.id, 'the organizations share no record').not.toBe(
      record.id,
    );
    // A resource the back office only reads (issued gift cards, import history) has no edit page to try.
    const editable = registration.definition.access.edit !== false;
    const recordPath = `/${registration.definition.api}/${encodeURIComponent(record.id)}`;
    for (const [index, url] of [
      `${registration.path}/${encodeURIComponent(record.id)}/show`,
      ...(editable ? [`${registration.path}/${encodeURIComponent(record.id)}`] : []),
    ].entries()) {
      // The show asks the API for the record; the edit page after it may reuse that refusal, unasked.
      const answer =
        index === 0
          ? page.waitForResponse((r) => r.url().includes(recordPath), { timeout: 20_000 })
          : undefined;
      // Inside the running app, as a link would: a full load per URL cost most of this test's minutes.
      await page.evaluate((target) => {
        window.history.pushState(null, '', target);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }, url);
      if (answer) expect((await answer).status(), `${url}: the API answers`).toBe(404);
      // react-admin says the record does not exist and goes back to the list, or the guard sends the user away.
      await expect(page).not.toHaveURL(new RegExp(`/${encodeURIComponent(record.id)}`));
      // Where they land is their own list: once its rows are there, none of them, and no input, holds the other's record.
      // (A label may also be an enum's text in another column, so only the record's own column counts.)
      const { representation, fields, list } = registration.definition;
      // A list whose first view is not the table (the product groups' tree) shows its records as list items.
      const tree = (list?.currentViews?.[0] ?? 'table') !== 'table';
      const names = tree
        ? page.getByRole('main').getByRole('listitem')
        : page.locator(`.RaList-main td.column-${representation}`);
      if (mine.has(registration.definition.name) && new URL(page.url()).pathname === registration.path) {
        // The list's rows are there (a name not listed as a column, e.g. a stock level's, has no cells).
        await expect(
          tree || fields[representation]?.listed
            ? names.first()
            : page.locator('.RaList-main tbody tr').first(),
        ).toBeVisible();
      }
      // A name both organizations use (the standard tax groups, "Presentkort 200 kr") proves nothing on the page.
      if (await ownsLabel(request, registration.definition, otherToken, record.label)) continue;
      const label = new RegExp(`^${escapeRegExp(record.label)}$`);
      await expect(
        tree ? names.filter({ has: page.getByText(label) }) : names.filter({ hasText: label }),
      ).toHaveCount(0);
      await expect(page.locator(`input[value="${record.label.replace(/"/g, '\\"')}"]`)).toHaveCount(0);
    }
  }
  expect(answered, 'answers other than 404 for the other organization’s records').toEqual([]);
  // The 404 page is not where they land: the list of their own organization is.
  await expect(page).not.toHaveURL(NOT_FOUND_PATH);
});
