/**
 * The query builder's database type is derived from the definitions (../database.ts): tsc (npm run
 * typecheck covers this file) refuses a misspelt table or column, and the list of definition modules the
 * type reads is the one on disk.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { MODULES_FILE, modulesSource } from '../../../scripts/definition-modules.ts';
import { loadDefinitionModules } from '../../resources/load.ts';
import type { Database, Snake, StorageTable } from '../database.ts';
import { columnRef, qb, tableRef } from '../query-builder.ts';

describe('the database type', () => {
  it('names tables and columns as tables.ts does, and refuses a misspelt one', () => {
    expectTypeOf<Snake<'payment-methods'>>().toEqualTypeOf<'payment_methods'>();
    expectTypeOf<Snake<'warehouseId'>>().toEqualTypeOf<'warehouse_id'>();
    expectTypeOf<'payment_methods' | 'stores' | 'users' | 'z_reports'>().toMatchTypeOf<StorageTable>();
    expectTypeOf<Database['stores']['warehouse_id']>().toEqualTypeOf<string | null>();

    const query = qb.selectFrom('stores').select(['id', 'warehouse_id']).where('name', '=', 'Kaffebaren');
    expect(query.compile().sql).toBe('select "id", "warehouse_id" from "stores" where "name" = $1');
    // @ts-expect-error: no table is named "store"
    qb.selectFrom('store');
    // @ts-expect-error: the column is "warehouse_id"
    qb.selectFrom('stores').select('warehouseId');
    // @ts-expect-error: a platform table from the migrations is typed too
    qb.selectFrom('refresh_tokens').select('token');
    // @ts-expect-error: a table named in SQL written by hand is checked
    tableRef('order');
    // @ts-expect-error: and so is its column
    columnRef('orders', 'totl');
  });

  it('reads the resource modules that are on disk (npm run typecheck writes the list)', async () => {
    const files = (await loadDefinitionModules()).map((module) => module.file);
    expect(readFileSync(MODULES_FILE, 'utf8')).toBe(modulesSource(files));
  });
});
