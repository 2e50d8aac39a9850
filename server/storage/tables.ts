/**
 * The table of each storage, derived from the definitions that share it (DESIGN.md 5): one column per
 * stored field, typed by its kind (src/schema/kinds), the system columns, CHECKs, NOT NULL, foreign
 * keys and indexes. `tableFor(definition)` answers the table a definition reads and writes.
 */
import { storageOf } from '../../src/schema/define-resource.ts';
import { kindOf, type KindSpec } from '../../src/schema/kinds/index.ts';
import type { FieldDefinition, ResourceDefinition } from '../../src/schema/types.ts';
import { constraintName, hash, quote, snake, SYSTEM_TABLES } from './names.ts';

export interface ColumnSpec {
  /** The field's source in the definitions. */
  source: string;
  name: string;
  type: string;
  notNull: boolean;
  checks: string[];
  renamedFrom: string[];
  field: FieldDefinition;
  kind: KindSpec;
}

export interface ForeignKeySpec {
  name: string;
  column: string;
  /** The referenced table. */
  table: string;
  onDelete: 'RESTRICT' | 'SET NULL' | 'CASCADE';
}

export interface IndexSpec {
  name: string;
  /** `CREATE [UNIQUE] INDEX <name> ON ...`. */
  create: string;
}

export interface TableSpec {
  storage: string;
  name: string;
  renamedFrom: string[];
  /** Whether rows carry an organization (some definition of the storage is organization-scoped). */
  hasOrganization: boolean;
  /** Whether every row has one (every definition of the storage is organization-scoped). */
  organizationRequired: boolean;
  columns: ColumnSpec[];
  bySource: ReadonlyMap<string, ColumnSpec>;
  /** Stored columns whose data may go (`droppedFields`), by column name. */
  dropped: string[];
  foreignKeys: ForeignKeySpec[];
  indexes: IndexSpec[];
  definitions: ResourceDefinition[];
}

export const SYSTEM_COLUMNS = [
  'id',
  'organization_id',
  'version',
  'created_at',
  'updated_at',
  'created_by',
  'updated_by',
] as const;

/** A field showing the record's own organization: its system column (src/schema/types.ts `recordOrganization`). */
const isRecordOrganization = (field: FieldDefinition) =>
  field.kind === 'reference' && field.recordOrganization === true;

const stored = (field: FieldDefinition) => !field.compute && !isRecordOrganization(field);

/**
 * Whether a definition may put rows in its storage: one that creates nothing (a partner's read-only view
 * of its merchants' licences) leaves every row with the organization the others give it.
 */
const creates = (definition: ResourceDefinition) =>
  definition.access.create !== false && !definition.list?.import;

function mergeField(storage: string, source: string, a: FieldDefinition, b: FieldDefinition): void {
  const multiple = (f: FieldDefinition) => f.kind === 'enum' && f.multiple === true;
  if (a.kind !== b.kind || multiple(a) !== multiple(b)) {
    throw new Error(
      `Storage "${storage}": field "${source}" is ${a.kind} in one definition and ${b.kind} in another`,
    );
  }
}

/** NOT NULL when every definition of the storage requires the field and a create always gives it a value. */
function isNotNull(source: string, definitions: readonly ResourceDefinition[]): boolean {
  return definitions.every((d) => {
    const field = d.fields[source];
    if (!field || !field.required || field.kind === 'password') return false;
    const written = !field.readOnly && field.create !== false;
    return written || field.default !== undefined;
  });
}

/** What an index compares a column by. */
export function valueSql(column: ColumnSpec): string {
  return column.kind.compare === 'lower' ? `lower(${quote(column.name)})` : quote(column.name);
}

/**
 * The search document (`q`): the searchable text columns, lower-cased and joined by spaces. A searchable
 * list of sub-records (a product's EANs) takes part as its JSON text, so a code is found by its digits.
 */
export function searchSql(table: Pick<TableSpec, 'columns'>, definition: ResourceDefinition): string | null {
  const parts = Object.entries(definition.fields)
    .filter(([, f]) => f.searchable && stored(f))
    .flatMap(([source]) => {
      const column = table.columns.find((c) => c.source === source);
      const searchableText =
        column &&
        (column.type === 'jsonb' || (column.kind.compare !== 'array' && column.kind.compare !== 'none'));
      return searchableText ? [`coalesce(${quote(column.name)}::text, '')`] : [];
    });
  return parts.length ? `lower(${parts.join(` || ' ' || `)})` : null;
}

function indexesOf(table: Omit<TableSpec, 'indexes'>): IndexSpec[] {
  const t = quote(table.name);
  const out = new Map<string, string>();
  const add = (label: string, create: (name: string) => string) => {
    const body = create('<name>');
    const name = constraintName('ix', table.name, label, hash(body));
    out.set(name, body.replace('<name>', quote(name)));
  };
  // A definition's lists keep to one organization (the index starts with it) or span the platform.
  for (const definition of table.definitions) {
    const org =
      table.hasOrganization && definition.scope === 'organization' ? `${quote('organization_id')}, ` : '';
    for (const [source, field] of Object.entries(definition.fields)) {
      const column = table.bySource.get(source);
      if (!column || column.kind.compare === 'none') continue;
      if (field.unique && column.kind.compare !== 'array') {
        const perOrganization = field.unique === 'organization' && org !== '';
        add(
          `${column.name}_uq`,
          (name) => `CREATE UNIQUE INDEX ${name} ON ${t} (${perOrganization ? org : ''}${valueSql(column)})`,
        );
      }
      if (column.kind.compare === 'array') {
        if (field.filterable)
          add(
            `${column.name}_gin`,
            (name) => `CREATE INDEX ${name} ON ${t} USING gin (${quote(column.name)})`,
          );
      } else if (field.sortable || field.filterable) {
        // Ends in id: a page sorted by the column (with its id tiebreaker) is read from the index in order.
        add(
          `${column.name}_sort`,
          (name) => `CREATE INDEX ${name} ON ${t} (${org}${valueSql(column)}, ${quote('id')})`,
        );
      }
      if (field.kind === 'reference') {
        // A delete of the referenced record looks for the rows that name it (its foreign key check).
        add(`${column.name}_ref`, (name) => `CREATE INDEX ${name} ON ${t} (${quote(column.name)})`);
      }
    }
    for (const fields of definition.list?.indexes ?? []) {
      const columns = fields.map((source) => table.bySource.get(source)).filter((c) => c !== undefined);
      if (columns.length !== fields.length) continue;
      add(
        `${columns.map((c) => c.name).join('_')}_list`,
        (name) => `CREATE INDEX ${name} ON ${t} (${org}${columns.map(valueSql).join(', ')}, ${quote('id')})`,
      );
    }
    add('created', (name) => `CREATE INDEX ${name} ON ${t} (${org}${quote('created_at')}, ${quote('id')})`);
    add('updated', (name) => `CREATE INDEX ${name} ON ${t} (${org}${quote('updated_at')}, ${quote('id')})`);
    const document = searchSql(table, definition);
    // fastupdate off: a new record is in the index at once, not in a pending list every search reads.
    if (document)
      add(
        'search',
        (name) =>
          `CREATE INDEX ${name} ON ${t} USING gin ((${document}) gin_trgm_ops) WITH (fastupdate = off)`,
      );
  }
  return [...out].map(([name, create]) => ({ name, create }));
}

/** The tables of these definitions, by storage. Throws on definitions that cannot share a table. */
export function tableSpecs(definitions: readonly ResourceDefinition[]): Map<string, TableSpec> {
  const byStorage = new Map<string, ResourceDefinition[]>();
  for (const definition of definitions) {
    const storage = storageOf(definition);
    byStorage.set(storage, [...(byStorage.get(storage) ?? []), definition]);
  }
  const storageTables = new Map([...byStorage.keys()].map((storage) => [storage, snake(storage)]));
  const specs = new Map<string, TableSpec>();
  for (const [storage, defs] of byStorage) {
    const name = snake(storage);
    if (SYSTEM_TABLES.has(name))
      throw new Error(`Storage "${storage}": the table name "${name}" belongs to the API itself`);
    const fields = new Map<string, FieldDefinition>();
    for (const definition of defs) {
      for (const [source, field] of Object.entries(definition.fields)) {
        if (!stored(field)) continue;
        const known = fields.get(source);
        if (known) mergeField(storage, source, known, field);
        else fields.set(source, field);
      }
    }
    const columns: ColumnSpec[] = [...fields].map(([source, field]) => {
      const kind = kindOf(field);
      const column = snake(source);
      if ((SYSTEM_COLUMNS as readonly string[]).includes(column))
        throw new Error(`Storage "${storage}": field "${source}" is stored as the system column ${column}`);
      return {
        source,
        name: column,
        type: kind.sqlType(field),
        notNull: isNotNull(source, defs),
        checks: kind.checks(field, quote(column)),
        renamedFrom: (field.renamedFrom ?? []).map(snake),
        field,
        kind,
      };
    });
    const foreignKeys: ForeignKeySpec[] = [];
    for (const column of columns) {
      const field = column.field;
      if (field.kind !== 'reference') continue;
      const target = storageTables.get(
        storageOf(definitions.find((d) => d.name === field.reference) ?? { name: field.reference }),
      );
      if (!target) continue;
      const onDelete =
        field.onDelete === 'cascade' ? 'CASCADE' : field.onDelete === 'clear' ? 'SET NULL' : 'RESTRICT';
      foreignKeys.push({
        name: constraintName('fk', name, column.name),
        column: column.name,
        table: target,
        onDelete,
      });
    }
    const hasOrganization = defs.some((d) => d.scope === 'organization');
    const base = {
      storage,
      name,
      renamedFrom: defs.flatMap((d) => d.renamedFrom ?? []).map(snake),
      hasOrganization,
      organizationRequired: defs.every((d) => d.scope === 'organization' || !creates(d)),
      columns,
      bySource: new Map(
        [...columns, ...organizationColumns(storage, hasOrganization, defs)].map((c) => [c.source, c]),
      ),
      dropped: [...new Set(defs.flatMap((d) => d.droppedFields ?? []).map(snake))],
      foreignKeys,
      definitions: defs,
    };
    specs.set(storage, { ...base, indexes: indexesOf(base) });
  }
  return specs;
}

/** The system column organization_id under the name of each field that shows it (filters, indexes). */
function organizationColumns(
  storage: string,
  hasOrganization: boolean,
  definitions: readonly ResourceDefinition[],
): ColumnSpec[] {
  return definitions.flatMap((definition) =>
    Object.entries(definition.fields).flatMap(([source, field]) => {
      if (!isRecordOrganization(field)) return [];
      if (!hasOrganization)
        throw new Error(`Storage "${storage}": field "${source}" shows an organization its rows do not have`);
      return [
        {
          source,
          name: 'organization_id',
          type: 'text',
          notNull: false,
          checks: [],
          renamedFrom: [],
          field,
          kind: kindOf(field),
        },
      ];
    }),
  );
}

const registered = new WeakMap<ResourceDefinition, TableSpec>();

/** Makes `tableFor` answer for these definitions (the API does it when it starts serving them). */
export function registerTables(definitions: readonly ResourceDefinition[]): Map<string, TableSpec> {
  const specs = tableSpecs(definitions);
  for (const definition of definitions) registered.set(definition, specs.get(storageOf(definition))!);
  return specs;
}

export function tableFor(definition: ResourceDefinition): TableSpec {
  const table = registered.get(definition);
  if (!table)
    throw new Error(`Resource "${definition.name}" has no table: registerTables was not called for it`);
  return table;
}
