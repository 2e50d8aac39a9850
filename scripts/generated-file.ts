/**
 * A file generated from the sources and committed (src/known-names.ts, src/known-paths.gen.ts): written
 * when it differs, or with `--check` only compared, exiting 1 when it is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function writeGenerated(file: string, wanted: string, argv: readonly string[] = process.argv): void {
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // not written yet
  }
  if (current === wanted) return;
  const name = path.relative(process.cwd(), file);
  if (argv.includes('--check')) {
    console.error(`${name} is stale: run npm run typecheck`);
    process.exit(1);
  }
  writeFileSync(file, wanted);
  console.log(`Wrote ${name}`);
}
