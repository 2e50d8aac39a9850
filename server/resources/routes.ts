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
import type { Routes } from '../routing/route-table.ts';
import { param } from '../routing/params.ts';
import { storageOf } from '../../src/schema/define-resource.ts';
import type { ResourceDefinition } from '../../src/schema/types.ts';
import type { Queryable } from '../db/db.ts';
import { registerTables } from '../storage/tables.ts';
import type { Caller, Deps } from '../http/env.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { apiError } from './api-errors.ts';
import { withComputed } from './compute.ts';
import { forgetWrite } from './forget.ts';
import { hooksFor } from './storage-hooks.ts';
import { addImportRoutes, type ImportRouteContext } from './import.ts';
import { addActionRoutes } from './actions.ts';
import { addListExportRoute } from './list-export.ts';
import { readBody } from './input.ts';
import { constraintError } from './constraint-errors.ts';
import { inUse, usesOf } from './references.ts';
import { buildListQuery } from './list-query.ts';
import { rowInScope, rowScopeCondition } from './row-scope.ts';
import { createRecord, deleteRecord, updateRecord, writerOf } from './write-record.ts';
import { findRow, historyOf, listRows, toRecord, type Row } from './storage.ts';

/** Declares the generic routes of every definition in `routes` (the route table of server/routing/). */
export function resourceRoutes(routes: Routes, deps: Deps, definitions: readonly ResourceDefinition[]): void {
  const { db } = deps;
  const { registry } = routes;
  registerTables(definitions);
  const lookup = (name: string) => registry.get(name);

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
    writerOf: ({ caller, organizationId }) => writerOf(caller, organizationId, lookup),
    importRuns: lookup('import-runs'),
  };

  // The aliases first: `/api/orders/3.5.0` would otherwise be read as a record id under `/api/orders/:id`.
  for (const definition of definitions) for (const api of definition.apiAliases ?? []) mount(definition, api);
  for (const definition of definitions) mount(definition, definition.api);

  /** The generic routes of one definition under one of its API paths. */
  function mount(definition: ResourceDefinition, api: string): void {
    const base = `/${api}`;
    const name = definition.name;

    if (definition.list?.import) addImportRoutes(routes, definition, importContext, api);
    addListExportRoute(routes, definition, deps, api);
    addActionRoutes(
      routes,
      definition,
      {
        db,
        lookup,
        visible: async (caller, organizationId, row) =>
          (await rowInScope(db, definition, caller, row)) &&
          (await hookAllows(db, definition, caller, organizationId, row)),
        present: (rows, organizationId) => present(definition, rows, organizationId),
      },
      api,
    );

    routes.get(
      base,
      { resource: name, action: 'list' },
      {
        summary: `A page of ${name}, filtered and sorted`,
        query: { filter: 'JSON of field filters', sort: '["field","ASC"|"DESC"]', range: '[first,last]' },
        answers: name,
      },
      async (c, { caller, organizationId }) => {
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
      },
    );

    routes.get(
      `${base}/:id/history`,
      { resource: name, action: 'show' },
      'Who changed what in the record, newest first',
      async (c, { caller, organizationId }) => {
        if (definition.rowScope) {
          const row = await findRow(db, definition, param(c, 'id'), organizationId);
          if (!row || !(await rowInScope(db, definition, caller, row))) throw notFound();
        }
        if (definition.fixedFilter || hooksFor(definition).rowVisible) {
          const row = await findRow(db, definition, param(c, 'id'), organizationId);
          if (!row || !(await hookAllows(db, definition, caller, organizationId, row))) throw notFound();
        }
        const entries = await historyOf(db, definition, param(c, 'id'), organizationId);
        // No entries: a record written outside the API (the seed) has an empty history; no record at all is 404.
        if (entries.length === 0) {
          const row = await findRow(db, definition, param(c, 'id'), organizationId);
          if (!row || !(await rowInScope(db, definition, caller, row))) throw notFound();
        }
        return c.json(entries);
      },
    );

    routes.get(
      `${base}/:id`,
      { resource: name, action: 'show' },
      { summary: 'One record', answers: name },
      async (c, { caller, organizationId }) => {
        const row = await findRow(db, definition, param(c, 'id'), organizationId);
        if (!row || !(await rowInScope(db, definition, caller, row))) throw notFound();
        if (!(await hookAllows(db, definition, caller, organizationId, row))) throw notFound();
        const [record] = await present(definition, [row], organizationId);
        return c.json(record);
      },
    );

    routes.post(
      base,
      { resource: name, action: 'create' },
      { summary: 'Creates a record', body: 'the record', answers: name },
      async (c, { caller, organizationId }) => {
        const body = await readBody(c.req.raw);
        const id = crypto.randomUUID();
        const row = await db
          .transaction((tx) =>
            createRecord(tx, writerOf(caller, organizationId, lookup), definition, id, body),
          )
          .catch((error: unknown) => {
            throw constraintError(definition, error) ?? error;
          })
          .finally(() => written(definition, id));
        const [record] = await present(definition, [row], organizationId);
        return c.json(record, 201);
      },
    );

    routes.put(
      `${base}/:id`,
      { resource: name, action: 'edit' },
      {
        summary: 'Changes a record; a stale version is a 409 with the current record',
        body: 'the record with the version read',
        answers: name,
      },
      async (c, { caller, organizationId }) => {
        const before = await findRow(db, definition, param(c, 'id'), organizationId);
        if (!before || !(await rowInScope(db, definition, caller, before))) throw notFound();
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
            updateRecord(tx, writerOf(caller, organizationId, lookup), definition, before, body),
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
      },
    );

    routes.delete(
      `${base}/:id`,
      { resource: name, action: 'delete' },
      { summary: 'Deletes a record not in use', answers: name },
      async (c, { caller, organizationId }) => {
        const id = param(c, 'id');
        const deleted = await db
          .transaction(async (tx) => {
            const found = await findRow(tx, definition, id, organizationId, true);
            const row =
              found &&
              (await rowInScope(tx, definition, caller, found)) &&
              (await hookAllows(tx, definition, caller, organizationId, found))
                ? found
                : undefined;
            if (!row) return row;
            await deleteRecord(tx, writerOf(caller, organizationId, lookup), definition, row, definitions);
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
      },
    );
  }
}
