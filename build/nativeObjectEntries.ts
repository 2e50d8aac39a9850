import type { Plugin } from 'vite';
import { importsOf, VIRTUAL_MODULES } from './hookFilters';
import { REWRITES, rewriteOf, rewritesOf, type Rewrite } from './rewrites';
import { ROOT } from './root';

/**
 * node-polyglot (react-admin's translator) calls `object.entries`, an es-shim that brings about 38 KB
 * of get-intrinsic and friends into the login screen. Every browser we support has Object.entries.
 * The import build/rewrites.ts lists resolves to a module that is the platform's.
 */
export function nativeObjectEntries(rewrites: readonly Rewrite[] = REWRITES): Plugin {
  const mine = rewritesOf(rewrites, 'nativeObjectEntries');
  return {
    name: 'backoffice:native-object-entries',
    enforce: 'pre',
    resolveId: {
      filter: importsOf(mine),
      handler: (source, importer) => rewriteOf(mine, source, importer, ROOT)?.rewrite.replacement ?? null,
    },
    load: {
      filter: VIRTUAL_MODULES,
      handler: (id) =>
        mine.some((rewrite) => rewrite.replacement === id) ? 'module.exports = Object.entries;\n' : null,
    },
  };
}
