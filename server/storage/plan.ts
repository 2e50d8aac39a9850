/**
 * The change that brings the database to the definitions (DESIGN.md 5): what is safe is planned as
 * statements (a new table, column or index, a wider type, a declared rename or drop, a changed CHECK or
 * foreign key); what could lose data and is not declared is a problem, and the API refuses to start
 * with each problem and what to write in the definition (server/storage/sync.ts).
 */
import { countTriggerStatements } from './counts.ts';
import { tableName } from './query-builder.ts';
import type { ActualTable } from './introspect.ts';
import { constraintName, hash, quote } from './names.ts';
import { SYSTEM_COLUMNS, type ColumnSpec, type TableSpec } from './tables.ts';

export interface Plan {
  statements: string[];
  /** Changes that are not made, each with what to do. */
  problems: string[];
  /** Tables whose rows must be counted again afterwards (renamed in). */
  recount: TableSpec[];
}

/** format_type() of each of our SQL types. */
const ACTUAL_TYPE: Record<string, string> = {
  timestamptz: 'timestamp with time zone',
  time: 'time without time zone',
};
const actualType = (type: string) => ACTUAL_TYPE[type] ?? type;

/** Type changes that keep every value: integer -> bigint -> numeric. */
const WIDER: Record<string, readonly string[]> = { integer: ['bigint', 'numeric'], bigint: ['numeric'] };

const checkName = (table: TableSpec, column: ColumnSpec) =>
  constraintName('ck', table.name, column.name, hash(column.checks.join(' AND ')));

function columnSql(column: ColumnSpec): string {
  return `${quote(column.name)} ${column.type}`;
}

function createTable(table: TableSpec): string {
  const columns = [
    `${quote('id')} text PRIMARY KEY`,
    ...(table.hasOrganization
      ? [`${quote('organization_id')} text${table.organizationRequired ? ' NOT NULL' : ''}`]
      : []),
    ...table.columns.map((c) => `${columnSql(c)}${c.notNull ? ' NOT NULL' : ''}`),
    `${quote('version')} integer NOT NULL DEFAULT 1`,
    `${quote('created_at')} timestamptz NOT NULL DEFAULT now()`,
    `${quote('updated_at')} timestamptz NOT NULL DEFAULT now()`,
    `${quote('created_by')} text`,
    `${quote('updated_by')} text`,
  ];
  return `CREATE TABLE ${quote(table.name)} (\n  ${columns.join(',\n  ')}\n)`;
}

/** The foreign keys a table should have, with the organization's when the organizations table exists. */
function foreignKeys(table: TableSpec, organizationsExist: boolean) {
  const keys = table.foreignKeys.map((fk) => ({
    ...fk,
    name: constraintName('fk', table.name, fk.column, hash(`${fk.table} ${fk.onDelete}`)),
  }));
  if (table.hasOrganization && organizationsExist) {
    keys.push({
      name: constraintName('fk', table.name, 'organization_id', hash('organizations RESTRICT')),
      column: 'organization_id',
      table: 'organizations',
      onDelete: 'RESTRICT',
    });
  }
  return keys;
}

export function planTables(
  tables: readonly TableSpec[],
  actual: ReadonlyMap<string, ActualTable>,
  organizationsExist: boolean,
): Plan {
  const statements: string[] = [];
  const later: string[] = [];
  const problems: string[] = [];
  const recount: TableSpec[] = [];
  for (const table of tables) {
    const t = quote(table.name);
    let current = actual.get(table.name);
    if (!current) {
      const from = table.renamedFrom.find((name) => actual.has(name));
      if (from) {
        statements.push(`ALTER TABLE ${quote(from)} RENAME TO ${t}`);
        statements.push(`DELETE FROM ${tableName('record_counts')} WHERE resource = '${from}'`);
        statements.push(
          `UPDATE ${tableName('record_history')} SET resource = '${table.storage}' WHERE resource = '${from}'`,
        );
        current = actual.get(from);
        recount.push(table);
      }
    }
    if (!current) {
      statements.push(createTable(table));
      for (const column of table.columns)
        if (column.checks.length)
          later.push(
            `ALTER TABLE ${t} ADD CONSTRAINT ${quote(checkName(table, column))} CHECK (${column.checks.join(' AND ')})`,
          );
      for (const fk of foreignKeys(table, organizationsExist))
        later.push(
          `ALTER TABLE ${t} ADD CONSTRAINT ${quote(fk.name)} FOREIGN KEY (${quote(fk.column)}) REFERENCES ${quote(fk.table)} (${quote('id')}) ON DELETE ${fk.onDelete}`,
        );
      for (const index of table.indexes) later.push(index.create);
      later.push(...countTriggerStatements(table));
      continue;
    }
    const present = new Map(current.columns);
    const organization = present.get('organization_id');
    if (table.hasOrganization && !organization) {
      statements.push(`ALTER TABLE ${t} ADD COLUMN ${quote('organization_id')} text`);
    }
    if (table.organizationRequired && !organization?.notNull)
      later.push(`ALTER TABLE ${t} ALTER COLUMN ${quote('organization_id')} SET NOT NULL`);
    if (!table.organizationRequired && organization?.notNull)
      statements.push(`ALTER TABLE ${t} ALTER COLUMN ${quote('organization_id')} DROP NOT NULL`);
    const wanted = new Set<string>(SYSTEM_COLUMNS);
    for (const column of table.columns) {
      wanted.add(column.name);
      let found = present.get(column.name);
      if (!found) {
        const from = column.renamedFrom.find((name) => present.has(name) && !table.bySource.has(name));
        if (from) {
          statements.push(`ALTER TABLE ${t} RENAME COLUMN ${quote(from)} TO ${quote(column.name)}`);
          found = present.get(from);
          present.delete(from);
          present.set(column.name, found!);
        }
      }
      if (!found) {
        statements.push(`ALTER TABLE ${t} ADD COLUMN ${columnSql(column)}`);
        if (column.notNull) {
          if (column.field.default === undefined) {
            statements.push(
              `DO $$ BEGIN IF EXISTS (SELECT 1 FROM ${t}) THEN RAISE EXCEPTION 'new required field "${column.source}" of ${table.storage} has no value in the stored records: give it a default in the definition'; END IF; END $$`,
            );
          } else {
            later.push(
              `UPDATE ${t} SET ${quote(column.name)} = ${defaultLiteral(column)} WHERE ${quote(column.name)} IS NULL`,
            );
          }
          later.push(`ALTER TABLE ${t} ALTER COLUMN ${quote(column.name)} SET NOT NULL`);
        }
        continue;
      }
      const want = actualType(column.type);
      if (found.type !== want) {
        if (WIDER[found.type]?.includes(want))
          statements.push(`ALTER TABLE ${t} ALTER COLUMN ${quote(column.name)} TYPE ${column.type}`);
        else
          problems.push(
            `${table.storage}.${column.source}: the stored column is ${found.type} and the definition asks for ${want}; a change that can alter values is never made at start: write a SQL migration in server/db/migrations/ or give the field a new name`,
          );
      }
      if (column.notNull && !found.notNull) {
        if (column.field.default !== undefined)
          later.push(
            `UPDATE ${t} SET ${quote(column.name)} = ${defaultLiteral(column)} WHERE ${quote(column.name)} IS NULL`,
          );
        later.push(`ALTER TABLE ${t} ALTER COLUMN ${quote(column.name)} SET NOT NULL`);
      }
      if (!column.notNull && found.notNull)
        statements.push(`ALTER TABLE ${t} ALTER COLUMN ${quote(column.name)} DROP NOT NULL`);
    }
    for (const name of present.keys()) {
      if (wanted.has(name) || (name === 'organization_id' && !table.hasOrganization)) continue;
      if (table.dropped.includes(name)) statements.push(`ALTER TABLE ${t} DROP COLUMN ${quote(name)}`);
      else
        problems.push(
          `${table.storage}: the stored column "${name}" is not a field of any definition; name the field that took its place with renamedFrom, or list it in droppedFields to delete its values`,
        );
    }
    const checks = new Set(table.columns.filter((c) => c.checks.length).map((c) => checkName(table, c)));
    for (const [name, type] of current.constraints)
      if (type === 'c' && name.startsWith('ck_') && !checks.has(name))
        statements.push(`ALTER TABLE ${t} DROP CONSTRAINT IF EXISTS ${quote(name)}`);
    for (const column of table.columns) {
      const name = checkName(table, column);
      if (column.checks.length && !current.constraints.has(name))
        later.push(`ALTER TABLE ${t} ADD CONSTRAINT ${quote(name)} CHECK (${column.checks.join(' AND ')})`);
    }
    const keys = foreignKeys(table, organizationsExist);
    const keyNames = new Set(keys.map((k) => k.name));
    for (const [name, type] of current.constraints)
      if (type === 'f' && name.startsWith('fk_') && !keyNames.has(name))
        statements.push(`ALTER TABLE ${t} DROP CONSTRAINT IF EXISTS ${quote(name)}`);
    for (const fk of keys) {
      if (!current.constraints.has(fk.name))
        later.push(
          `ALTER TABLE ${t} ADD CONSTRAINT ${quote(fk.name)} FOREIGN KEY (${quote(fk.column)}) REFERENCES ${quote(fk.table)} (${quote('id')}) ON DELETE ${fk.onDelete}`,
        );
    }
    const indexNames = new Set(table.indexes.map((i) => i.name));
    for (const name of current.indexes)
      if (name.startsWith('ix_') && !indexNames.has(name))
        statements.push(`DROP INDEX IF EXISTS ${quote(name)}`);
    for (const index of table.indexes) if (!current.indexes.has(index.name)) later.push(index.create);
    later.push(...countTriggerStatements(table));
  }
  return { statements: [...statements, ...later], problems, recount };
}

/** A field's default as a SQL literal (defaults are plain values in definitions). */
function defaultLiteral(column: ColumnSpec): string {
  const value = column.kind.toDb(column.field.default);
  if (Array.isArray(value))
    return `ARRAY[${value.map((v) => `'${String(v).replace(/'/g, "''")}'`).join(', ')}]::text[]`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `'${String(value).replace(/'/g, "''")}'::${column.type}`;
}
