/**
 * The rewrites' hook filters: Rolldown calls a plugin's hook only for what its filter matches, so a
 * filter that missed an import a rewrite names would leave the original in the build.
 */
import { describe, expect, it } from 'vitest';
import { importsOf, VIRTUAL_MODULES } from './hookFilters';
import { REWRITES, rewriteOf, rewritesOf, virtualId, type Rewrite } from './rewrites';
import { ROOT } from './root';

const PLUGINS = [...new Set(REWRITES.map((rewrite) => rewrite.plugin))];

describe("the rewrites' hook filters", () => {
  it("let through every import each plugin's rewrites resolve, from the importers they name", () => {
    for (const plugin of PLUGINS) {
      const mine: readonly Rewrite[] = rewritesOf(REWRITES, plugin);
      const filter = importsOf(mine).id;
      let checked = 0;
      for (const rewrite of mine)
        for (const site of rewrite.imports) {
          const sources = site.source.endsWith('/*')
            ? [site.source.slice(0, -2), `${site.source.slice(0, -2)}/esm/index.js`]
            : [site.source];
          const importer = site.in.startsWith('./')
            ? `${ROOT}/${site.in.slice(2)}`
            : `${ROOT}/node_modules/${site.in}${site.in.endsWith('/') ? 'x.js' : ''}`;
          for (const source of sources) {
            if (!rewriteOf(mine, source, importer, ROOT)) continue;
            expect(filter.test(source), `${rewrite.name}: ${source}`).toBe(true);
            checked += 1;
          }
        }
      expect(checked, plugin).toBeGreaterThan(0);
    }
  });

  it('keep out every other import, a specifier that only looks alike included', () => {
    const filter = importsOf([
      {
        plugin: 'smallShims',
        name: 'example',
        why: '',
        imports: [
          { in: '*', source: 'lodash/get.js' },
          { in: '*', source: '@mui/system/*' },
        ],
        replacement: 'x',
        requires: [],
        keepsOut: [],
      },
    ]).id;
    expect(['lodash/get.js', '@mui/system', '@mui/system/styled'].filter((s) => filter.test(s))).toHaveLength(
      3,
    );
    for (const other of [
      'lodash/getXjs',
      'lodash/get.js.map',
      'react',
      './get.js',
      '@mui/systems',
      'x/@mui/system',
    ])
      expect(filter.test(other), other).toBe(false);
    expect(importsOf([]).id.test('react')).toBe(false);
  });

  it("let the rewrites' virtual modules through to load, and no file", () => {
    expect(VIRTUAL_MODULES.id.test(virtualId('lazy-jsonexport'))).toBe(true);
    expect(VIRTUAL_MODULES.id.test(virtualId('theme-without-css-vars', 'createTheme.js'))).toBe(true);
    expect(VIRTUAL_MODULES.id.test(`${ROOT}/src/App.tsx`)).toBe(false);
    expect(VIRTUAL_MODULES.id.test('\0vite/preload-helper.js')).toBe(false);
  });
});
