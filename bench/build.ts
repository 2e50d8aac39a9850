/**
 * Builds the app with Vite's API, as `vite build` does with vite.config.ts, into a directory of our own
 * (never dist/, which `npm start` and the e2e tests may be serving), with a build manifest, a record
 * of which source modules each chunk holds (for the bundle hygiene check and the size attribution) and
 * the module graph (which module imports which: the rewrites' check, build/rewriteChecks.ts).
 */
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, mergeConfig, type Manifest, type Plugin, type UserConfig } from 'vite';
import { RESOURCE_SUMMARIES } from '../src/resource-summaries.gen.ts';

export interface ChunkModules {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  /** Source module id -> length of its code in the chunk (before minification). */
  modules: Record<string, number>;
}

export interface BuildOutput {
  outDir: string;
  manifest: Manifest;
  chunks: ChunkModules[];
  /** Module id -> the ids it imports, statically or dynamically (every module loaded, tree-shaken or not); null for a build recorded without it. */
  imports: Record<string, string[]> | null;
  seconds: number;
}

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const MODULES_FILE = '.vite/chunk-modules.json';
const GRAPH_FILE = '.vite/module-graph.json';

/** A scratch directory for a build inside the project (so the API serves it by a relative path), ignored by lint and git. */
export function scratchDir(label: string): string {
  return path.join(ROOT, 'node_modules', '.cache', 'backoffice-bench', `${label}-${process.pid}`);
}

function recordModules(sink: ChunkModules[], imports: Record<string, string[]>): Plugin {
  return {
    name: 'backoffice-bench:chunk-modules',
    apply: 'build',
    buildEnd() {
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info) imports[id] = [...info.importedIds, ...info.dynamicallyImportedIds];
      }
    },
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(item.modules)) modules[id] = info.renderedLength;
        sink.push({
          fileName: item.fileName,
          isEntry: item.isEntry,
          isDynamicEntry: item.isDynamicEntry,
          facadeModuleId: item.facadeModuleId,
          imports: [...item.imports],
          dynamicImports: [...item.dynamicImports],
          modules,
        });
      }
    },
  };
}

/**
 * Runs the production build of vite.config.ts into `outDir`, with a manifest; or of `config` instead
 * (vite.config.ts's appConfig with other arguments).
 */
export async function buildApp(outDir: string, config?: UserConfig): Promise<BuildOutput> {
  const started = performance.now();
  const chunks: ChunkModules[] = [];
  const imports: Record<string, string[]> = {};
  await rm(outDir, { recursive: true, force: true });
  const ours: UserConfig = {
    root: ROOT,
    logLevel: 'warn',
    plugins: [recordModules(chunks, imports)],
    build: { outDir, emptyOutDir: true, manifest: true },
  };
  await build(config ? { ...mergeConfig(config, ours), configFile: false } : ours);
  await mkdir(path.join(outDir, '.vite'), { recursive: true });
  await writeFile(path.join(outDir, MODULES_FILE), JSON.stringify(chunks));
  await writeFile(path.join(outDir, GRAPH_FILE), JSON.stringify(imports));
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  return { outDir, manifest, chunks, imports, seconds: (performance.now() - started) / 1000 };
}

/** Reads a build made by buildApp earlier. */
export async function readBuild(outDir: string): Promise<BuildOutput> {
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const chunks = JSON.parse(await readFile(path.join(outDir, MODULES_FILE), 'utf8')) as ChunkModules[];
  const imports = await readFile(path.join(outDir, GRAPH_FILE), 'utf8').then(
    (text) => JSON.parse(text) as Record<string, string[]>,
    () => null,
  );
  return { outDir, manifest, chunks, imports, seconds: 0 };
}

export const gzipBytes = (content: Uint8Array | string): number => gzipSync(content, { level: 9 }).length;
export const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

/** The manifest key of the app's entry (index.html). */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error('The build manifest has no entry');
  return key;
}

/** Manifest keys reachable from `keys` through static imports (the keys themselves included). */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop()!;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/**
 * What every signed-in list page loads, whichever list: the entry, the signed-in app, the shell and the
 * generated list (index.html preloads their chunks on any list URL: build/chunks.ts firstPagePreload).
 */
const LIST_PAGE_BASE = ['src/SignedInApp.tsx', 'src/layout/Layout.tsx', 'src/schema/ui/ResourceList.tsx'];
/**
 * Lazy modules every list page loads as it renders, before the network is quiet (what the bench's
 * Chromium counts): the feature flags' fetch (src/SignedInApp.tsx), the settings' sync and its text
 * (src/layout/Layout.tsx), the list toolbar's layout and export buttons (src/schema/ui/LazyListLayout.tsx).
 */
const LOADED_AS_A_LIST_RENDERS = [
  'src/featureFlags/ServerFeatureFlags.tsx',
  'src/layout/UserSettingsSync.tsx',
  'src/pages/profile/messages.ts',
  'src/schema/ui/listLayoutParts.tsx',
];

/** The row buttons of a definition's `list.valueActions`, which its list loads as it first renders. */
const VALUE_ROW_ACTIONS = 'src/schema/ui/ValueRowActions.tsx';

/** A resource's list page as a user may land on it first (signed in, a cold load of its URL). */
export interface ListPage {
  resource: string;
  path: string;
  /** Manifest keys: what it loads, with their static imports. */
  keys: Set<string>;
}

/**
 * The module of a resource's own list view (`views.list`), found in its folder's components.tsx
 * (`'<key>': lazyView(() => import('./View'))`), and whether it loads the wizards' texts with it.
 */
function listViewOf(folder: string, key: string): { module: string; wizardTexts: boolean } {
  const file = `src/resources/${folder}/components.tsx`;
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  const quoted = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(
    `'${quoted}':\\s*lazyView\\((withWizardMessages\\()?\\(\\) => import\\('\\./([\\w/]+)'\\)`,
  ).exec(source);
  if (!match) throw new Error(`${file} names no lazy view '${key}' (the list view of its definition)`);
  return { module: `src/resources/${folder}/${match[2]}.tsx`, wizardTexts: Boolean(match[1]) };
}

/**
 * Every resource's list page (its first route), by the manifest: the modules every list page loads,
 * the resource's definition and texts (the registry loads them for its list), the row buttons of its
 * `list.valueActions` if it names them, its own list view if it has one, and what they import statically: within a few tenths of a KiB of what Chromium loads.
 */
export function listPages(manifest: Manifest): ListPage[] {
  const entry = entryKey(manifest);
  const wizardTexts = Object.keys(manifest).filter((key) => /^src\/wizards\/[^/]+\/messages\.ts$/.test(key));
  return RESOURCE_SUMMARIES.filter((summary) => summary.routes[0]).map((summary) => {
    const definition = `src/resources/${summary.module.slice(2)}`;
    const folder = /^\.\/([^/]+)\/index\.ts$/.exec(summary.module)?.[1];
    const keys = [...LIST_PAGE_BASE, ...LOADED_AS_A_LIST_RENDERS, definition];
    if (folder && manifest[`src/resources/${folder}/messages.ts`])
      keys.push(`src/resources/${folder}/messages.ts`);
    if (/\bvalueActions\b/.test(readFileSync(path.join(ROOT, definition), 'utf8')))
      keys.push(VALUE_ROW_ACTIONS);
    const view = summary.views?.list;
    if (view) {
      if (!folder) throw new Error(`${summary.name} names a list view but has no folder for its components`);
      const found = listViewOf(folder, view);
      keys.push(found.module, ...(found.wizardTexts ? wizardTexts : []));
    }
    const missing = keys.filter((key) => !manifest[key]);
    if (missing.length) throw new Error(`The build manifest has no chunk for ${missing.join(', ')}`);
    return {
      resource: summary.name,
      path: summary.routes[0]!.path,
      keys: staticClosure(manifest, [entry, ...keys]),
    };
  });
}

/** Whether this is the list the bench opens first (its large organization's products). */
export const isBenchList = (page: ListPage): boolean => page.resource === 'products';

/** The bench's first list page after sign-in (listPages). */
export function firstListPage(manifest: Manifest): Set<string> {
  const page = listPages(manifest).find(isBenchList);
  if (!page) throw new Error('No list page for the products');
  return page.keys;
}

/** Gzip size of the JS files of these manifest keys. */
export async function jsGzipOf(
  outDir: string,
  manifest: Manifest,
  keys: Iterable<string>,
): Promise<{ files: string[]; raw: number; gzip: number }> {
  const files = [
    ...new Set(
      [...keys].map((k) => manifest[k]?.file).filter((f): f is string => Boolean(f && f.endsWith('.js'))),
    ),
  ].sort();
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = await readFile(path.join(outDir, file));
    raw += content.length;
    gzip += gzipBytes(content);
  }
  return { files, raw, gzip };
}

/** The npm package a module id belongs to (`@scope/name` or `name`), or null for the app's own code. */
export function packageOf(id: string): string | null {
  const match = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id.replace(/\\/g, '/'));
  return match?.[1] ?? null;
}

/** The directory of that package copy (e.g. /x/node_modules/react), to tell duplicate copies apart. */
export function packageRootOf(id: string): string | null {
  const match = /^(.*\/node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(id.replace(/\\/g, '/'));
  return match?.[1] ?? null;
}
