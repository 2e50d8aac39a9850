/**
 * No feature writes a resource's rows with SQL of its own: a resource's records are written through the
 * engine's write path (server/resources/write-record.ts), which validates, checks references, runs the
 * hooks, keeps the history and announces the write. ESLint refuses the storage's row writers outside it
 * (eslint.config.js); this test refuses the same done by hand, in SQL text or with the query builder
 * (qb.insertInto, updateTable, deleteFrom). A feature's own tables (credentials, roll-ups, lead numbers)
 * are its business.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { storageOf } from '../../src/schema/define-resource.ts';
import { resourceDefinitions } from '../resources/definitions.ts';
import { registerTables, tableFor } from '../storage/tables.ts';

const FEATURES = path.dirname(fileURLToPath(import.meta.url));
const WRITE = /\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?([a-z_][a-z0-9_]*)"?/gi;
const BUILT_WRITE = /\b(insertInto|updateTable|deleteFrom)\(\s*['"`]([a-z_][a-z0-9_]*)/g;

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('the write path', () => {
  it('is the only way a feature writes a resource’s rows', async () => {
    registerTables(resourceDefinitions);
    const resourceTables = new Map(resourceDefinitions.map((d) => [tableFor(d).name, storageOf(d)]));
    const found: string[] = [];
    for (const file of await sources(FEATURES)) {
      const text = await readFile(file, 'utf8');
      for (const [statement, verb, table] of [...text.matchAll(WRITE), ...text.matchAll(BUILT_WRITE)])
        if (resourceTables.has(table!.toLowerCase()) && verb)
          found.push(`${path.relative(FEATURES, file)}: ${statement}`);
    }
    expect(found).toEqual([]);
  });

  it('would see one', () => {
    registerTables(resourceDefinitions);
    const tables = [...'UPDATE stores SET name = $1'.matchAll(WRITE)].map((m) => m[2]);
    expect(tables).toEqual(['stores']);
    const built = [..."qb.updateTable('stores').set({ name })".matchAll(BUILT_WRITE)].map((m) => m[2]);
    expect(built).toEqual(['stores']);
    expect(resourceDefinitions.map((d) => tableFor(d).name)).toContain('stores');
  });
});
