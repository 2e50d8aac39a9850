import type { Plugin } from 'vite';
import { importsOf, VIRTUAL_MODULES } from './hookFilters';
import { REWRITES, reExports, rewriteOf, rewritesOf, type Rewrite } from './rewrites';
import { ROOT } from './root';

/**
 * react-admin's list imports parts that show only on use statically, with what they need; each import
 * build/rewrites.ts lists for this plugin resolves to a module of ours that loads the part when it is
 * first wanted. Every other import of the part (ours, through react-admin's barrel) is left as it is.
 * The dev server pre-bundles react-admin without this plugin, so there the list keeps its parts: the
 * same behaviour, only not the smaller page.
 * - The toolbar's FilterForm, and with it react-hook-form and ra-core's form layer, for a search box:
 *   src/schema/ui/ListFilterBar.tsx, the search box without a form, and react-admin's FilterForm loaded
 *   once another filter shows.
 * - The columns chooser's content (switches, a search, accent folding) and the saved queries' dialogs
 *   (a text field): src/schema/ui/LazyListParts.tsx.
 * - Not lazy but smaller: the list view's pagination, src/schema/ui/ListPagination.tsx (buttons and a
 *   native select instead of MUI's TablePagination, Select and Pagination).
 */
export function lazyListParts(rewrites: readonly Rewrite[] = REWRITES): Plugin {
  const mine = rewritesOf(rewrites, 'lazyListParts');
  return {
    name: 'backoffice:lazy-list-parts',
    enforce: 'pre',
    resolveId: {
      filter: importsOf(mine),
      handler: (source, importer) => rewriteOf(mine, source, importer, ROOT)?.rewrite.replacement ?? null,
    },
    load: {
      filter: VIRTUAL_MODULES,
      handler(id) {
        const rewrite = mine.find((rewrite) => rewrite.replacement === id);
        return rewrite ? reExports(rewrite.standIn, ROOT) : null;
      },
    },
  };
}
