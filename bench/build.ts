/**
 * Builds the app with Vite's API, as `vite build` does with vite.config.ts, into a directory of our own
 * (never dist/, which `npm start` and the e2e tests may be serving), with a build manifest, a record
 * of which source modules each chunk holds (for the bundle hygiene check and the size attribution) and
 * the module graph (which module imports which: the rewrites' check, build/rewriteChecks.ts).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, mergeConfig, type Manifest, type Plugin, type UserConfig } from 'vite';

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
 * The first list page after sign-in as the bench opens it (the products list), by the manifest: the
 * entry, the signed-in app, the shell, the generated list and the products' definition, texts and view,
 * with what they import statically: within a few tenths of a KiB of what the bench's Chromium loads.
 */
const FIRST_LIST_PAGE = [
  'src/SignedInApp.tsx',
  'src/layout/Layout.tsx',
  'src/schema/ui/ResourceList.tsx',
  'src/resources/products/index.ts',
  'src/resources/products/messages.ts',
  'src/resources/products/ProductCatalogue.tsx',
];
export function firstListPage(manifest: Manifest): Set<string> {
  const missing = FIRST_LIST_PAGE.filter((key) => !manifest[key]);
  if (missing.length) throw new Error(`The build manifest has no chunk for ${missing.join(', ')}`);
  return staticClosure(manifest, [entryKey(manifest), ...FIRST_LIST_PAGE]);
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
