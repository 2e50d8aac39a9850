import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressDir } from './scripts/precompress';

const apiPort = Number(process.env.API_PORT ?? 8081);
const apiTarget = `http://localhost:${apiPort}`;

/**
 * One copy of @mui/system and @mui/utils: the ones @mui/material depends on. ra-ui-materialui names
 * them as peers with a wide range (5 to 9), so npm installs the newest (9.x) at the top of
 * node_modules, and the build carried both majors (ra-ui-materialui's styled/sx helpers beside
 * material's). Imports of them from anywhere but @mui/material itself resolve as material's would.
 */
function oneMuiSystem(): Plugin {
  const require = createRequire(import.meta.url);
  const materialDir = path.dirname(require.resolve('@mui/material/package.json'));
  const asMaterial = path.join(materialDir, 'index.js');
  return {
    name: 'backoffice:one-mui-system',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!/^@mui\/(system|utils)(\/|$)/.test(source) || !importer) return null;
      if (importer.replace(/\\/g, '/').includes('/node_modules/@mui/material/')) return null;
      return this.resolve(source, asMaterial, { ...options, skipSelf: true });
    },
  };
}

/**
 * node-polyglot (react-admin's translator) calls `object.entries`, an es-shim that brings about 38 KB
 * of get-intrinsic and friends into the login screen. Every browser we support has Object.entries.
 */
function nativeObjectEntries(): Plugin {
  const id = '\0backoffice:object.entries';
  return {
    name: 'backoffice:native-object-entries',
    enforce: 'pre',
    resolveId: (source) => (source === 'object.entries' ? id : null),
    load: (moduleId) => (moduleId === id ? 'module.exports = Object.entries;\n' : null),
  };
}

/**
 * Small stand-ins for two libraries react-admin imports on every page (src/shims/, each tested against
 * the library's answers): inflection, for fallback labels no screen here shows (every label has a text),
 * and query-string, for URLs, on the platform's encoding. Only react-admin's and its data provider's
 * imports are redirected; the dev server and the unit tests keep the libraries.
 */
function smallShims(): Plugin {
  const root = path.dirname(fileURLToPath(import.meta.url));
  const shims: Record<string, string> = {
    inflection: path.resolve(root, 'src/shims/inflection.ts'),
    'query-string': path.resolve(root, 'src/shims/queryString.ts'),
  };
  return {
    name: 'backoffice:small-shims',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer, options) {
      const from = importer?.replace(/\\/g, '/') ?? '';
      if (!/\/node_modules\/(ra-[\w-]+|react-admin)\//.test(from)) return null;
      const lodash = /^lodash\/(\w+)\.js$/.exec(source)?.[1];
      if (lodash)
        return this.resolve(`es-toolkit/compat/${lodash}`, importer, { ...options, skipSelf: true });
      return shims[source] ?? null;
    },
  };
}

/**
 * ra-core's default CSV exporter (jsonexport) is imported by every list controller, although our lists
 * pass their own exporter (useCsvExporter, src/schema/csv.ts). The default stays the same function
 * with the same result; jsonexport loads when it is first called rather than with every list.
 */
function lazyJsonexport(): Plugin {
  const prefix = '\0backoffice:lazy-jsonexport:';
  return {
    name: 'backoffice:lazy-jsonexport',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (
        !source.startsWith('jsonexport') ||
        !importer?.replace(/\\/g, '/').includes('/ra-core/dist/export/')
      )
        return null;
      const real = await this.resolve(source, importer, { ...options, skipSelf: true });
      return real ? prefix + real.id : null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const real = JSON.stringify(id.slice(prefix.length));
      return [
        `export default function jsonExport(...args) {`,
        `  import(${real}).then((module) => (module.default ?? module)(...args));`,
        `}`,
        '',
      ].join('\n');
    },
  };
}

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
function lazyListParts(): Plugin {
  const prefix = '\0backoffice:lazy-list-part:';
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'src/schema/ui');
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

/**
 * MUI's Tooltip brings Popper and @popperjs (some 15 KiB gzip) to every page with a tooltip: the top
 * bar's and the menu's icon buttons, react-admin's among them. Every import of it resolves to
 * src/layout/LazyTooltip.tsx instead, which loads the real one the first time a tooltip is wanted (a
 * hover, a focus, a touch); src/layout/realTooltip.ts's import is the one left as it is. Imports through
 * MUI's barrel (`import { Tooltip } from '@mui/material'`, as react-admin's buttons do) are its
 * `./Tooltip/index.js`. The dev server and the unit tests keep MUI's Tooltip.
 */
function lazyTooltip(): Plugin {
  const id = '\0backoffice:lazy-tooltip';
  const root = path.dirname(fileURLToPath(import.meta.url));
  const lazy = path.resolve(root, 'src/layout/LazyTooltip.tsx');
  const real = path.resolve(root, 'src/layout/realTooltip.ts');
  /** MUI's tooltipClasses module, which the virtual module re-exports (found with the first redirect). */
  let classes = '';
  return {
    name: 'backoffice:lazy-tooltip',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const from = importer?.replace(/\\/g, '/') ?? '';
      const direct = source === '@mui/material/Tooltip' && from !== real.replace(/\\/g, '/');
      const barrel = source === './Tooltip/index.js' && from.endsWith('/@mui/material/esm/index.js');
      if (!direct && !barrel) return null;
      if (!classes) {
        const tooltip = await this.resolve('@mui/material/Tooltip', real, { ...options, skipSelf: true });
        if (!tooltip) return null;
        classes = path.join(path.dirname(tooltip.id), 'tooltipClasses.js');
      }
      return id;
    },
    load(moduleId) {
      if (moduleId !== id) return null;
      return [
        `export { LazyTooltip as default } from ${JSON.stringify(lazy)};`,
        `export { default as tooltipClasses } from ${JSON.stringify(classes)};`,
        `export * from ${JSON.stringify(classes)};`,
        '',
      ].join('\n');
    },
  };
}

/**
 * MUI components every page would carry although they show only on use: the overlays (Dialog, Menu,
 * Popover, Modal, with Modal, FocusTrap, Portal and MenuList: some 6 KiB gzip, all closed until used) and a
 * dialog's parts; the create button's Fab (phones only) and LinearProgress (a reference list slow to load).
 * The imports of them from the app, react-admin and MUI's barrel, a Select's of its Menu and a Drawer's of
 * its Modal, resolve to src/layout/LazyOverlays.tsx, which loads the real ones when first wanted; the
 * real modules' own imports are left as they are (src/layout/realOverlays.ts, realSeldomShown.ts), and so
 * are MUI's imports among them (inside their chunk). So do a component react-admin imports for a case
 * this app never has (`barrelUsers` below) and MUI's ButtonBase's TouchRipple (src/layout/LazyTouchRipple.tsx),
 * mounted at a button's first press. The dev server and the unit tests keep MUI's.
 */
const LAZY_MUI = [
  'Dialog',
  'DialogActions',
  'DialogContent',
  'DialogContentText',
  'DialogTitle',
  'Fab',
  'LinearProgress',
  'Menu',
  'Modal',
  'Popover',
];
function lazyMui(): Plugin {
  const prefix = '\0backoffice:lazy-mui:';
  /**
   * react-admin modules whose `@mui/material` import names a component they render only in a case this
   * app never has: react-admin's page title's TextField (its inspector's editor) and a SingleFieldList's
   * Chip (its default child; ours always has one). That name comes from LazyOverlays.tsx, the rest as
   * imported.
   */
  const barrelUsers: Record<string, { lazy: string; rest: string[] }> = {
    'layout/PageTitleConfigurable.js': { lazy: 'TextField', rest: [] },
    'list/SingleFieldList.js': { lazy: 'Chip', rest: ['Stack', 'styled', 'useThemeProps'] },
  };
  const barrelPrefix = '\0backoffice:lazy-mui-barrel:';
  const touchRipple = '\0backoffice:lazy-touch-ripple';
  const root = path.dirname(fileURLToPath(import.meta.url));
  const lazy = path.resolve(root, 'src/layout/LazyOverlays.tsx');
  const ripple = path.resolve(root, 'src/layout/LazyTouchRipple.tsx');
  const reals = ['src/layout/realOverlays.ts', 'src/layout/realSeldomShown.ts'].map((file) =>
    path.resolve(root, file).replace(/\\/g, '/'),
  );
  /** Each component's classes module, which its virtual module re-exports (found with the first redirect). */
  const classes = new Map<string, string>();
  const lower = (name: string) => `${name[0]!.toLowerCase()}${name.slice(1)}`;
  const wanted = (source: string, from: string): string | undefined => {
    const direct = /^@mui\/material\/(\w+)$/.exec(source)?.[1];
    if (direct && LAZY_MUI.includes(direct)) return reals.includes(from) ? undefined : direct;
    const barrel = /^\.\/(\w+)\/index\.js$/.exec(source)?.[1];
    if (barrel && LAZY_MUI.includes(barrel) && from.endsWith('/@mui/material/esm/index.js')) return barrel;
    if (source === '../Menu/Menu.js' && from.endsWith('/@mui/material/esm/Select/SelectInput.js'))
      return 'Menu';
    if (source === '../Modal/index.js' && from.endsWith('/@mui/material/esm/Drawer/Drawer.js'))
      return 'Modal';
    return undefined;
  };
  return {
    name: 'backoffice:lazy-mui',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      const from = importer?.replace(/\\/g, '/') ?? '';
      const barrelUser = Object.keys(barrelUsers).find((file) =>
        from.endsWith(`/ra-ui-materialui/dist/${file}`),
      );
      if (source === '@mui/material' && barrelUser) return barrelPrefix + barrelUser;
      if (source === './TouchRipple.js' && from.endsWith('/@mui/material/esm/ButtonBase/ButtonBase.js'))
        return touchRipple;
      const name = wanted(source, from);
      if (!name) return null;
      if (!classes.has(name)) {
        const module = await this.resolve(`@mui/material/${name}`, reals[0], { ...options, skipSelf: true });
        if (!module) return null;
        classes.set(name, path.join(path.dirname(module.id), `${lower(name)}Classes.js`));
      }
      return prefix + name;
    },
    load(id) {
      if (id.startsWith(barrelPrefix)) {
        const { lazy: name, rest } = barrelUsers[id.slice(barrelPrefix.length)]!;
        const passed = rest.length ? `export { ${rest.join(', ')} } from '@mui/material';\n` : '';
        return `${passed}export { Lazy${name} as ${name} } from ${JSON.stringify(lazy)};\n`;
      }
      if (id === touchRipple)
        return `export { LazyTouchRipple as default } from ${JSON.stringify(ripple)};\n`;
      if (!id.startsWith(prefix)) return null;
      const name = id.slice(prefix.length);
      const file = JSON.stringify(classes.get(name));
      return [
        `export { Lazy${name} as default } from ${JSON.stringify(lazy)};`,
        `export { default as ${lower(name)}Classes } from ${file};`,
        `export * from ${file};`,
        '',
      ].join('\n');
    },
  };
}

/**
 * MUI's `createTheme` and `ThemeProvider` carry its CSS-variables machinery (createThemeWithVars,
 * CssVarsProvider, the colour-scheme store: some 7 KiB gzip) to every page, for themes that ask for
 * `cssVariables` or `colorSchemes`. Ours never do (src/layout/themes.ts: a palette per mode, react-admin
 * switches between them), and for such a theme MUI itself takes its "no vars" path. MUI's own imports of
 * the two resolve to modules that take that path only, and fail at once, naming this plugin, for a theme
 * that asks for CSS variables. The dev server (which pre-bundles MUI) and the unit tests keep MUI's.
 */
function themeWithoutCssVars(): Plugin {
  const prefix = '\0backoffice:theme-without-css-vars:';
  /** MUI's styles folder, the imports' own (found with the first redirect). */
  let stylesDir = '';
  const refuse = (what: string) =>
    `throw new Error(${JSON.stringify(`${what}: this build has no CSS-variables themes (vite.config.ts themeWithoutCssVars)`)});`;
  const modules: Record<string, (dir: string) => string> = {
    'createTheme.js': (dir) =>
      [
        `import createThemeNoVars from ${JSON.stringify(path.join(dir, 'createThemeNoVars.js'))};`,
        `export default function createTheme(options = {}, ...args) {`,
        `  if (options.cssVariables || 'colorSchemes' in options) ${refuse('createTheme({ cssVariables | colorSchemes })')}`,
        `  return createThemeNoVars(options, ...args);`,
        `}`,
      ].join('\n'),
    'ThemeProvider.js': (dir) =>
      [
        `import { createElement, useMemo } from 'react';`,
        `import ThemeProviderNoVars from ${JSON.stringify(path.join(dir, 'ThemeProviderNoVars.js'))};`,
        `import THEME_ID from ${JSON.stringify(path.join(dir, 'identifier.js'))};`,
        `export default function ThemeProvider({ theme, ...props }) {`,
        `  const noVarsTheme = useMemo(() => {`,
        `    if (typeof theme === 'function') return theme;`,
        `    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;`,
        `    if ('colorSchemes' in muiTheme) ${refuse('ThemeProvider with a colorSchemes theme')}`,
        // As MUI's: `vars: null` keeps an outer CSS-variables theme's vars from leaking in.
        `    return 'vars' in muiTheme ? theme : { ...theme, vars: null };`,
        `  }, [theme]);`,
        `  return createElement(ThemeProviderNoVars, { ...props, theme: noVarsTheme });`,
        `}`,
      ].join('\n'),
  };
  return {
    name: 'backoffice:theme-without-css-vars',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      const from = importer?.replace(/\\/g, '/') ?? '';
      const file = source.replace(/^\.\//, '');
      if (!modules[file] || !from.includes('/@mui/material/esm/styles/')) return null;
      stylesDir = path.dirname(importer!);
      return prefix + file;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      return modules[id.slice(prefix.length)]?.(stylesDir) ?? null;
    },
  };
}

/**
 * One `vendor` chunk for every package the entry loads statically. Left to itself, the bundler splits
 * the code the entry shares with the lazy views into some 40 small files for the login screen alone,
 * which the browser fetches six at a time (HTTP/1.1), and each compresses on its own.
 */
const inNodeModules = /[\\/]node_modules[\\/]/;

/**
 * One `signed-in` chunk for src/SignedInApp.tsx, the app sources it imports statically (the registry,
 * the resource definitions, the engine's core) and, through `includeDependenciesRecursively`, the
 * packages they use, less what the login screen already has (the groups before it take that first).
 * Left to itself, the bundler cut it into some 30 small files by which lazy views share what, which
 * compress worse than one and are fetched six at a time; and every signed-in screen needs all of it
 * first. Only app sources are followed here: a package's barrel (react-admin's index) would make the
 * closure every module of the package, used or not.
 *
 * The same for the two lazy parts the first signed-in screen usually needs after it: the `shell` (top
 * bar and menu, src/layout/Layout.tsx) and the generated list (`list-view`, src/schema/ui/ResourceList.tsx).
 * Each was some 25 files of MUI components the bundler had cut by which other views share them: on a
 * cold load their six-at-a-time fetches left the page idle for a few hundred milliseconds. A module
 * another view shares stays in the first of these that needs it, which that view then loads too. The
 * guest's own lazy pages (sign-up, 404, authentication error) come first, in a `guest-pages` chunk, so
 * that a MUI component they share with the shell or the list never brings those along to a guest.
 */
const signedInSources = new Set<string>();
const shellSources = new Set<string>();
const listSources = new Set<string>();
const guestPageSources = new Set<string>();
/** The entry (index.html and its script, src/main.tsx): they stay the entry chunk. */
const entryModules = new Set<string>();
function signedInChunk(): Plugin {
  return {
    name: 'backoffice:signed-in-chunk',
    apply: 'build',
    buildEnd() {
      entryModules.clear();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info?.isEntry) continue;
        entryModules.add(id);
        for (const imported of info.importedIds)
          if (!inNodeModules.test(imported)) entryModules.add(imported);
      }
      /** The app sources `root` imports statically, less those in `taken`. */
      const closure = (into: Set<string>, root: RegExp, taken: Set<string>[]) => {
        into.clear();
        const stack = [...this.getModuleIds()].filter((id) => root.test(id));
        while (stack.length) {
          const id = stack.pop()!;
          if (into.has(id) || inNodeModules.test(id) || taken.some((set) => set.has(id))) continue;
          into.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      closure(signedInSources, /[\\/]src[\\/]SignedInApp\.tsx$/, [entryModules]);
      closure(
        guestPageSources,
        /[\\/]src[\\/](pages[\\/](login|errors)[\\/][^/\\]+|layout[\\/]AuthenticationErrorPage)\.tsx$/,
        [entryModules, signedInSources],
      );
      const taken = [entryModules, signedInSources, guestPageSources];
      closure(shellSources, /[\\/]src[\\/]layout[\\/]Layout\.tsx$/, taken);
      closure(listSources, /[\\/]src[\\/]schema[\\/]ui[\\/]ResourceList\.tsx$/, [...taken, shellSources]);
    },
  };
}

/**
 * The first page after sign-in, fetched with the entry. Without this the browser learns of the
 * signed-in app's chunks (src/SignedInApp.tsx: the registry, the routes) only once the entry has run,
 * of the shell's chunk only once the session is checked, and of the list view's chunk only once the
 * shell has rendered: round trips one after the other. A small script in index.html adds
 * `<link rel="modulepreload">` for the signed-in app and the shell (and, on a list URL
 * `/apps/<area>/<name>`, for the generated list) when a session token is stored; else for the guest's
 * URL patterns (src/known-paths.gen.ts: src/routing/loadKnownPaths.ts), which src/main.tsx awaits before the first
 * render. So a guest fetches nothing of the signed-in app, and a signed-in user not the app's URL list.
 */
const SESSION_TOKEN_KEY = 'backoffice.session.token'; // src/providers/session.ts
const LIST_URL = '^/apps/[^/]+/[^/]+/?$';
type Bundle = Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>;
function firstPagePreload(): Plugin {
  const facade = (bundle: Bundle, pattern: RegExp) =>
    Object.values(bundle).find(
      (item): item is Rolldown.OutputChunk =>
        item.type === 'chunk' && pattern.test(item.facadeModuleId ?? ''),
    );
  /** The chunk and the chunks it imports statically, less those in `skip`. */
  const closure = (bundle: Bundle, start: Rolldown.OutputChunk | undefined, skip: Set<string>) => {
    const files: string[] = [];
    const stack = start ? [start.fileName] : [];
    while (stack.length) {
      const file = stack.pop()!;
      const item = bundle[file];
      if (skip.has(file) || files.includes(file) || item?.type !== 'chunk') continue;
      files.push(file);
      stack.push(...item.imports);
    }
    return files;
  };
  let base = '/';
  return {
    name: 'backoffice:first-page-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        const entry = context.chunk;
        if (!bundle || !entry) return html;
        const loaded = new Set(closure(bundle, entry, new Set()));
        const app = closure(bundle, facade(bundle, /[\\/]src[\\/]SignedInApp\.tsx$/), loaded);
        const shell = closure(
          bundle,
          facade(bundle, /[\\/]src[\\/]layout[\\/]Layout\.tsx$/),
          new Set([...loaded, ...app]),
        );
        const list = closure(
          bundle,
          facade(bundle, /[\\/]src[\\/]schema[\\/]ui[\\/]ResourceList\.tsx$/),
          new Set([...loaded, ...app, ...shell]),
        );
        const guest = closure(bundle, facade(bundle, /[\\/]src[\\/]known-paths\.gen\.ts$/), loaded);
        if (app.length === 0 || shell.length === 0 || guest.length === 0) return html;
        const urls = (files: string[]) => JSON.stringify(files.map((file) => base + file));
        const script = [
          '(function () {',
          '  try {',
          `    var files = ${urls(guest)};`,
          `    if (localStorage.getItem(${JSON.stringify(SESSION_TOKEN_KEY)})) {`,
          `      files = ${urls([...app, ...shell])};`,
          `      if (new RegExp(${JSON.stringify(LIST_URL)}).test(location.pathname)) files = files.concat(${urls(list)});`,
          '    }',
          '    files.forEach(function (href) {',
          "      var link = document.createElement('link');",
          "      link.rel = 'modulepreload';",
          "      link.crossOrigin = '';",
          '      link.href = href;',
          '      document.head.appendChild(link);',
          '    });',
          '  } catch (error) {}',
          '})();',
        ].join('\n');
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}

/**
 * Brotli and gzip copies of the build's text files (scripts/precompress.ts), written once the bundle and
 * the public files are in the output directory; the server chooses among them by Accept-Encoding
 * (server/static-app.ts).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'backoffice:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}

export default defineConfig({
  plugins: [
    oneMuiSystem(),
    nativeObjectEntries(),
    smallShims(),
    lazyJsonexport(),
    lazyListParts(),
    lazyTooltip(),
    themeWithoutCssVars(),
    lazyMui(),
    signedInChunk(),
    firstPagePreload(),
    precompress(),
    react(),
  ],
  server: {
    port: 8080,
    strictPort: true,
    proxy: {
      '/api': apiTarget,
      '/token': apiTarget,
      '/revoke': apiTarget,
      '/userinfo': apiTarget,
      '/infrastructure': apiTarget,
    },
  },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: inNodeModules, tags: ['$initial'] },
            // The login screen's own sources in one chunk too (it was 13 files with the vendor one, now 4),
            // and taken first, so that the signed-in group's dependencies never pull them out of it.
            // The entry module stays the entry chunk (the manifest's entry, index.html's script).
            {
              name: 'login',
              test: (id) => !inNodeModules.test(id) && !entryModules.has(id),
              tags: ['$initial'],
            },
            { name: 'signed-in', test: (id) => signedInSources.has(id) },
            { name: 'guest-pages', test: (id) => guestPageSources.has(id) },
            { name: 'shell', test: (id) => shellSources.has(id) },
            { name: 'list-view', test: (id) => listSources.has(id) },
          ],
        },
      },
    },
  },
});
