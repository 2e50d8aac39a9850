/**
 * Builds the app with Vite's API, as `vite build` does with vite.config.ts, into a directory of our own
 * (never dist/, which `npm start` and the e2e tests may be serving), with a build manifest and a record
 * of which source modules each chunk holds (for the bundle hygiene check and the size attribution).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest, type Plugin } from 'vite';

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
  seconds: number;
}

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const MODULES_FILE = '.vite/chunk-modules.json';

/** A scratch directory for a build inside the project (so the API serves it by a relative path), ignored by lint and git. */
export function scratchDir(label: string): string {
  return path.join(ROOT, 'node_modules', '.cache', 'backoffice-bench', `${label}-${process.pid}`);
}

function recordModules(sink: ChunkModules[]): Plugin {
  return {
    name: 'backoffice-bench:chunk-modules',
    apply: 'build',
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

/** Runs the production build of vite.config.ts into `outDir`, with a manifest. */
export async function buildApp(outDir: string): Promise<BuildOutput> {
  const started = performance.now();
  const chunks: ChunkModules[] = [];
  await rm(outDir, { recursive: true, force: true });
  await build({
    root: ROOT,
    logLevel: 'warn',
    plugins: [recordModules(chunks)],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  await mkdir(path.join(outDir, '.vite'), { recursive: true });
  await writeFile(path.join(outDir, MODULES_FILE), JSON.stringify(chunks));
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  return { outDir, manifest, chunks, seconds: (performance.now() - started) / 1000 };
}

/** Reads a build made by buildApp earlier. */
export async function readBuild(outDir: string): Promise<BuildOutput> {
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const chunks = JSON.parse(await readFile(path.join(outDir, MODULES_FILE), 'utf8')) as ChunkModules[];
  return { outDir, manifest, chunks, seconds: 0 };
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
