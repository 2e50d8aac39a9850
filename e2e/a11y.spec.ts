/**
 * Accessibility of every screen that exists (issue 6): each resource's list, create form, show and edit
 * view and each bespoke page (login, signup, 404, dashboard, profile, features), checked with axe
 * (WCAG 2 A and AA) as the first demo user the route rules show it to. No serious or critical violation.
 * The screens come from the route table, like the role-by-route matrix: a new resource is checked too.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { concretePath, expectedOutcome, type RouteEntry, type Screen } from '../src/routing/routeTable';
import { loadAndWait, openInApp, signInAs } from './helpers/inApp';
import {
  matrixColumns,
  routeData,
  sampleRecords,
  screenSelector,
  type Column,
  type SampleRecord,
} from './helpers/routeData';

test.describe.configure({ mode: 'parallel', timeout: 240_000 });

const COLUMNS: Column[] = matrixColumns();
const { registry, table } = await routeData();
const definitionName = (resource: string) => registry.get(resource)?.name ?? resource;

const screenKey = (screen: Screen): string =>
  screen.kind === 'page' ? `page ${screen.page}` : `${definitionName(screen.resource)} ${screen.view}`;

interface Assignment {
  entry: RouteEntry;
  key: string;
  column: Column;
}

/** Each screen once (a resource's view in any one area), given to the first column the rules show it to. */
function assignScreens(): Assignment[] {
  const assigned = new Map<string, Assignment>();
  for (const entry of table) {
    if (entry.target.kind !== 'screen') continue;
    const key = screenKey(entry.target.screen);
    if (assigned.has(key)) continue;
    const column = COLUMNS.find((c) => expectedOutcome(table, entry, c.visitor).kind === 'shown');
    if (column) assigned.set(key, { entry, key, column });
  }
  return [...assigned.values()];
}

const ASSIGNED = assignScreens();
/** Screens per test: one sign-in each, and the two workers share the work evenly. */
const CHUNK = 8;

/** The screen has its data: no progress indicator left (top bar, list, form). */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
}

for (const column of COLUMNS) {
  const screens = ASSIGNED.filter((a) => a.column === column);
  for (let from = 0; from < screens.length; from += CHUNK) {
    const chunk = screens.slice(from, from + CHUNK);
    const title = `axe (WCAG 2 A/AA) as ${column.name}: ${chunk.map((a) => a.key).join(', ')}`;
    test(title, async ({ page, request }, testInfo) => {
      await signInAs(page, column);
      const token = column.username
        ? await page.evaluate(() => localStorage.getItem('backoffice.session.token') ?? '')
        : '';
      const records: Map<string, SampleRecord> = column.username
        ? await sampleRecords(request, registry, token)
        : new Map();
      const problems: string[] = [];
      const checked: string[] = [];
      let first = true;
      for (const { entry, key } of chunk) {
        if (entry.target.kind !== 'screen') continue;
        const definition = entry.resource ? definitionName(entry.resource) : undefined;
        const record = definition ? records.get(definition) : undefined;
        if (/:id|:key/.test(entry.path) && !record) {
          problems.push(`${key}: no record visible to ${column.name} to open`);
          continue;
        }
        const url = concretePath(entry.path, record);
        const selector = screenSelector(entry.target.screen);
        const arrival = first
          ? await loadAndWait(page, url, url, selector)
          : await openInApp(page, url, url, selector);
        first = false;
        if (!arrival.ok) {
          problems.push(`${key}: ${url} did not show (at ${arrival.path})`);
          first = true;
          continue;
        }
        await settled(page);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        checked.push(
          `${key} (${url}): ${results.violations.length} violation(s), ${serious.length} serious or critical`,
        );
        if (results.violations.length) {
          await testInfo.attach(`axe ${key}.json`, {
            body: JSON.stringify(results.violations, null, 2),
            contentType: 'application/json',
          });
        }
        for (const v of serious)
          problems.push(
            `${key} (${url}) ${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
      }
      testInfo.annotations.push({ type: 'screens', description: checked.join('\n') });
      expect(problems).toEqual([]);
      expect(checked.length).toBe(chunk.length);
    });
  }
}

test('the screens checked cover every resource view and bespoke page of the route table', () => {
  const all = new Set(table.flatMap((e) => (e.target.kind === 'screen' ? [screenKey(e.target.screen)] : [])));
  const assigned = new Set(ASSIGNED.map((a) => a.key));
  expect([...all].filter((key) => !assigned.has(key))).toEqual([]);
  for (const definition of registry.definitions) expect(assigned).toContain(`${definition.name} list`);
  for (const page of ['login', 'signup', 'notFound', 'dashboard', 'profile'])
    expect(assigned).toContain(`page ${page}`);
});
