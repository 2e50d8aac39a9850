import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { importsOf } from './hookFilters';
import { REWRITES, rewriteOf, rewritesOf, type Rewrite } from './rewrites';
import { ROOT } from './root';

/**
 * Small stand-ins for libraries react-admin imports on every page (build/rewrites.ts lists which imports):
 * src/shims/, each tested against the library's answers (inflection, for fallback labels no screen here
 * shows: every label has a text; query-string, for URLs, on the platform's encoding), and es-toolkit's
 * lodash-compatible functions for lodash's; and react-router's production build for the development
 * build its package names (node_modules/...: a file its exports do not open). A replacement ending in
 * `/` is a package's folder: an import of `name/<path>.js` resolves to `<replacement><path>`; else it
 * is a file. The dev server and the unit tests keep the libraries.
 */
export function smallShims(rewrites: readonly Rewrite[] = REWRITES): Plugin {
  const mine = rewritesOf(rewrites, 'smallShims');
  return {
    name: 'backoffice:small-shims',
    enforce: 'pre',
    apply: 'build',
    resolveId: {
      filter: importsOf(mine),
      handler(source, importer, options) {
        const hit = rewriteOf(mine, source, importer, ROOT);
        if (!hit) return null;
        const { replacement } = hit.rewrite;
        if (!replacement.endsWith('/')) return realpathSync(path.resolve(ROOT, replacement));
        const name = hit.site.source.replace(/\/\*$/, '');
        const file = source.slice(name.length + 1).replace(/\.js$/, '');
        return this.resolve(replacement + file, importer, { ...options, skipSelf: true });
      },
    },
  };
}
