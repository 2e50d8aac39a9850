import type { Plugin, Rolldown } from 'vite';
import { virtualId } from './rewrites';

/**
 * One `vendor` chunk for every package the entry loads statically. Left to itself, the bundler splits
 * the code the entry shares with the lazy views into some 40 small files for the login screen alone,
 * which the browser fetches six at a time (HTTP/1.1), and each compresses on its own.
 */
export const inNodeModules = /[\\/]node_modules[\\/]/;

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
export function signedInChunk(): Plugin {
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
export function firstPagePreload(): Plugin {
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

const REWRITE_MODULE = virtualId('');

/** The chunk groups, in order: a module goes to the first group that takes it. */
export function chunkGroups() {
  return [
    { name: 'vendor', test: inNodeModules, tags: ['$initial' as const] },
    // The login screen's own sources in one chunk too (it was 13 files with the vendor one, now 4),
    // and taken first, so that the signed-in group's dependencies never pull them out of it.
    // The entry module stays the entry chunk (the manifest's entry, index.html's script).
    {
      name: 'login',
      test: (id: string) => !inNodeModules.test(id) && !entryModules.has(id),
      tags: ['$initial' as const],
    },
    { name: 'signed-in', test: (id: string) => signedInSources.has(id) },
    { name: 'guest-pages', test: (id: string) => guestPageSources.has(id) },
    // The rewrites' re-exports (build/rewrites.ts) a few bytes each, that lazy views share: with the
    // shell rather than a file each for the list page to fetch.
    { name: 'shell', test: (id: string) => shellSources.has(id) || id.startsWith(REWRITE_MODULE) },
    { name: 'list-view', test: (id: string) => listSources.has(id) },
  ];
}
