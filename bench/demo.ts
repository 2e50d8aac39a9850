/**
 * react-admin's e-commerce demo, the anchor the bench measures beside the app (issue 41): fetched once at
 * a pinned commit into a cache outside the repository, patched with bench/demo.patch (exact versions,
 * its fake server's delay and its bundle visualizer removed), installed once, then built (in pairs with
 * the app's build, bench/build-pairs.ts) and served on a free local port at each bench run.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppUnderTest } from './browser.ts';
import { ROOT } from './build.ts';
import { runCommand as run, timedViteBuild } from './command.ts';
import { freePort } from './server.ts';

/** The commit issue 41 measured (react-admin 5.15). */
export const DEMO_COMMIT = '051f511bb0afb5ea565c2d3728bf4dab0a6fa5e0';
const DEMO_PATH = 'examples/demo';
const PATCH = path.join(ROOT, 'bench/demo.patch');
/** Written into the cache once the install has finished, with the patch's hash: another patch starts afresh. */
const STAMP = '.bench-prepared';
/** Written into the cache when it is made: only a folder holding it (or the stamp) is ever emptied. */
const MARKER = '.bench-demo-cache';

export interface DemoSource {
  /** A git URL or a local git directory holding DEMO_COMMIT. */
  git: string;
  cacheDir: string;
}

export function demoSource(env: NodeJS.ProcessEnv = process.env): DemoSource {
  return {
    git: env.BENCH_DEMO_GIT || 'https://github.com/marmelab/react-admin.git',
    cacheDir:
      env.BENCH_CACHE ||
      path.join(os.homedir(), '.cache', 'backoffice-bench', `react-admin-demo-${DEMO_COMMIT}`),
  };
}

export interface RunningDemo {
  baseUrl: string;
  stop: () => Promise<void>;
}

/**
 * A shallow fetch without blobs, then `git archive` of the demo's tree alone, which fetches just its
 * blobs. A whole tree's archive would fetch every blob of the repository (Git 2.39 prefetches the
 * whole tree even for a path), and a local mirror may lack its largest files.
 */
async function fetchDemo(source: DemoSource, log: (line: string) => void): Promise<void> {
  const dir = source.cacheDir;
  const entries = existsSync(dir) ? await readdir(dir) : [];
  if (entries.length && !entries.includes(MARKER) && !entries.includes(STAMP))
    throw new Error(
      `bench: ${dir} is neither empty nor the bench's demo cache; point BENCH_CACHE at a new or empty folder`,
    );
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, MARKER), `react-admin's demo for npm run bench (bench/demo.ts)\n`);
  log(`  demo: fetching ${DEMO_COMMIT.slice(0, 9)} from ${source.git} into ${dir}`);
  await run('git', ['init', '-q'], dir);
  await run('git', ['remote', 'add', 'origin', source.git], dir);
  // A local source answers through git-upload-pack, which refuses filters unless told.
  await run(
    'git',
    [
      'config',
      'remote.origin.uploadpack',
      'git -c uploadpack.allowFilter=true -c uploadpack.allowAnySHA1InWant=true upload-pack',
    ],
    dir,
  );
  await run('git', ['fetch', '-q', '--depth', '1', '--filter=blob:none', 'origin', DEMO_COMMIT], dir);
  const archive = spawn('git', ['archive', `FETCH_HEAD:${DEMO_PATH}`], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let archiveError = '';
  archive.stderr.on('data', (chunk: Buffer) => (archiveError += chunk.toString()));
  const archived = new Promise<void>((resolve, reject) =>
    archive.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`git archive exited with ${code}: ${archiveError}`)),
    ),
  );
  await Promise.all([run('tar', ['-x'], dir, archive.stdout), archived]);
  await run('git', ['apply', PATCH], dir);
}

async function patchHash(): Promise<string> {
  return createHash('sha256')
    .update(await readFile(PATCH))
    .digest('hex');
}

/**
 * Fetched, patched and installed: from the cache when its stamp names this patch, else afresh. True
 * when this run installed it.
 */
export async function installDemo(source: DemoSource, log: (line: string) => void): Promise<boolean> {
  const stampFile = path.join(source.cacheDir, STAMP);
  const wanted = `${DEMO_COMMIT} ${await patchHash()}`;
  if (existsSync(stampFile) && (await readFile(stampFile, 'utf8')).trim() === wanted) return false;
  await fetchDemo(source, log);
  log('  demo: npm install (once; cached)');
  const started = performance.now();
  await run('npm', ['install', '--no-audit', '--no-fund'], source.cacheDir);
  log(`  demo: installed in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  await writeFile(stampFile, `${wanted}\n`);
  return true;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `vite preview` of the demo's build in `outDir` on a free port of 127.0.0.1, once it answers. */
export async function serveDemo(source: DemoSource, outDir: string): Promise<RunningDemo> {
  const dir = source.cacheDir;
  const port = await freePort();
  const child = spawn(
    path.join(dir, 'node_modules/.bin/vite'),
    ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', outDir],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    if (!(await Promise.race([exited.then(() => true), sleep(5000).then(() => false)])))
      child.kill('SIGKILL');
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`bench: vite preview exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(2000) })).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  await stop();
  throw new Error(`bench: vite preview did not answer within 60 s:\n${output}`);
}

/**
 * One build of the demo into a fresh `outDir` (outside the shared cache, whose own dist/ another bench
 * may be serving), timed: `vite build` as its CLI, starting Node and loading Vite included.
 */
export function buildDemo(source: DemoSource, outDir: string): Promise<number> {
  // Its vite.config.ts defines process.env.NODE_ENV from the environment.
  return timedViteBuild(path.join(source.cacheDir, 'node_modules/.bin/vite'), source.cacheDir, outDir, {
    ...process.env,
    NODE_ENV: 'production',
  });
}

/**
 * The demo as the timed runs see it: signed in as its auth provider checks it (any `username` in
 * localStorage), its customers' table (a Datagrid; the products are cards) and the menu move to its
 * orders. Its data is generated in the page, so any text in a cell is its first row.
 */
export function demoApp(baseUrl: string): AppUnderTest {
  return {
    baseUrl,
    state: {
      cookies: [],
      origins: [{ origin: baseUrl, localStorage: [{ name: 'username', value: 'bench' }] }],
    },
    serviceWorkers: 'allow',
    list: { name: 'customers', path: '/#/customers', firstRowText: '' },
    other: { name: 'orders', path: '/#/orders', firstRowText: '' },
  };
}

/** Its login page (react-admin's hash route). */
export const DEMO_LOGIN_PATH = '/#/login';
