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
 * react-admin's list toolbar imports its FilterForm statically, and with it react-hook-form and ra-core's
 * form layer, for a search box. The toolbar's import of it resolves to src/schema/ui/ListFilterBar.tsx
 * instead: the search box without a form, and react-admin's FilterForm loaded once another filter
 * shows. Every other import of FilterForm (ListFilterBar's own, through react-admin) is left as it is.
 * The dev server pre-bundles react-admin without this plugin, so there the toolbar keeps its FilterForm,
 * with the search box inside it: the same behaviour, only not the smaller first page.
 */
function lazyFilterForm(): Plugin {
  const id = '\0backoffice:list-filter-bar';
  const bar = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'src/schema/ui/ListFilterBar.tsx');
  return {
    name: 'backoffice:lazy-filter-form',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.replace(/\\/g, '/') ?? '';
      return source === './filter/index.js' && from.endsWith('/ra-ui-materialui/dist/list/ListToolbar.js')
        ? id
        : null;
    },
    load: (moduleId) =>
      moduleId === id ? `export { ListFilterBar as FilterForm } from ${JSON.stringify(bar)};\n` : null,
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
    lazyJsonexport(),
    lazyFilterForm(),
    lazyTooltip(),
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
