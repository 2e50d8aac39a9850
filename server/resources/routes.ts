/**
 * The generic simple-rest handlers of every resource definition, under its api path:
 *   GET    /<api>?sort=&range=&filter=   list, with `Content-Range: <name> 0-24/319` (a filtered list's
 *                                        total stops at 10000, with `X-Total-Capped: true`)
 *   GET    /<api>/:id                    one record
 *   GET    /<api>/:id/history            who changed what, newest first
 *   POST   /<api>                        create (201)
 *   PUT    /<api>/:id                    update; needs the `version` read (stale: 409 with `current`)
 *   DELETE /<api>/:id                    delete
 *   POST   /<api>/:id/actions/<name>     a record action (./actions.ts)
 * Access per action with the one check rule; organization-scoped resources only ever touch the
 * caller's acting organization (another organization's id answers 404).
 */
import { Hono, type Context } from 'hono';
import { effectiveAccess } from '../../src/domain/roles.ts';
import { hasControlCharacters, isStorableText } from '../../src/domain/validators/text.ts';
import { storageOf } from '../../src/schema/define-resource.ts';
import { createRegistry } from '../../src/schema/registry-core.ts';
import type { ResourceDefinition } from '../../src/schema/types.ts';
import type { Queryable } from '../db/db.ts';
import { ensureSchema } from '../storage/sync.ts';
import { announceWrite } from '../storage/writes.ts';
import { registerTables } from '../storage/tables.ts';
import type { AppEnv, Caller, Deps } from '../http/env.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { apiError } from './api-errors.ts';
import { withComputed } from './compute.ts';
import { forgetWrite } from './forget.ts';
import { hooksFor } from './storage-hooks.ts';
import { addImportRoutes, type ImportRouteContext } from './import.ts';
import { addActionRoutes } from './actions.ts';
import { readBody } from './input.ts';
import { constraintError } from './constraint-errors.ts';
import { inUse, usesOf } from './references.ts';
import { buildListQuery } from './list-query.ts';
import { inRowScope, rowScopeCondition } from './row-scope.ts';
import { authorizer } from './authorize.ts';
import { createRecord, updateRecord } from './write-record.ts';
import { deleteRow, findRow, historyOf, listRows, toRecord, type Row } from './storage.ts';

/** Longest id a path may name; ids are UUIDs or short seeded names. */
const MAX_ID_LENGTH = 200;

/** The path's record id; one that no record can have (NUL, control characters, too long) is a 400. */
function idOf(c: Context<AppEnv>): string {
  const id = c.req.param('id') ?? '';
  if (id.length > MAX_ID_LENGTH || !isStorableText(id) || hasControlCharacters(id))
    throw apiError(400, 'errors.invalid_id', undefined, 'id');
  return id;
}

export function resourceRoutes(deps: Deps, definitions: readonly ResourceDefinition[]): Hono<AppEnv> {
  const { db } = deps;
  const registry = createRegistry(definitions);
  registerTables(definitions);
  const lookup = (name: string) => registry.get(name);
  const app = new Hono<AppEnv>();

  /** The roles a caller writes with: an internal admin working inside an organization is its admin too. */
  const rolesOf = (caller: Caller) => effectiveAccess(caller, caller.actingOrganizationId !== null).roles;

  /** The caller, allowed to do `action`, and the organization it acts in (null for platform resources). */
  const authorize = authorizer(registry);

  const present = async (definition: ResourceDefinition, rows: Row[], organizationId: string | null) =>
    withComputed(
      db,
      definition,
      rows.map((row) => toRecord(definition, row)),
      organizationId,
      lookup,
      deps.config.lookupCacheMs,
    );

  /**
   * After a write to a record has ended, committed or not: what the server keeps in memory about its
   * storage (computed fields' lookups) and about the record (the storage's afterWrite hook) is forgotten.
   */
  const written = (definition: ResourceDefinition, id: string) => forgetWrite(db, storageOf(definition), id);

  const actor = (caller: Caller) => caller.username || caller.userId;

  /** Whether the storage's hooks (hooks.ts) let the caller see and touch a row it found. */
  const hookAllows = async (
    tx: Queryable,
    definition: ResourceDefinition,
    caller: Caller,
    organizationId: string | null,
    row: Row,
  ) => {
    const rowVisible = hooksFor(definition).rowVisible;
    return !rowVisible || rowVisible(tx, { caller, definition, organizationId }, row);
  };

  const importContext: ImportRouteContext = {
    deps,
    writerFor: (c, definition, action) => {
      const { caller, organizationId } = authorize(c, definition, action);
      return { caller, organizationId, roles: rolesOf(caller), lookup };
    },
    importRuns: lookup('import-runs'),
  };

  for (const definition of definitions) {
    const base = `/${definition.api}`;
    app.use(`${base}/*`, async (_c, next) => {
      await ensureSchema(db, definitions);
      await next();
    });
    app.use(base, async (_c, next) => {
      await ensureSchema(db, definitions);
      await next();
    });

    if (definition.list?.import) addImportRoutes(app, definition, importContext);
    addActionRoutes(app, definition, {
      db,
      authorize: (c, d) => authorize(c, d, 'show'),
      visible: async (caller, organizationId, row) =>
        inRowScope(definition, caller, row.id, row.data) &&
        (await hookAllows(db, definition, caller, organizationId, row)),
      present: (rows, organizationId) => present(definition, rows, organizationId),
      idOf,
    });

    app.get(base, async (c) => {
      const { caller, organizationId } = authorize(c, definition, 'list');
      const query = buildListQuery(definition, c.req.query(), organizationId);
      const scoped = rowScopeCondition(definition, caller);
      if (scoped) query.where.push(scoped);
      const hooked = hooksFor(definition).listCondition?.({ caller, definition, organizationId });
      if (hooked) query.where.push(hooked);
      const { rows, total, capped } = await listRows(db, query);
      const records = await present(definition, rows, organizationId);
      const end = query.offset + records.length - 1;
      c.header(
        'Content-Range',
        records.length
          ? `${definition.name} ${query.offset}-${end}/${total}`
          : `${definition.name} */${total}`,
      );
      if (capped) c.header('X-Total-Capped', 'true');
      c.header('Access-Control-Expose-Headers', 'Content-Range, X-Total-Capped, X-Trace-Id');
      return c.json(records);
    });

    app.get(`${base}/:id/history`, async (c) => {
      const { caller, organizationId } = authorize(c, definition, 'show');
      if (definition.rowScope) {
        const row = await findRow(db, definition, idOf(c), organizationId);
        if (!row || !inRowScope(definition, caller, row.id, row.data)) throw notFound();
      }
      if (definition.fixedFilter || hooksFor(definition).rowVisible) {
        const row = await findRow(db, definition, idOf(c), organizationId);
        if (!row || !(await hookAllows(db, definition, caller, organizationId, row))) throw notFound();
      }
      const entries = await historyOf(db, definition, idOf(c), organizationId);
      // No entries: a record written outside the API (the seed) has an empty history; no record at all is 404.
      if (entries.length === 0) {
        const row = await findRow(db, definition, idOf(c), organizationId);
        if (!row || !inRowScope(definition, caller, row.id, row.data)) throw notFound();
      }
      return c.json(entries);
    });

    app.get(`${base}/:id`, async (c) => {
      const { caller, organizationId } = authorize(c, definition, 'show');
      const row = await findRow(db, definition, idOf(c), organizationId);
      if (!row || !inRowScope(definition, caller, row.id, row.data)) throw notFound();
      if (!(await hookAllows(db, definition, caller, organizationId, row))) throw notFound();
      const [record] = await present(definition, [row], organizationId);
      return c.json(record);
    });

    app.post(base, async (c) => {
      const { caller, organizationId } = authorize(c, definition, 'create');
      const body = await readBody(c.req.raw);
      const id = crypto.randomUUID();
      const row = await db
        .transaction((tx) =>
          createRecord(tx, { caller, organizationId, roles: rolesOf(caller), lookup }, definition, id, body),
        )
        .catch((error: unknown) => {
          throw constraintError(definition, error) ?? error;
        })
        .finally(() => written(definition, id));
      const [record] = await present(definition, [row], organizationId);
      return c.json(record, 201);
    });

    app.put(`${base}/:id`, async (c) => {
      const { caller, organizationId } = authorize(c, definition, 'edit');
      const before = await findRow(db, definition, idOf(c), organizationId);
      if (!before || !inRowScope(definition, caller, before.id, before.data)) throw notFound();
      if (!(await hookAllows(db, definition, caller, organizationId, before))) throw notFound();
      const body = await readBody(c.req.raw);
      if (!Number.isInteger(body.version))
        throw apiError(400, 'errors.version_required', undefined, 'version');
      const conflict = async (row: Row) => {
        const [current] = await present(definition, [row], organizationId);
        const error = apiError(409, 'errors.conflict');
        return new ApiError(409, error.items, { current });
      };
      if (body.version !== before.version) throw await conflict(before);
      const row = await db
        .transaction((tx) =>
          updateRecord(
            tx,
            { caller, organizationId, roles: rolesOf(caller), lookup },
            definition,
            before,
            body,
          ),
        )
        .catch((error: unknown) => {
          throw constraintError(definition, error) ?? error;
        })
        .finally(() => written(definition, before.id));
      if (!row) {
        const now = await findRow(db, definition, before.id, organizationId);
        throw now ? await conflict(now) : notFound();
      }
      const [record] = await present(definition, [row], organizationId);
      return c.json(record);
    });

    app.delete(`${base}/:id`, async (c) => {
      const { caller, organizationId } = authorize(c, definition, 'delete');
      const id = idOf(c);
      const deleted = await db
        .transaction(async (tx) => {
          const found = await findRow(tx, definition, id, organizationId, true);
          const row =
            found &&
            inRowScope(definition, caller, found.id, found.data) &&
            (await hookAllows(tx, definition, caller, organizationId, found))
              ? found
              : undefined;
          if (!row) return row;
          const uses = await usesOf(tx, definition, row.id, definitions);
          if (uses.length) throw inUse(uses);
          await hooksFor(definition).beforeDelete?.(tx, { caller, definition, organizationId }, row);
          await deleteRow(tx, definition, row, actor(caller));
          await announceWrite(tx, storageOf(definition), row.id);
          return row;
        })
        .catch(async (error: unknown) => {
          // A record that came into use while this delete ran: the foreign key refused it.
          if (['23503', '23001'].includes((error as { code?: string }).code ?? ''))
            throw inUse(await usesOf(db, definition, id, definitions));
          throw error;
        })
        .finally(() => written(definition, id));
      if (!deleted) throw notFound();
      return c.json(toRecord(definition, deleted));
    });
  }
  return app;
}
