import path from 'node:path';
import type { Plugin } from 'vite';
import { ROOT } from './root';

/**
 * react-admin's list imports parts that show only on use statically, with what they need; each import
 * below resolves to a module of ours that loads the part when it is first wanted. Every other import of
 * the part (ours, through react-admin's barrel) is left as it is. The dev server pre-bundles react-admin
 * without this plugin, so there the list keeps its parts: the same behaviour, only not the smaller page.
 * - The toolbar's FilterForm, and with it react-hook-form and ra-core's form layer, for a search box:
 *   src/schema/ui/ListFilterBar.tsx, the search box without a form, and react-admin's FilterForm loaded
 *   once another filter shows.
 * - The columns chooser's content (switches, a search, accent folding) and the saved queries' dialogs
 *   (a text field): src/schema/ui/LazyListParts.tsx.
 * - Not lazy but smaller: the list view's pagination, src/schema/ui/ListPagination.tsx (buttons and a
 *   native select instead of MUI's TablePagination, Select and Pagination).
 */
const LAZY_LIST_PARTS: readonly {
  importer: string;
  source: string;
  file: string;
  from: string;
  as: string;
}[] = [
  {
    importer: 'list/ListToolbar.js',
    source: './filter/index.js',
    file: 'ListFilterBar.tsx',
    from: 'ListFilterBar',
    as: 'FilterForm',
  },
  {
    importer: 'list/ListView.js',
    source: './pagination/index.js',
    file: 'ListPagination.tsx',
    from: 'ListPagination',
    as: 'Pagination',
  },
  {
    importer: 'list/datatable/DataTable.js',
    source: './ColumnsSelector.js',
    file: 'LazyListParts.tsx',
    from: 'LazyColumnsSelector',
    as: 'ColumnsSelector',
  },
  {
    importer: 'list/datatable/DataTableColumn.js',
    source: './ColumnsSelectorItem.js',
    file: 'LazyListParts.tsx',
    from: 'LazyColumnsSelectorItem',
    as: 'ColumnsSelectorItem',
  },
  {
    importer: 'list/filter/FilterButton.js',
    source: './AddSavedQueryDialog.js',
    file: 'LazyListParts.tsx',
    from: 'LazyAddSavedQueryDialog',
    as: 'AddSavedQueryDialog',
  },
  {
    importer: 'list/filter/FilterButton.js',
    source: './RemoveSavedQueryDialog.js',
    file: 'LazyListParts.tsx',
    from: 'LazyRemoveSavedQueryDialog',
    as: 'RemoveSavedQueryDialog',
  },
];
export function lazyListParts(): Plugin {
  const prefix = '\0backoffice:lazy-list-part:';
  const dir = path.resolve(ROOT, 'src/schema/ui');
  return {
    name: 'backoffice:lazy-list-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.replace(/\\/g, '/') ?? '';
      const index = LAZY_LIST_PARTS.findIndex(
        (part) => part.source === source && from.endsWith(`/ra-ui-materialui/dist/${part.importer}`),
      );
      return index < 0 ? null : prefix + index;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const part = LAZY_LIST_PARTS[Number(id.slice(prefix.length))]!;
      return `export { ${part.from} as ${part.as} } from ${JSON.stringify(path.join(dir, part.file))};\n`;
    },
  };
}
