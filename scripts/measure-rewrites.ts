/**
 * What each rewrite of build/rewrites.ts saves: the app built with all of them, then once without each
 * (or without those named), and the JS of the first list page (bench/build.ts firstListPage) and of the
 * login screen (the entry's static closure) in KiB gzip. docs/performance.md has the figures.
 *
 *   npx tsx scripts/measure-rewrites.ts                  every rewrite, one build without each
 *   npx tsx scripts/measure-rewrites.ts mui-fab mui-menu only these, one build without each
 *   npx tsx scripts/measure-rewrites.ts --together a b   one build without all of those named
 *
 * A build takes some seconds of both cores: the whole list is about 30 builds.
 */
import { rm } from 'node:fs/promises';
import { REWRITES, type Rewrite } from '../build/rewrites.ts';
import { appConfig } from '../vite.config.ts';
import {
  buildApp,
  entryKey,
  firstListPage,
  jsGzipOf,
  kb,
  scratchDir,
  staticClosure,
} from '../bench/build.ts';

async function measure(rewrites: readonly Rewrite[]): Promise<{ list: number; login: number }> {
  const outDir = scratchDir('measure-rewrites');
  try {
    const build = await buildApp(outDir, appConfig(rewrites));
    const { manifest } = build;
    const list = await jsGzipOf(outDir, manifest, firstListPage(manifest));
    const login = await jsGzipOf(outDir, manifest, staticClosure(manifest, [entryKey(manifest)]));
    return { list: list.gzip, login: login.gzip };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

async function main() {
  const args = process.argv.slice(2);
  const together = args[0] === '--together';
  const names = together ? args.slice(1) : args;
  const unknown = names.filter((name) => !REWRITES.some((rewrite) => rewrite.name === name));
  if (unknown.length) throw new Error(`No such rewrite in build/rewrites.ts: ${unknown.join(', ')}`);
  const all = await measure(REWRITES);
  console.log(`with every rewrite: first list page ${kb(all.list)} KiB gzip, login screen ${kb(all.login)}`);
  const runs = together
    ? [names]
    : (names.length ? names : REWRITES.map((rewrite) => rewrite.name)).map((name) => [name]);
  console.log('| without | first list page, KiB gzip | saved | login screen saved |');
  console.log('| ------- | ------------------------- | ----- | ------------------ |');
  for (const without of runs) {
    const figures = await measure(REWRITES.filter((rewrite) => !without.includes(rewrite.name)));
    console.log(
      `| ${without.join(', ')} | ${kb(figures.list)} | ${kb(figures.list - all.list)} | ${kb(figures.login - all.login)} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
