/**
 * Who may read a private upload (an onboarding's documents, docs/security.md): a signed-in user who may
 * show a record holding its address in a file field (at the top of the record or in its sub-records),
 * with the same checks as the record's own GET: the definition's access rule, the organization it acts
 * in, the row scope (a partner admin only its partner's leads) and the storage's hooks. And whoever keeps
 * the files of the upload's organization (`mayListFiles`).
 */
import type { Context } from 'hono';
import { sql, type SqlBool } from 'kysely';
import { createRegistry } from '../../../src/schema/registry-core.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import type { Queryable } from '../../db/db.ts';
import { FILES_ACCESS } from '../../../src/domain/files.ts';
import { effectiveAccess, isAllowed } from '../../../src/domain/roles.ts';
import type { AppEnv, Caller } from '../../http/env.ts';
import { ApiError } from '../../http/errors.ts';
import { authorizer } from '../../resources/authorize.ts';
import { inRowScope } from '../../resources/row-scope.ts';
import { hooksFor } from '../../resources/storage-hooks.ts';
import { fromTable } from '../../resources/storage.ts';
import { scopeConditions } from '../../resources/where.ts';
import { dynamicQb, dynamicTable, run } from '../../storage/query-builder.ts';
import { tableFor } from '../../storage/tables.ts';
import { UPLOAD_PATH } from '../../storage/uploads.ts';

/** Where a definition keeps files: a column, and how a value there holds one address. */
interface FilePlace {
  source: string;
  /** The JSON a column value contains (`@>`) when it holds `src`. */
  holding: (src: string) => unknown;
}

function filePlaces(definition: ResourceDefinition): FilePlace[] {
  return Object.entries(definition.fields).flatMap(([source, field]): FilePlace[] => {
    if (field.kind === 'file') return [{ source, holding: (src) => ({ src }) }];
    if (field.kind !== 'subRecords') return [];
    return Object.entries(field.fields)
      .filter(([, sub]) => sub.kind === 'file')
      .map(([sub]) => ({ source, holding: (src) => [{ [sub]: { src } }] }));
  });
}

export type PrivateUploadCheck = (c: Context<AppEnv>, db: Queryable, id: string) => Promise<boolean>;

/** Whether the request's signed-in caller may read the private upload `id` through these definitions. */
export function privateUploadReaders(definitions: readonly ResourceDefinition[]): PrivateUploadCheck {
  const authorize = authorizer(createRegistry(definitions));
  const holders = definitions
    .map((definition) => ({ definition, places: filePlaces(definition) }))
    .filter(({ places }) => places.length > 0);
  return async (c, db, id) => {
    const src = `${UPLOAD_PATH}${id}`;
    for (const { definition, places } of holders) {
      let access: ReturnType<typeof authorize>;
      try {
        access = authorize(c, definition, 'show');
      } catch (error) {
        if (error instanceof ApiError) continue;
        throw error;
      }
      const { caller, organizationId } = access;
      const table = tableFor(definition);
      const holding = places.flatMap(({ source, holding }) => {
        const column = table.bySource.get(source);
        return column
          ? [sql<SqlBool>`${sql.ref(column.name)} @> ${JSON.stringify(holding(src))}::jsonb`]
          : [];
      });
      if (holding.length === 0) continue;
      const rows = await run<Record<string, unknown>>(
        db,
        dynamicQb
          .selectFrom(dynamicTable(table))
          .selectAll()
          .where(
            sql<SqlBool>`${sql.join(
              [
                ...scopeConditions(definition, organizationId),
                sql<SqlBool>`(${sql.join(holding, sql` OR `)})`,
              ],
              sql` AND `,
            )}`,
          )
          .limit(20),
      );
      const rowVisible = hooksFor(definition).rowVisible;
      for (const raw of rows) {
        const row = fromTable(table, raw);
        if (!inRowScope(definition, caller, row.id, row.data)) continue;
        if (!rowVisible || (await rowVisible(db, { caller, definition, organizationId }, row))) return true;
      }
    }
    return false;
  };
}

/**
 * Whether the caller keeps the files of the upload's organization (SPEC 6 `files`: the files screen,
 * server/features/files/): working in that organization with the admin role and the permission.
 */
export function mayListFiles(caller: Caller, upload: { organizationId: string | null }): boolean {
  const organizationId = caller.actingOrganizationId;
  if (organizationId === null || upload.organizationId !== organizationId) return false;
  return isAllowed(FILES_ACCESS, effectiveAccess(caller, true));
}
