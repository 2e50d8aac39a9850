/**
 * What uses a record: the records of other storages that name it in a reference (a foreign key that
 * refuses the delete) or in a list of references (no foreign key over arrays), and, for an
 * organization, the records it owns. A delete of a used record answers 409 naming them; nothing changes.
 */
import { sql, type SqlBool } from 'kysely';
import { storageOf } from '../../src/schema/define-resource.ts';
import type { ResourceDefinition } from '../../src/schema/types.ts';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../http/errors.ts';
import { dynamicQb, dynamicTable, run } from '../storage/query-builder.ts';
import { tableFor } from '../storage/tables.ts';
import { ofOrganization } from './row-scope.ts';

interface Use {
  definition: ResourceDefinition;
  count: number;
  names: string[];
}

const SHOWN = 3;

async function usesIn(
  tx: Queryable,
  definition: ResourceDefinition,
  where: ReturnType<typeof sql<SqlBool>>,
): Promise<Use | null> {
  const table = tableFor(definition);
  const name = table.bySource.get(definition.representation)?.name ?? 'id';
  const rows = await run<{ label: string | null; total: number | string }>(
    tx,
    dynamicQb
      .selectFrom(dynamicTable(table))
      .select([sql<string>`${sql.ref(name)}::text`.as('label'), sql<number>`count(*) OVER ()`.as('total')])
      .where(where)
      .orderBy(sql.ref(name))
      .limit(SHOWN),
  );
  if (rows.length === 0) return null;
  return { definition, count: Number(rows[0]!.total), names: rows.map((r) => r.label ?? '') };
}

/** The uses of the record `id` of `target`'s storage among `definitions` (one per storage that names it). */
export async function usesOf(
  tx: Queryable,
  target: ResourceDefinition,
  id: string,
  definitions: readonly ResourceDefinition[],
): Promise<Use[]> {
  const storage = storageOf(target);
  const uses: Use[] = [];
  const seen = new Set<string>();
  for (const definition of definitions) {
    const own = storageOf(definition);
    if (seen.has(own)) continue;
    const table = tableFor(definition);
    const conditions = [];
    for (const column of table.columns) {
      const field = column.field;
      if (field.kind !== 'reference' && field.kind !== 'references') continue;
      const referenced = definitions.find((d) => d.name === field.reference);
      if (!referenced || storageOf(referenced) !== storage) continue;
      if (field.kind === 'reference' && field.onDelete && field.onDelete !== 'refuse') continue;
      conditions.push(
        field.kind === 'references'
          ? sql<SqlBool>`${sql.ref(column.name)} @> ARRAY[${id}]::text[]`
          : sql<SqlBool>`${sql.ref(column.name)} = ${id}`,
      );
    }
    if (storage === 'organizations' && table.hasOrganization) conditions.push(ofOrganization(id));
    if (conditions.length === 0) continue;
    seen.add(own);
    // Named as the storage's own definition names its records (`users`, not one of the lists sharing it).
    const named = definitions.find((d) => d.name === own) ?? definition;
    const use = await usesIn(
      tx,
      named,
      sql<SqlBool>`(${sql.join(conditions, sql` OR `)}) AND id <> ${own === storage ? id : ''}`,
    );
    if (use) uses.push(use);
  }
  return uses;
}

function describe(uses: readonly Use[], locale: 'en' | 'sv'): string {
  return uses
    .map((use) => {
      const label = (use.count === 1 ? use.definition.label.one : use.definition.label.many)[
        locale
      ].toLowerCase();
      const more =
        use.count > use.names.length
          ? locale === 'en'
            ? ` and ${use.count - use.names.length} more`
            : ` och ${use.count - use.names.length} till`
          : '';
      return `${use.count} ${label} (${use.names.join(', ')}${more})`;
    })
    .join(locale === 'en' ? '; ' : '; ');
}

/** 409: the record is in use, naming what uses it. */
export function inUse(uses: readonly Use[]): ApiError {
  return ApiError.of(
    409,
    'errors.in_use',
    `It cannot be deleted while it is used by ${describe(uses, 'en')}`,
    `Den kan inte tas bort medan den används av ${describe(uses, 'sv')}`,
  );
}
