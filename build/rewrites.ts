/**
 * Every import inside an installed package that the build resolves to a module of ours (or to another
 * module than the package's own), in one list. The plugins in build/ take their targets from it, and
 * `npm run check:bundle` checks each entry (build/rewriteChecks.ts): against the installed packages
 * (the files, exports and source text it relies on are still there) and against the build (the
 * replacement was resolved where it was meant to be, and the original stays out where it should). An
 * update of a package that moves or changes what a rewrite relies on fails the check, naming the
 * rewrite, rather than silently leaving the original in the bundle.
 *
 * The dev server pre-bundles the packages without these plugins and the unit tests run without them:
 * there the originals are used.
 */

/** Where an import is written, and its specifier there. */
export interface ImportSite {
  /**
   * The importing module: a file of an installed package (`ra-core/dist/export/defaultExporter.js`),
   * every file below a folder of one (`@mui/material/esm/styles/`, `ra-core/`), a module of this
   * repository (`./src/...`) or any module (`*`).
   */
  in: string;
  /** The specifier as written there; `name/*` stands for `name` and every path in it. */
  source: string;
}

/**
 * What must still hold in the installed packages for a rewrite to be right. `file` is a path from
 * node_modules (`@mui/material/esm/index.js`) or from the repository's root (`./src/...`).
 */
export type Requirement =
  /** The file exists. */
  | { file: string }
  /** The file holds this source text (runs of white space compare as one space). */
  | { file: string; contains: string }
  /** The module exports this name (`default` included), itself or through `export *`. */
  | { file: string; exports: string };

/** A module the rewrite keeps out of the whole build, or off the first list page (its static closure). */
export interface KeptOut {
  module: RegExp;
  from: 'build' | 'first list page';
}

/** A module of ours that the import resolves to, through a virtual module of re-exports. */
export interface StandIn {
  /** Path from the repository's root. */
  module: string;
  /** The name the importers import -> the name the module of ours exports. */
  exports: Readonly<Record<string, string>>;
}

interface Common {
  /** Unique; named in the check's messages and in docs/performance.md's figures. */
  name: string;
  /** Why the rewrite exists, in one line. */
  why: string;
  /** The imports resolved otherwise. A site in a named file also requires the file to hold the specifier. */
  imports: readonly ImportSite[];
  /** Importers (as `ImportSite.in`) left as they are: the module of ours that loads the original. */
  except?: readonly string[];
  /**
   * What the imports resolve to, as part of a module id: a virtual module's id (`virtualId`), a file of
   * ours or a folder of a package. The build check looks for it among the build's modules, and in the
   * import list of each site's file.
   */
  replacement: string;
  requires: readonly Requirement[];
  keepsOut: readonly KeptOut[];
}

export type Rewrite =
  /** Imports resolved as @mui/material resolves them (build/oneMuiSystem.ts). */
  | (Common & { plugin: 'oneMuiSystem' })
  /** node-polyglot's `object.entries` is the platform's (build/nativeObjectEntries.ts). */
  | (Common & { plugin: 'nativeObjectEntries' })
  /** Imports resolved to `replacement`; a `name/*` source to the same path below it (build/smallShims.ts). */
  | (Common & { plugin: 'smallShims' })
  /** jsonexport loaded when first called (build/lazyJsonexport.ts). */
  | (Common & { plugin: 'lazyJsonexport' })
  /** MUI's createTheme and ThemeProvider without CSS variables (build/themeWithoutCssVars.ts). */
  | (Common & { plugin: 'themeWithoutCssVars' })
  /** react-admin's list parts: re-exports of a module of ours (build/lazyListParts.ts). */
  | (Common & { plugin: 'lazyListParts'; standIn: StandIn })
  /**
   * MUI components (build/lazyMui.ts; the Tooltip, build/lazyTooltip.ts): re-exports of a module of ours,
   * as in lazyListParts, and beside them `component`'s classes module (its `<component>Classes.js`,
   * as MUI's own index of the component does); `passThrough` names of the import come from the original.
   */
  | (Common & {
      plugin: 'lazyMui' | 'lazyTooltip';
      standIn: StandIn;
      component?: string;
      passThrough?: readonly string[];
    });

/** The id of a rewrite's virtual module (or, with `part`, of one of them). */
export const virtualId = (name: string, part?: string): string =>
  `\0backoffice:rewrite:${name}${part ? `:${part}` : ''}`;

const MUI = '@mui/material/esm';
const RA_LIST = 'ra-ui-materialui/dist/list';
/** A MUI component's module on a first list page. */
const muiModule = (component: string): RegExp =>
  new RegExp(`node_modules/@mui/material/esm/${component}/${component}\\.js$`);

/**
 * A MUI component of `@mui/material/<name>` that shows only on use, imported directly (the app,
 * react-admin) or through MUI's barrel (react-admin), resolved to `Lazy<name>` of `lazyModule`; `real`
 * is the module of ours that imports the original for it.
 */
function lazyComponent(
  component: string,
  why: string,
  lazyModule: string,
  real: string,
  more: { imports?: ImportSite[]; keepsOut?: RegExp[]; plugin?: 'lazyMui' | 'lazyTooltip' } = {},
): Rewrite {
  const name = `mui-${component.replace(/[A-Z]/g, (c, at: number) => `${at ? '-' : ''}${c.toLowerCase()}`)}`;
  const classes = `${component[0]!.toLowerCase()}${component.slice(1)}Classes`;
  const imports = [
    { in: '*', source: `@mui/material/${component}` },
    { in: `${MUI}/index.js`, source: `./${component}/index.js` },
    ...(more.imports ?? []),
  ];
  return {
    plugin: more.plugin ?? 'lazyMui',
    name,
    why,
    imports,
    except: [real],
    replacement: virtualId(name),
    requires: [
      { file: `${MUI}/${component}/index.js`, exports: 'default' },
      { file: `${MUI}/${component}/${classes}.js`, exports: 'default' },
    ],
    keepsOut: [muiModule(component), ...(more.keepsOut ?? [])].map((module) => ({
      module,
      from: 'first list page' as const,
    })),
    standIn: { module: lazyModule, exports: { default: `Lazy${component}` } },
    component,
  };
}

/**
 * lodash's `fn` where react-admin imports it (`files`), resolved to src/shims/lodash/<fn>.ts: es-toolkit's
 * lodash-compatible union and pick bring its iteratee machinery (matches, cloneDeep, paths), its merge
 * its deep clone, on every list page, for calls on plain arrays of ids, a context's keys and the create
 * button's link state. Its forms' merges (react-admin's own imports elsewhere) keep es-toolkit's.
 */
function lodashStandIn(fn: 'union' | 'difference' | 'pick' | 'merge', files: readonly string[]): Rewrite {
  return {
    name: `lodash-${fn}`,
    plugin: 'smallShims',
    why: `react-admin's ${fn} of plain arrays or keys: a small stand-in, tested against lodash's answers`,
    imports: files.map((file) => ({ in: file, source: `lodash/${fn}.js` })),
    replacement: `src/shims/lodash/${fn}.ts`,
    requires: [],
    keepsOut: [
      {
        module: new RegExp(`/node_modules/es-toolkit/dist/compat/(array|object)/${fn}\\.mjs$`),
        from: 'first list page',
      },
    ],
  };
}

const OVERLAYS = 'src/layout/LazyOverlays.tsx';
const REAL_OVERLAYS = './src/layout/realOverlays.ts';
const REAL_SELDOM_SHOWN = './src/layout/realSeldomShown.ts';

export const REWRITES: readonly Rewrite[] = [
  {
    name: 'one-mui-system',
    plugin: 'oneMuiSystem',
    why: "ra-ui-materialui's wide peer range let npm install @mui/system and @mui/utils 9 beside material's 7: one copy in the build",
    imports: [
      { in: '*', source: '@mui/system/*' },
      { in: '*', source: '@mui/utils/*' },
    ],
    except: ['@mui/material/'],
    replacement: '/@mui/material/node_modules/@mui/',
    requires: [
      // @mui/material has copies of its own (else there is only one, and nothing to rewrite).
      { file: '@mui/material/node_modules/@mui/system/package.json' },
      { file: '@mui/material/node_modules/@mui/utils/package.json' },
    ],
    keepsOut: [{ module: /(?<!\/@mui\/material)\/node_modules\/@mui\/(system|utils)\//, from: 'build' }],
  },
  {
    name: 'native-object-entries',
    plugin: 'nativeObjectEntries',
    why: "node-polyglot's object.entries shim brings some 38 KB of get-intrinsic and friends; every supported browser has Object.entries",
    imports: [{ in: 'node-polyglot/index.js', source: 'object.entries' }],
    replacement: virtualId('native-object-entries'),
    requires: [{ file: 'node-polyglot/index.js', contains: "var entries = require('object.entries');" }],
    keepsOut: [{ module: /\/node_modules\/object\.entries\//, from: 'build' }],
  },
  {
    name: 'inflection',
    plugin: 'smallShims',
    why: "react-admin's fallback labels (every label here has a text): a small stand-in, tested against the library",
    imports: [
      { in: 'ra-core/', source: 'inflection' },
      { in: 'ra-ui-materialui/', source: 'inflection' },
    ],
    replacement: 'src/shims/inflection.ts',
    requires: [
      { file: 'ra-core/dist/core/useGetResourceLabel.js', contains: "from 'inflection'" },
      { file: 'ra-core/dist/util/getFieldLabelTranslationArgs.js', contains: "from 'inflection'" },
    ],
    keepsOut: [{ module: /\/node_modules\/inflection\//, from: 'build' }],
  },
  {
    name: 'query-string',
    plugin: 'smallShims',
    why: "react-admin's and its data provider's list URLs on the platform's URLSearchParams: a small stand-in, tested against the library",
    imports: [
      { in: 'ra-core/', source: 'query-string' },
      { in: 'ra-ui-materialui/', source: 'query-string' },
      { in: 'ra-data-simple-rest/', source: 'query-string' },
    ],
    replacement: 'src/shims/queryString.ts',
    requires: [{ file: 'ra-data-simple-rest/dist/index.js', contains: "from 'query-string'" }],
    keepsOut: [
      {
        module: /\/node_modules\/(query-string|decode-uri-component|split-on-first|filter-obj)\//,
        from: 'build',
      },
    ],
  },
  lodashStandIn('union', [
    'ra-core/dist/dataTable/DataTableBase.js',
    'ra-core/dist/dataProvider/useGetManyAggregate.js',
    'ra-ui-materialui/dist/list/datagrid/Datagrid.js',
  ]),
  lodashStandIn('difference', [
    'ra-core/dist/dataTable/DataTableBase.js',
    'ra-ui-materialui/dist/list/datagrid/Datagrid.js',
  ]),
  lodashStandIn('merge', ['ra-ui-materialui/dist/button/CreateButton.js']),
  lodashStandIn('pick', [
    'ra-core/dist/controller/list/ListFilterContext.js',
    'ra-core/dist/controller/list/ListPaginationContext.js',
    'ra-core/dist/controller/list/ListSortContext.js',
    'ra-core/dist/controller/saveContext/usePickSaveContext.js',
  ]),
  {
    name: 'lodash-to-es-toolkit',
    plugin: 'smallShims',
    why: "react-admin's lodash functions as es-toolkit's lodash-compatible ones, about half the size",
    imports: [
      { in: 'ra-core/', source: 'lodash/*' },
      { in: 'ra-ui-materialui/', source: 'lodash/*' },
    ],
    replacement: 'es-toolkit/compat/',
    requires: [
      'cloneDeep',
      'debounce',
      'defaults',
      'difference',
      'get',
      'isEmpty',
      'isEqual',
      'matches',
      'memoize',
      'merge',
      'mergeWith',
      'pick',
      'pickBy',
      'set',
      'union',
    ].map((name) => ({ file: `es-toolkit/compat/${name}.mjs`, exports: 'default' })),
    keepsOut: [{ module: /\/node_modules\/lodash\//, from: 'build' }],
  },
  {
    name: 'react-router-production',
    plugin: 'smallShims',
    why: "react-router's package sends every bundler to its development build (its warnings on); the production build beside it is the same code with them off, so the minifier drops them",
    imports: [{ in: '*', source: 'react-router' }],
    replacement: 'node_modules/react-router/dist/production/index.mjs',
    requires: [
      { file: 'react-router/dist/production/index.mjs', exports: 'createBrowserRouter' },
      { file: 'react-router/dist/production/index.mjs', exports: 'useBlocker' },
      // What tells the two builds apart: the shared chunk's one flag (its file name changes with each release).
      {
        file: 'react-router/dist/production/chunk-7RTFRKQW.mjs',
        contains: 'var ENABLE_DEV_WARNINGS = false;',
      },
    ],
    keepsOut: [{ module: /\/node_modules\/react-router\/dist\/development\//, from: 'build' }],
  },
  {
    name: 'react-router-dom-production',
    plugin: 'smallShims',
    why: "react-router-dom's RouterProvider, from react-router's production build as the rest of it (else the development build's shared chunk comes back with it)",
    imports: [{ in: 'react-router-dom/', source: 'react-router/dom' }],
    replacement: 'node_modules/react-router/dist/production/dom-export.mjs',
    requires: [
      { file: 'react-router-dom/dist/index.mjs', contains: 'from "react-router/dom";' },
      { file: 'react-router/dist/production/dom-export.mjs', exports: 'RouterProvider' },
    ],
    keepsOut: [],
  },
  {
    name: 'lazy-jsonexport',
    plugin: 'lazyJsonexport',
    why: "ra-core's default CSV exporter, which our lists never call (they pass their own), loads jsonexport when first called",
    imports: [{ in: 'ra-core/dist/export/defaultExporter.js', source: 'jsonexport/dist/index.js' }],
    replacement: virtualId('lazy-jsonexport'),
    // Its result is never used: the stand-in returns nothing and calls the real one once loaded.
    requires: [
      {
        file: 'ra-core/dist/export/defaultExporter.js',
        contains: 'jsonExport(data, (err, csv) => downloadCSV(csv, resource))',
      },
    ],
    keepsOut: [{ module: /\/node_modules\/jsonexport\//, from: 'first list page' }],
  },
  {
    name: 'theme-without-css-vars',
    plugin: 'themeWithoutCssVars',
    why: "MUI's CSS-variables machinery (createThemeWithVars, CssVarsProvider) for themes that ask for it; ours never do",
    imports: [
      { in: `${MUI}/styles/`, source: './createTheme.js' },
      { in: `${MUI}/styles/`, source: './ThemeProvider.js' },
    ],
    replacement: virtualId('theme-without-css-vars'),
    requires: [
      {
        file: `${MUI}/styles/index.js`,
        contains: 'export { default as createTheme } from "./createTheme.js";',
      },
      {
        file: `${MUI}/styles/index.js`,
        contains: 'export { default as ThemeProvider } from "./ThemeProvider.js";',
      },
      // MUI's own path for a theme without CSS variables, which the stand-ins take alone.
      { file: `${MUI}/styles/createTheme.js`, contains: 'cssVariables = false,' },
      { file: `${MUI}/styles/createTheme.js`, contains: 'return createThemeNoVars(options, ...args);' },
      { file: `${MUI}/styles/ThemeProvider.js`, contains: "if (!('vars' in muiTheme)) {" },
      { file: `${MUI}/styles/ThemeProvider.js`, contains: 'vars: null' },
      { file: `${MUI}/styles/createThemeNoVars.js`, exports: 'default' },
      { file: `${MUI}/styles/ThemeProviderNoVars.js`, exports: 'default' },
      { file: `${MUI}/styles/identifier.js`, exports: 'default' },
    ],
    keepsOut: [
      {
        module: /node_modules\/@mui\/material\/esm\/styles\/(createThemeWithVars|ThemeProviderWithVars)\.js$/,
        from: 'first list page',
      },
      { module: /node_modules\/@mui\/system\/esm\/cssVars\//, from: 'first list page' },
    ],
  },
  {
    name: 'list-filter-form',
    plugin: 'lazyListParts',
    why: "react-admin's list toolbar's FilterForm brings react-hook-form and the form layer for a search box: ours loads it once another filter shows",
    imports: [{ in: `${RA_LIST}/ListToolbar.js`, source: './filter/index.js' }],
    replacement: virtualId('list-filter-form'),
    standIn: { module: 'src/schema/ui/ListFilterBar.tsx', exports: { FilterForm: 'ListFilterBar' } },
    requires: [
      { file: `${RA_LIST}/ListToolbar.js`, contains: 'import { FilterForm } from "./filter/index.js";' },
      { file: `${RA_LIST}/filter/index.js`, exports: 'FilterForm' },
    ],
    keepsOut: [
      {
        module: /node_modules\/ra-ui-materialui\/dist\/list\/filter\/FilterForm\.js$/,
        from: 'first list page',
      },
      { module: /node_modules\/react-hook-form\//, from: 'first list page' },
    ],
  },
  {
    name: 'list-pagination',
    plugin: 'lazyListParts',
    why: "react-admin's list pagination on MUI's TablePagination, Select and Pagination: ours is buttons and a native select",
    imports: [{ in: `${RA_LIST}/ListView.js`, source: './pagination/index.js' }],
    replacement: virtualId('list-pagination'),
    standIn: { module: 'src/schema/ui/ListPagination.tsx', exports: { Pagination: 'ListPagination' } },
    requires: [
      {
        file: `${RA_LIST}/ListView.js`,
        contains: 'import { Pagination as DefaultPagination } from "./pagination/index.js";',
      },
      { file: `${RA_LIST}/pagination/index.js`, exports: 'Pagination' },
    ],
    keepsOut: [
      {
        module: /node_modules\/ra-ui-materialui\/dist\/list\/pagination\/Pagination\.js$/,
        from: 'first list page',
      },
      { module: /node_modules\/@mui\/material\/esm\/TablePagination\//, from: 'first list page' },
    ],
  },
  {
    name: 'list-columns-chooser',
    plugin: 'lazyListParts',
    why: "the DataTable's columns chooser content (switches, a search, accent folding) loads when its popover opens",
    imports: [
      { in: `${RA_LIST}/datatable/DataTable.js`, source: './ColumnsSelector.js' },
      { in: `${RA_LIST}/datatable/DataTableColumn.js`, source: './ColumnsSelectorItem.js' },
    ],
    replacement: virtualId('list-columns-chooser'),
    standIn: {
      module: 'src/schema/ui/LazyListParts.tsx',
      exports: { ColumnsSelector: 'LazyColumnsSelector', ColumnsSelectorItem: 'LazyColumnsSelectorItem' },
    },
    requires: [
      {
        file: `${RA_LIST}/datatable/DataTable.js`,
        contains: 'import { ColumnsSelector } from "./ColumnsSelector.js";',
      },
      {
        file: `${RA_LIST}/datatable/DataTableColumn.js`,
        contains: 'import { ColumnsSelectorItem } from "./ColumnsSelectorItem.js";',
      },
      { file: `${RA_LIST}/datatable/ColumnsSelector.js`, exports: 'ColumnsSelector' },
      { file: `${RA_LIST}/datatable/ColumnsSelectorItem.js`, exports: 'ColumnsSelectorItem' },
      // The stand-in finds the popover react-admin renders the content into by this id.
      { file: `${RA_LIST}/datatable/ColumnsSelector.js`, contains: '-columnsSelector`' },
    ],
    keepsOut: [
      {
        module: /node_modules\/ra-ui-materialui\/dist\/list\/datatable\/ColumnsSelector(Item)?\.js$/,
        from: 'first list page',
      },
    ],
  },
  {
    name: 'list-default-bulk-delete',
    plugin: 'lazyListParts',
    why: "the DataTable's default bulk actions (a delete button, its confirmation and its undo) for a list that passes none: ours always pass theirs",
    imports: [{ in: `${RA_LIST}/datatable/DataTable.js`, source: '../../button/index.js' }],
    replacement: virtualId('list-default-bulk-delete'),
    standIn: {
      module: 'src/schema/ui/LazyListParts.tsx',
      exports: { BulkDeleteButton: 'LazyBulkDeleteButton' },
    },
    requires: [
      {
        file: `${RA_LIST}/datatable/DataTable.js`,
        contains: 'import { BulkDeleteButton } from "../../button/index.js";',
      },
      {
        file: `${RA_LIST}/datatable/DataTable.js`,
        contains: 'const defaultBulkActionButtons = React.createElement(BulkDeleteButton, null);',
      },
      { file: 'ra-ui-materialui/dist/button/index.js', exports: 'BulkDeleteButton' },
    ],
    keepsOut: [
      {
        module: /node_modules\/ra-ui-materialui\/dist\/button\/BulkDeleteWith(Confirm|Undo)Button\.js$/,
        from: 'first list page',
      },
    ],
  },
  {
    name: 'list-saved-query-dialogs',
    plugin: 'lazyListParts',
    why: "the filter button's saved-query dialogs (a text field) load when opened",
    imports: [
      { in: `${RA_LIST}/filter/FilterButton.js`, source: './AddSavedQueryDialog.js' },
      { in: `${RA_LIST}/filter/FilterButton.js`, source: './RemoveSavedQueryDialog.js' },
    ],
    replacement: virtualId('list-saved-query-dialogs'),
    standIn: {
      module: 'src/schema/ui/LazyListParts.tsx',
      exports: {
        AddSavedQueryDialog: 'LazyAddSavedQueryDialog',
        RemoveSavedQueryDialog: 'LazyRemoveSavedQueryDialog',
      },
    },
    requires: [
      {
        file: `${RA_LIST}/filter/FilterButton.js`,
        contains: 'import { AddSavedQueryDialog } from "./AddSavedQueryDialog.js";',
      },
      {
        file: `${RA_LIST}/filter/FilterButton.js`,
        contains: 'import { RemoveSavedQueryDialog } from "./RemoveSavedQueryDialog.js";',
      },
      { file: `${RA_LIST}/filter/AddSavedQueryDialog.js`, exports: 'AddSavedQueryDialog' },
      { file: `${RA_LIST}/filter/RemoveSavedQueryDialog.js`, exports: 'RemoveSavedQueryDialog' },
    ],
    keepsOut: [
      {
        module: /node_modules\/ra-ui-materialui\/dist\/list\/filter\/(Add|Remove)SavedQueryDialog\.js$/,
        from: 'first list page',
      },
    ],
  },
  lazyComponent(
    'Tooltip',
    "MUI's Tooltip brings Popper and @popperjs for the icon buttons' tooltips: loaded at the first hover",
    'src/layout/LazyTooltip.tsx',
    './src/layout/realTooltip.ts',
    { plugin: 'lazyTooltip', keepsOut: [/node_modules\/@popperjs\//] },
  ),
  lazyComponent(
    'Dialog',
    'a closed dialog renders nothing: loaded at the first opening',
    OVERLAYS,
    REAL_OVERLAYS,
  ),
  lazyComponent('DialogActions', "a dialog's part, rendered inside an open dialog", OVERLAYS, REAL_OVERLAYS),
  lazyComponent('DialogContent', "a dialog's part, rendered inside an open dialog", OVERLAYS, REAL_OVERLAYS),
  lazyComponent(
    'DialogContentText',
    "a dialog's part, rendered inside an open dialog",
    OVERLAYS,
    REAL_OVERLAYS,
  ),
  lazyComponent('DialogTitle', "a dialog's part, rendered inside an open dialog", OVERLAYS, REAL_OVERLAYS),
  lazyComponent(
    'Menu',
    'a closed menu renders nothing: loaded at the first opening',
    OVERLAYS,
    REAL_OVERLAYS,
    {
      imports: [{ in: `${MUI}/Select/SelectInput.js`, source: '../Menu/Menu.js' }],
    },
  ),
  lazyComponent('MenuItem', "a menu's item, rendered inside an open menu", OVERLAYS, REAL_OVERLAYS),
  lazyComponent(
    'Modal',
    'a closed modal renders nothing: loaded at the first opening, with FocusTrap and Portal',
    OVERLAYS,
    REAL_OVERLAYS,
    {
      imports: [{ in: `${MUI}/Drawer/Drawer.js`, source: '../Modal/index.js' }],
      keepsOut: [/node_modules\/@mui\/material\/esm\/Unstable_TrapFocus\//],
    },
  ),
  lazyComponent(
    'Popover',
    'a closed popover renders nothing: loaded at the first opening',
    OVERLAYS,
    REAL_OVERLAYS,
  ),
  lazyComponent('Fab', "react-admin's create button on a phone only", OVERLAYS, REAL_SELDOM_SHOWN),
  lazyComponent(
    'LinearProgress',
    "react-admin's progress bar for a reference list still loading after a second",
    OVERLAYS,
    REAL_SELDOM_SHOWN,
  ),
  {
    name: 'page-title-editor',
    plugin: 'lazyMui',
    why: "react-admin's page title imports MUI's TextField (and with it Select) for its inspector's editor, which this app never shows",
    imports: [{ in: 'ra-ui-materialui/dist/layout/PageTitleConfigurable.js', source: '@mui/material' }],
    replacement: virtualId('page-title-editor'),
    standIn: { module: OVERLAYS, exports: { TextField: 'LazyTextField' } },
    requires: [
      {
        file: 'ra-ui-materialui/dist/layout/PageTitleConfigurable.js',
        contains: "import { TextField } from '@mui/material';",
      },
    ],
    keepsOut: [{ module: muiModule('TextField'), from: 'first list page' }],
  },
  {
    name: 'page-title-configurable',
    plugin: 'lazyListParts',
    why: "react-admin's page title is Configurable for the inspector's edit mode (a popover, its button, outlines), which this app never turns on",
    imports: [
      { in: 'ra-ui-materialui/dist/layout/PageTitleConfigurable.js', source: '../preferences/index.js' },
    ],
    replacement: virtualId('page-title-configurable'),
    standIn: {
      module: 'src/layout/TitleWithoutInspector.tsx',
      exports: { Configurable: 'TitleWithoutInspector' },
    },
    requires: [
      {
        file: 'ra-ui-materialui/dist/layout/PageTitleConfigurable.js',
        contains: 'import { Configurable } from "../preferences/index.js";',
      },
      // What the stand-in gives when not editing: the key, prefixed, and the root span's class.
      {
        file: 'ra-ui-materialui/dist/preferences/Configurable.js',
        contains: 'const prefixedPreferenceKey = `preferences.${preferenceKey}`;',
      },
      {
        file: 'ra-ui-materialui/dist/preferences/Configurable.js',
        contains: "const PREFIX = 'RaConfigurable';",
      },
    ],
    keepsOut: [
      {
        module: /node_modules\/ra-ui-materialui\/dist\/preferences\/Configurable\.js$/,
        from: 'first list page',
      },
    ],
  },
  {
    name: 'single-field-list-chip',
    plugin: 'lazyMui',
    why: "a SingleFieldList's default child is MUI's Chip; ours always pass one",
    imports: [{ in: `${RA_LIST}/SingleFieldList.js`, source: '@mui/material' }],
    replacement: virtualId('single-field-list-chip'),
    standIn: { module: OVERLAYS, exports: { Chip: 'LazyChip' } },
    passThrough: ['Stack', 'styled', 'useThemeProps'],
    requires: [
      {
        file: `${RA_LIST}/SingleFieldList.js`,
        contains: "import { Chip, Stack, styled, useThemeProps, } from '@mui/material';",
      },
    ],
    keepsOut: [{ module: muiModule('Chip'), from: 'first list page' }],
  },
  {
    name: 'touch-ripple',
    plugin: 'lazyMui',
    why: "MUI's ButtonBase's TouchRipple (with react-transition-group's TransitionGroup) mounts at a button's first press: loaded then",
    imports: [{ in: `${MUI}/ButtonBase/ButtonBase.js`, source: './TouchRipple.js' }],
    replacement: virtualId('touch-ripple'),
    standIn: { module: 'src/layout/LazyTouchRipple.tsx', exports: { default: 'LazyTouchRipple' } },
    requires: [
      { file: `${MUI}/ButtonBase/ButtonBase.js`, contains: 'import TouchRipple from "./TouchRipple.js";' },
      // ButtonBase drives the ripple through these actions of its ref, which the stand-in hands on.
      { file: `${MUI}/ButtonBase/ButtonBase.js`, contains: 'ripple.pulsate()' },
      { file: `${MUI}/ButtonBase/TouchRipple.js`, exports: 'default' },
    ],
    keepsOut: [
      { module: /node_modules\/@mui\/material\/esm\/ButtonBase\/TouchRipple\.js$/, from: 'first list page' },
    ],
  },
];

/** The rewrites a plugin applies. */
export function rewritesOf<P extends Rewrite['plugin']>(
  rewrites: readonly Rewrite[],
  plugin: P,
): Extract<Rewrite, { plugin: P }>[] {
  return rewrites.filter((rewrite): rewrite is Extract<Rewrite, { plugin: P }> => rewrite.plugin === plugin);
}

const slashes = (id: string) => id.replace(/\\/g, '/');

/** Whether `importer` (a module id) is the module or one of the modules `where` names (ImportSite.in). */
export function isIn(importer: string, where: string, root: string): boolean {
  const id = slashes(importer);
  if (where === '*') return true;
  if (where.startsWith('./')) return id === `${slashes(root)}/${where.slice(2)}`;
  return where.endsWith('/') ? id.includes(`/node_modules/${where}`) : id.endsWith(`/node_modules/${where}`);
}

/** Whether `source` is what `site` names (`name/*`: the name or a path in it). */
export function isSource(source: string, site: ImportSite): boolean {
  if (!site.source.endsWith('/*')) return source === site.source;
  const name = site.source.slice(0, -2);
  return source === name || source.startsWith(`${name}/`);
}

/** The rewrite (of these) that resolves this import, and the site it matched. */
export function rewriteOf<R extends Rewrite>(
  rewrites: readonly R[],
  source: string,
  importer: string | undefined,
  root: string,
): { rewrite: R; site: ImportSite } | undefined {
  if (!importer) return undefined;
  for (const rewrite of rewrites) {
    if (rewrite.except?.some((where) => isIn(importer, where, root))) continue;
    const site = rewrite.imports.find((site) => isSource(source, site) && isIn(importer, site.in, root));
    if (site) return { rewrite, site };
  }
  return undefined;
}

/** Whether a module id is (one of) the rewrite's replacement. */
export function isReplacement(id: string, rewrite: Rewrite): boolean {
  const { replacement } = rewrite;
  if (replacement.startsWith('\0')) return id === replacement || id.startsWith(`${replacement}:`);
  return slashes(id).includes(replacement);
}

/** A virtual module's code: the stand-in's names re-exported as the importers import them. */
export function reExports(standIn: StandIn, root: string): string {
  const names = Object.entries(standIn.exports).map(([as, from]) => `${from} as ${as}`);
  return `export { ${names.join(', ')} } from ${JSON.stringify(`${slashes(root)}/${standIn.module}`)};\n`;
}
