/**
 * The guard of typed queries (docs/decisions.md "Storage on typed tables"): no string or template in
 * server/ names a table after FROM, INTO, UPDATE, JOIN, TABLE or TRUNCATE. A query is built with `qb`
 * (Kysely<Database>, ../database.ts), and SQL written by hand takes its names from `tableRef` /
 * `columnRef` (../query-builder.ts), so a misspelt name fails typecheck. The migrations keep their SQL;
 * tests and their helpers are not scanned. A table is any table of the migrated and seeded database, or
 * of the API's own list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { SYSTEM_TABLES } from '../names.ts';

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The migration runner's own bookkeeping table, which exists before any definition or `Database` type; the
 * guard fails when it no longer names a table.
 */
const NOT_CONVERTED_YET: readonly string[] = ['db/migrate.ts'];

const skipped = (file: string) =>
  /(^|\/)(__tests__|__fixtures__|testing|migrations)\//.test(file) || /\.test\.ts$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.relative(SERVER, path.join(entry.parentPath, entry.name)).replaceAll(path.sep, '/'))
    .filter((file) => !skipped(file))
    .sort();
}

/** The text of every string and template in a file, a template's expressions as `${}`. */
function stringsOf(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(SERVER, file), 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node))
      texts.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('${}'));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

const NAMED =
  /\b(?:from|into|update|join|table|truncate)\s+(?:only\s+)?(?:if\s+(?:not\s+)?exists\s+)?"?([a-z_][a-z0-9_]*)"?/gi;

function tablesNamedIn(texts: readonly string[], tables: ReadonlySet<string>): string[] {
  const named = new Set<string>();
  for (const text of texts)
    for (const [, name] of text.matchAll(NAMED))
      if (tables.has(name!.toLowerCase())) named.add(name!.toLowerCase());
  return [...named].sort();
}

let server: TestServer;
let tables: Set<string>;
beforeAll(async () => {
  server = await createTestServer();
  const rows = await server.db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`,
  );
  tables = new Set([...rows.map((row) => row.name), ...SYSTEM_TABLES]);
});
afterAll(() => server.close());

describe('table names in strings', () => {
  it('finds a table named in SQL, and not a word in a sentence', () => {
    const texts = ['DELETE FROM refresh_tokens WHERE x', 'INSERT INTO sales_day_lines AS r', 'from the shop'];
    expect(tablesNamedIn([...texts, 'update  "orders" set'], tables)).toEqual([
      'orders',
      'refresh_tokens',
      'sales_day_lines',
    ]);
  });

  it('no server file names a table in a string, but those still to convert', () => {
    const found = Object.fromEntries(
      sourceFiles(SERVER)
        .map((file) => [file, tablesNamedIn(stringsOf(file), tables)] as const)
        .filter(([, named]) => named.length > 0),
    );
    const allowed = new Set(NOT_CONVERTED_YET);
    expect(
      Object.keys(found)
        .filter((file) => !allowed.has(file))
        .map((file) => `${file}: ${found[file]!.join(', ')}`),
    ).toEqual([]);
    // A converted file leaves the list.
    expect(NOT_CONVERTED_YET.filter((file) => !(file in found))).toEqual([]);
  });
});
