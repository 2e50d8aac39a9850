/**
 * Accessibility of the app's screens (issue 6), checked with axe (WCAG 2 A and AA) as the first demo
 * user the route rules show each to: no serious or critical violation.
 *
 * The generated list, show, edit and create views of every resource are four engine components fed by
 * field kinds, so not all of them are opened: src/routing/a11yScreens.ts computes, from the route table
 * and the resource definitions, a covering set: every bespoke page, every component a resource has of
 * its own where it shows, and generated views until every field kind (and enum look, form tabs, action
 * buttons) has been seen in every view kind that shows it. A new resource, kind, component or page is in
 * it with no change here; its unit test holds the covering property. A11Y_ALL_SCREENS=1 opens every
 * screen of the route table (each resource view in one area, each bespoke page).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { a11yScreens, type A11yScreen } from '../src/routing/a11yScreens';
import { concretePath, expectedOutcome, type RouteEntry } from '../src/routing/routeTable';
import { createRegistry } from '../src/schema/registry-core';
import type { ResourceDefinition } from '../src/schema/types';
import { loadAndWait, openInApp, signInAs } from './helpers/inApp';
import {
  apiToken,
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

/** The first column the rules show an entry to. */
const viewerOf = (entry: RouteEntry): Column | undefined =>
  COLUMNS.find((c) => expectedOutcome(table, entry, c.visitor).kind === 'shown');

const SCREENS: A11yScreen[] = a11yScreens(table, registry, {
  all: Boolean(process.env.A11Y_ALL_SCREENS),
  canOpen: (entry) => viewerOf(entry) !== undefined,
});

/** At most this many screens per test: one sign-in each, and the two workers share the work evenly. */
const CHUNK = 11;

/** The screen has its data: no progress indicator left (top bar, list, form). */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * axe on the page as it is. A page without frames is checked in the page itself (axe.run, legacy mode):
 * the default mode finishes every run in a new blank tab with axe injected again, which cost seconds a
 * screen here (half of each check, measured beside the default on the same screens, with the same
 * violations). A page with a frame (a contract's PDF preview) keeps the default, which reaches into frames.
 */
async function axe(page: Page) {
  const frames = await page.locator('iframe, frame').count();
  return new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .setLegacyMode(frames === 0)
    .analyze();
}

const byColumn = new Map<Column, A11yScreen[]>();
for (const screen of SCREENS) {
  const column = viewerOf(screen.entry);
  if (column) byColumn.set(column, [...(byColumn.get(column) ?? []), screen]);
}

for (const [column, screens] of byColumn) {
  // Chunks of even size, none over CHUNK.
  const parts = Math.ceil(screens.length / CHUNK);
  const size = Math.ceil(screens.length / parts);
  for (let from = 0; from < screens.length; from += size) {
    const chunk = screens.slice(from, from + size);
    const title = `axe (WCAG 2 A/AA) as ${column.name}: ${chunk.map((s) => s.key).join(', ')}`;
    test(title, async ({ page, request }, testInfo) => {
      testInfo.annotations.push({
        type: 'why these screens',
        description: chunk.map((s) => `${s.key}: ${s.why.join('; ')}`).join('\n'),
      });
      const needRecords = chunk.flatMap(({ entry }) => {
        const definition = entry.resource ? registry.get(entry.resource) : undefined;
        return definition && /:id|:key/.test(entry.path) ? [definition] : [];
      });
      // The records to open come from the API while the browser signs in.
      const [records] = await Promise.all([
        column.username && needRecords.length
          ? apiToken(request, column.username).then((token) =>
              sampleRecords(request, createRegistry([...new Set<ResourceDefinition>(needRecords)]), token),
            )
          : new Map<string, SampleRecord>(),
        signInAs(page, column),
      ]);
      const problems: string[] = [];
      const checked: string[] = [];
      // A signed-in user is in the app, on its landing: every screen opens inside it, as a link would
      // (an organization chosen in storage is read at a load: then the first one is loaded).
      let first = !column.username || Boolean(column.organization);
      for (const { entry, key } of chunk) {
        if (entry.target.kind !== 'screen') continue;
        const definition = entry.resource ? registry.get(entry.resource)?.name : undefined;
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
        const results = await axe(page);
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

test('every screen of the route table can be opened by a demo user, so the set may choose it', () => {
  const every = new Set(a11yScreens(table, registry, { all: true }).map((s) => s.key));
  const openable = a11yScreens(table, registry, { all: true, canOpen: (e) => viewerOf(e) !== undefined });
  for (const { key } of openable) every.delete(key);
  expect([...every]).toEqual([]);
  expect(SCREENS.length).toBeGreaterThan(0);
  for (const page of ['login', 'signup', 'notFound', 'dashboard', 'profile'])
    expect(SCREENS.map((s) => s.key)).toContain(`page ${page}`);
});
