/**
 * src/known-paths.gen.ts, the paths GuestNotFound knows in the login screen's bundle, cannot go stale:
 * it is the route table's `knownPaths` of the app's own registry, written as scripts/known-paths.ts
 * writes it.
 */
import { readFileSync } from 'node:fs';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appKnownPaths, KNOWN_PATHS_FILE, knownPathsSource } from '../scripts/known-paths';
import { KNOWN_PATHS } from './known-paths.gen';
import { registry } from './resources/registry';
import { pages } from './routing/appRouteTable.testing';
import { buildRouteTable, concretePath, UNKNOWN_PATH } from './routing/routeTable';

const known = (pathname: string) => KNOWN_PATHS.some((path) => matchPath({ path, end: true }, pathname));

describe('the generated known paths (src/known-paths.gen.ts)', () => {
  it("are the route table's known paths of the app's registry", () => {
    expect([...KNOWN_PATHS].sort()).toEqual([...new Set(appKnownPaths(registry))].sort());
  });

  it('are written as the script writes them', () => {
    expect(readFileSync(KNOWN_PATHS_FILE, 'utf8'), 'run npm run typecheck').toBe(
      knownPathsSource(appKnownPaths(registry)),
    );
  });

  it("match every route's URL, every guarded page's (src/pages/<page>/route.ts) included, and not the unknown path", () => {
    const table = buildRouteTable({ registry, pages });
    for (const entry of table.filter((e) => e.source !== 'catchAll'))
      expect(known(concretePath(entry.path, { id: '42', key: 'k-1' })), entry.path).toBe(true);
    expect(known(UNKNOWN_PATH)).toBe(false);
    expect(known('/apps/setting/no-such-list')).toBe(false);
    expect(known('/apps/setting/stores/42/1')).toBe(true); // a tabbed form's tab
  });
});
