/**
 * The role-by-route matrix (issue 6): every route of the route table (src/routing/routeTable.ts: the app
 * routes, the guarded pages, every resource view in every area, the old `:operation/:id?` URLs, the
 * catch-all) opened by a guest and by every demo user that can sign in, and the outcome the SPEC's rules
 * give (expectedOutcome over the same route data): shown, another view, the role's landing, /login or
 * the 404 page. Nothing here names a route or an expectation by hand.
 *
 * One sign-in per column; the routes are then opened inside the running app (history push + popstate,
 * as a link would), the first one and /logout (last) by a full load.
 *
 * A route that several signed-in columns are refused alike (sent to the role's landing) is opened by
 * one of them, in turn: every refused route is opened, and every column opens its share of refusals,
 * shown routes and redirects (the refusals were four cells in five). MATRIX_ALL_CELLS=1 opens them all.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { NOT_FOUND_PATH } from '../src/routing/appRoutes';
import { concretePath, expectedOutcome, LEGACY_VIEWS, type RouteEntry } from '../src/routing/routeTable';
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

// A column opens every route in turn: 5 minutes on a 2-core machine while other tests run,
// more on a busy one.
test.describe.configure({ mode: 'parallel', timeout: 900_000 });

/** The columns: the guest, every demo user that signs in, and a super admin working inside an organization. */
const COLUMNS: Column[] = [
  ...matrixColumns(),
  actingColumn('super@demo.test', { id: 'org-kaffebaren', name: 'Kaffebaren AB' }),
];

/**
 * Demo users whose roles and permissions give the same expected outcome on every route (the merchant
 * admins of three organizations) make one column: the first of them is opened, the others are named in
 * its title. MATRIX_ALL_COLUMNS=1 opens every user.
 */
async function distinctColumns(): Promise<{ column: Column; alike: string[] }[]> {
  const { table } = await routeData();
  const groups = new Map<string, { column: Column; alike: string[] }>();
  for (const column of COLUMNS) {
    const outcomes = table.map((entry) => expectedOutcome(table, entry, column.visitor));
    const key = process.env.MATRIX_ALL_COLUMNS
      ? column.name
      : `${Boolean(column.organization)} ${JSON.stringify(outcomes)}`;
    const group = groups.get(key);
    if (group) group.alike.push(column.name);
    else groups.set(key, { column, alike: [] });
  }
  return [...groups.values()];
}

/**
 * The old URLs' operation words are synonyms resolved by one component (the unit test of the route
 * table holds the word list to the app's): one word per view keeps the matrix fast; MATRIX_ALL_WORDS=1
 * opens every word. The same component serves every resource, so a column opens the old URLs of every
 * `share`th resource only, from its own `turn`: across the columns each resource's old URLs are opened,
 * in half the time (they were half of all cells). MATRIX_ALL_WORDS=1 opens them all in every column.
 */
function withOneWordPerView(table: readonly RouteEntry[], turn: number, share: number): RouteEntry[] {
  if (process.env.MATRIX_ALL_WORDS) return [...table];
  const legacyResources = [
    ...new Set(table.filter((e) => e.source === 'legacy').map((e) => e.resource ?? '')),
  ].sort();
  const mine = new Set(legacyResources.filter((_, index) => index % share === turn % share));
  const firstWord = new Map<string, string>();
  for (const [word, view] of Object.entries(LEGACY_VIEWS))
    if (!firstWord.has(view)) firstWord.set(view, word);
  const words = new Set(firstWord.values());
  return table.filter((entry) => {
    if (entry.source !== 'legacy' || !entry.resource) return true;
    if (!mine.has(entry.resource)) return false;
    const registration = `/${entry.resource}/`;
    const word = entry.path.slice(registration.length).split('/')[0] ?? '';
    return words.has(word);
  });
}

/** The column that opens each route the columns are refused alike, by path: the refusers take turns. */
function refusalTurns(table: readonly RouteEntry[], columns: readonly Column[]): Map<string, string> {
  const owners = new Map<string, string>();
  table.forEach((entry, index) => {
    const refusers = columns.filter((c) => expectedOutcome(table, entry, c.visitor).kind === 'landing');
    if (refusers.length) owners.set(entry.path, refusers[index % refusers.length]!.name);
  });
  return owners;
}

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

const distinct = await distinctColumns();
const refusals = refusalTurns(
  (await routeData()).table,
  distinct.map((d) => d.column),
);
for (const [turn, { column, alike }] of distinct.entries()) {
  const also = alike.length ? ` (same rules as ${alike.join(', ')})` : '';
  test(`role-by-route matrix: ${column.name}${also}`, async ({ page, request }, testInfo) => {
    const t0 = Date.now();
    const { registry, table } = await routeData();
    await signInAs(page, column);
    if (process.env.MATRIX_DEBUG) console.log(`signed in ${Date.now() - t0}ms`);
    const own = column.username
      ? await sampleRecords(
          request,
          registry,
          await page.evaluate(() => localStorage.getItem('backoffice.session.token') ?? ''),
          column.organization?.id,
        )
      : new Map<string, SampleRecord>();
    const fallback = await anyRecords(request);
    if (process.env.MATRIX_DEBUG) console.log(`records ${Date.now() - t0}ms`);
    const definitionOf = (entry: RouteEntry) =>
      entry.resource ? registry.get(entry.resource)?.name : undefined;

    // /logout ends the session: last.
    const entries = withOneWordPerView(table, turn, distinct.length)
      .filter(
        (entry) =>
          process.env.MATRIX_ALL_CELLS ||
          expectedOutcome(table, entry, column.visitor).kind !== 'landing' ||
          refusals.get(entry.path) === column.name,
      )
      .sort((a, b) => Number(a.target.kind === 'logout') - Number(b.target.kind === 'logout'));
    const failures: string[] = [];
    const skipped: string[] = [];
    let first = true;
    let cells = 0;
    for (const entry of entries) {
      const expected = expectedOutcome(table, entry, column.visitor);
      const definition = definitionOf(entry);
      const needsRecord = /:id|:key/.test(entry.path);
      // A view shown to this user needs one of its own records; a refused one may use anyone's.
      const record = definition
        ? (own.get(definition) ??
          (expected.kind === 'shown' || expected.kind === 'redirected'
            ? undefined
            : fallback.get(definition)))
        : undefined;
      if (needsRecord && !record) {
        skipped.push(`${entry.path}: no ${definition ?? '?'} record visible to ${column.name}`);
        continue;
      }
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
      cells += 1;
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
    testInfo.annotations.push({ type: 'cells', description: `${cells} routes checked for ${column.name}` });
    if (skipped.length) testInfo.annotations.push({ type: 'skipped cells', description: skipped.join('\n') });
    expect(
      failures,
      `${failures.length} of ${cells} routes differ from the SPEC rules for ${column.name}`,
    ).toEqual([]);
    expect(cells + skipped.length).toBe(entries.length);
    expect(skipped.length, skipped.join('\n')).toBeLessThan(entries.length / 4);
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
