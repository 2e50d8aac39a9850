/**
 * The tables follow the definitions (server/storage/sync.ts): a new definition gets its table, a new
 * field its column, a renamed field keeps its values, a wider type is applied; what could lose data and
 * is not declared stops the sync and says what to write; a declared drop goes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineResource } from '../../../src/schema/define-resource.ts';
import type { FieldDefinition } from '../../../src/schema/types.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/db.ts';
import { openDatabase } from '../../db/open.ts';
import { findRow, insertRow } from '../../resources/storage.ts';
import { createFreshDatabase, type FreshDatabase } from '../../testing/fresh-database.ts';
import { introspect } from '../introspect.ts';
import { ensureSchema, pendingPlan, SchemaProblems } from '../sync.ts';

let db: Db;
let fresh: FreshDatabase | undefined;

beforeAll(async () => {
  const adminUrl = process.env.DATABASE_URL || undefined;
  if (adminUrl) fresh = await createFreshDatabase(adminUrl);
  db = await openDatabase(loadConfig({}, { ...fresh?.config }), true);
});
afterAll(async () => {
  await db.close();
  await fresh?.drop();
});

const label = { en: 'X', sv: 'X' };
/** A platform resource `gizmos` with these fields (each version a new definition, as after an edit). */
const gizmos = (fields: Record<string, FieldDefinition>, extra: { droppedFields?: string[] } = {}) =>
  defineResource({
    name: 'gizmos',
    label: { one: label, many: label },
    routes: ['/apps/superadmin/gizmos'],
    api: 'api/gizmos',
    scope: 'platform',
    access: { roles: ['superadmin'] },
    representation: 'title',
    fields: { title: { kind: 'text', label, required: true, maxLength: 50 }, ...fields },
    ...extra,
  });

const columns = async () =>
  Object.fromEntries(
    [...((await introspect(db, ['gizmos'])).get('gizmos')?.columns ?? new Map())].map(([name, c]) => [
      name,
      c.type,
    ]),
  );

describe('schema sync', () => {
  it('creates a table with typed columns, a CHECK per rule and NOT NULL for required fields', async () => {
    const v1 = gizmos({
      amount: { kind: 'integer', label },
      price: { kind: 'money', label },
      color: { kind: 'enum', label, values: { red: { label }, blue: { label } } },
      tags: { kind: 'enum', label, multiple: true, values: { a: { label }, b: { label } } },
      since: { kind: 'date', label },
    });
    await ensureSchema(db, [v1]);
    expect(await columns()).toMatchObject({
      id: 'text',
      title: 'text',
      amount: 'integer',
      price: 'bigint',
      color: 'text',
      tags: 'text[]',
      since: 'date',
      version: 'integer',
      created_at: 'timestamp with time zone',
    });
    await db.transaction((tx) =>
      insertRow(
        tx,
        v1,
        'g1',
        null,
        { title: 'Första', amount: 7, price: 1999, color: 'red', tags: ['a'], since: '2026-11-23' },
        'test',
      ),
    );
    expect((await findRow(db, v1, 'g1', null))?.data).toEqual({
      title: 'Första',
      amount: 7,
      price: 1999,
      color: 'red',
      tags: ['a'],
      since: '2026-11-23',
    });
    await expect(
      db.query("INSERT INTO gizmos (id, title, color) VALUES ('bad', 'x', 'green')"),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      db.query("INSERT INTO gizmos (id, title) VALUES ('long', $1)", ['x'.repeat(51)]),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(db.query("INSERT INTO gizmos (id) VALUES ('untitled')")).rejects.toMatchObject({
      code: '23502',
    });
  });

  it('renames a column whose field declares its old name, keeping every value, and widens integer to bigint', async () => {
    const v2 = gizmos({
      quantity: { kind: 'money', label, renamedFrom: ['amount'] },
      price: { kind: 'money', label },
      color: { kind: 'enum', label, values: { red: { label }, blue: { label } } },
      tags: { kind: 'enum', label, multiple: true, values: { a: { label }, b: { label } } },
      since: { kind: 'date', label },
    });
    expect((await pendingPlan(db, [v2])).statements).toContain(
      'ALTER TABLE "gizmos" RENAME COLUMN "amount" TO "quantity"',
    );
    await ensureSchema(db, [v2]);
    expect(await columns()).toMatchObject({ quantity: 'bigint' });
    expect(await columns()).not.toHaveProperty('amount');
    expect((await findRow(db, v2, 'g1', null))?.data).toMatchObject({ title: 'Första', quantity: 7 });
  });

  it('never drops a column that no field names unless the definition says so', async () => {
    const v3 = gizmos({ quantity: { kind: 'money', label }, price: { kind: 'money', label } });
    const plan = await pendingPlan(db, [v3]);
    expect(plan.problems).toEqual([
      expect.stringContaining('"color"'),
      expect.stringContaining('"tags"'),
      expect.stringContaining('"since"'),
    ]);
    expect(plan.problems[0]).toContain('droppedFields');
    await expect(ensureSchema(db, [v3])).rejects.toBeInstanceOf(SchemaProblems);
    expect(await columns()).toHaveProperty('color');

    const declared = gizmos(
      { quantity: { kind: 'money', label }, price: { kind: 'money', label } },
      { droppedFields: ['color', 'tags', 'since'] },
    );
    await ensureSchema(db, [declared]);
    expect(Object.keys(await columns())).not.toContain('color');
    expect((await findRow(db, declared, 'g1', null))?.data).toEqual({
      title: 'Första',
      quantity: 7,
      price: 1999,
    });
  });

  it('refuses a type change that can alter values, and a new required field over records without a value', async () => {
    const narrowed = gizmos(
      { quantity: { kind: 'integer', label }, price: { kind: 'text', label } },
      { droppedFields: ['color', 'tags', 'since'] },
    );
    const plan = await pendingPlan(db, [narrowed]);
    expect(plan.problems.join('\n')).toMatch(
      /gizmos\.quantity: the stored column is bigint and the definition asks for integer/,
    );
    expect(plan.problems.join('\n')).toMatch(
      /gizmos\.price: the stored column is bigint and the definition asks for text/,
    );

    const required = gizmos(
      {
        quantity: { kind: 'money', label },
        price: { kind: 'money', label },
        code: { kind: 'text', label, required: true },
      },
      { droppedFields: ['color', 'tags', 'since'] },
    );
    await expect(ensureSchema(db, [required])).rejects.toThrow(
      /new required field "code" of gizmos has no value in the stored records: give it a default/,
    );
    expect(await columns()).not.toHaveProperty('code');

    const withDefault = gizmos(
      {
        quantity: { kind: 'money', label },
        price: { kind: 'money', label },
        code: { kind: 'text', label, required: true, default: 'G' },
      },
      { droppedFields: ['color', 'tags', 'since'] },
    );
    await ensureSchema(db, [withDefault]);
    expect((await findRow(db, withDefault, 'g1', null))?.data).toMatchObject({ code: 'G' });
  });

  it('logs what it applied and does nothing when the definitions did not change', async () => {
    const [before] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_changes');
    const same = gizmos(
      {
        quantity: { kind: 'money', label },
        price: { kind: 'money', label },
        code: { kind: 'text', label, required: true, default: 'G' },
      },
      { droppedFields: ['color', 'tags', 'since'] },
    );
    await ensureSchema(db, [same]);
    const [after] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_changes');
    expect(after?.n).toBe(before?.n);
    expect((await pendingPlan(db, [same])).statements.filter((s) => !/TRIGGER|FUNCTION/.test(s))).toEqual([]);
  });

  it('renames the table of a storage that declares its old name, with its rows, history and totals', async () => {
    const current = gizmos(
      {
        quantity: { kind: 'money', label },
        price: { kind: 'money', label },
        code: { kind: 'text', label, required: true, default: 'G' },
      },
      { droppedFields: ['color', 'tags', 'since'] },
    );
    await db.query(
      "INSERT INTO record_history (resource, record_id, action, changes, actor) VALUES ('gizmos', 'g1', 'update', '{}', 'test')",
    );
    const widgets = defineResource({ ...current, name: 'widgets', renamedFrom: ['gizmos'] });
    await ensureSchema(db, [widgets]);
    expect((await introspect(db, ['gizmos', 'widgets'])).has('gizmos')).toBe(false);
    expect((await findRow(db, widgets, 'g1', null))?.data).toMatchObject({ title: 'Första', quantity: 7 });
    expect(
      await db.query(
        "SELECT count(*)::int AS n FROM record_history WHERE resource = 'widgets' AND record_id = 'g1'",
      ),
    ).toEqual([{ n: 2 }]);
    expect(await db.query("SELECT n::int AS n FROM record_counts WHERE resource = 'widgets'")).toEqual([
      { n: 1 },
    ]);
  });
});
