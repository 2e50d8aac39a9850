/**
 * The record actions of a definition (src/schema/types.ts RecordAction: accept a web order, suspend a
 * licence):
 *   POST /<api>/:id/actions/<name>   { version }   the record after the step
 * Allowed to callers who may show the record and meet the action's access; refused with 409 when the
 * record was changed since it was read (with `current`, as a PUT) or when its field holds none of the
 * action's `from` values, naming the step and the value in both languages. The fields the action asks
 * for (`input`) come from the body and are required; the step is an update on the write path
 * (./write-record.ts) with its history entry, judged by the definition's rules like any write, and by
 * the action's own rules. What the step does
 * beside its fields (an agreement's contracts) is its storage's `beforeAction` hook, in its transaction.
 */
import type { Routes } from '../routing/route-table.ts';
import { param } from '../routing/params.ts';
import { effectiveAccess, isAllowed } from '../../src/domain/roles.ts';
import { storageOf } from '../../src/schema/define-resource.ts';
import type {
  EnumField,
  RecordAction,
  RecordIssue,
  ResourceDefinition,
  ResourceRecord,
} from '../../src/schema/types.ts';
import { actionAllowed } from '../../src/schema/record-actions.ts';
import { validateRecord } from '../../src/schema/validation.ts';
import type { Caller } from '../http/env.ts';
import { ApiError, forbidden, notFound } from '../http/errors.ts';
import type { Db, Queryable } from '../db/db.ts';
import { apiError, validationFailed } from './api-errors.ts';
import { forgetWrite } from './forget.ts';
import { hooksFor } from './storage-hooks.ts';
import { listIssues } from './input-guards.ts';
import { readBody, type DefinitionLookup } from './input.ts';
import { actorOf, writerOf } from './writer.ts';
import { updateRecord } from './write-record.ts';
import { findRow, toRecord, type Row } from './storage.ts';

export interface ActionRouteContext {
  db: Db;
  lookup: DefinitionLookup;
  /** Whether the caller may see the row (row scope and the storage's hooks). */
  visible(caller: Caller, organizationId: string | null, row: Row): Promise<boolean>;
  /** The records as the API answers them (computed fields filled). */
  present(rows: Row[], organizationId: string | null): Promise<ResourceRecord[]>;
}

/** 409: the step is not allowed from the record's value, in both languages. */
function notAllowed(definition: ResourceDefinition, action: RecordAction, value: unknown): ApiError {
  const field = definition.fields[action.field] as EnumField;
  const state = field.values[String(value)]?.label ?? { en: String(value), sv: String(value) };
  return new ApiError(409, [
    {
      errorCode: 'errors.action_not_allowed',
      errorMessage: {
        en: `"${action.label.en}" is not possible while ${field.label.en.toLowerCase()} is "${state.en}"`,
        sv: `"${action.label.sv}" går inte när ${field.label.sv.toLowerCase()} är "${state.sv}"`,
      },
      field: action.field,
    },
  ]);
}

const dropNulls = (data: Record<string, unknown>) => {
  for (const [key, value] of Object.entries(data)) if (value === null) delete data[key];
};

/** The values of the fields the action asks for, from the request's body. */
const inputOf = (action: RecordAction, body: Record<string, unknown>) =>
  Object.fromEntries((action.input ?? []).filter((f) => f in body).map((f) => [f, body[f]]));

/** The fields the action asks for that the request left empty. */
const missingInput = (action: RecordAction, data: Record<string, unknown>): RecordIssue[] =>
  (action.input ?? [])
    .filter((f) => {
      const value = data[f];
      return value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);
    })
    .map((field) => ({ field, key: 'validation.required' }));

export interface ActionStep {
  definition: ResourceDefinition;
  /** The action's name (its definition's `actions` key). */
  name: string;
  caller: Caller;
  organizationId: string | null;
  lookup: DefinitionLookup;
  /** The stored row, read for update in this transaction, whose version the caller has checked. */
  before: Row;
}

/**
 * One step of a record's lifecycle inside the caller's transaction, after its access is checked: judged
 * from the record's value, by the definition's and the action's rules, then written on the write path
 * with its hook. The route below takes it for a request; the demo's seed for what its records lived.
 * `refusal`: what the hook refused after keeping the step's data (a CRM sync's failure stays stored).
 */
export async function takeAction(
  tx: Queryable,
  { definition, name, caller, organizationId, lookup, before }: ActionStep,
  input: Record<string, unknown>,
): Promise<{ row: Row; refusal?: ApiError }> {
  const action = definition.actions?.[name];
  if (!action) throw notFound();
  if (!actionAllowed(action, before.data)) throw notAllowed(definition, action, before.data[action.field]);
  const record = toRecord(definition, before);
  const data: Record<string, unknown> = { ...before.data, ...input, ...action.also?.(record) };
  if (action.to !== undefined) data[action.field] = action.to;
  dropNulls(data);
  // What the step asks for must come with it: an earlier round's stored values do not count.
  const issues = [...missingInput(action, input), ...(await validateRecord(definition, data, 'edit'))];
  for (const rule of action.rules ?? []) issues.push(...(await rule.check(data)));
  if (issues.length) throw validationFailed(definition, issues);
  // The step's record is the server's (its status, what `also` sets), written on the write path:
  // its files judged and kept private as a write's are, then the storage's beforeAction hook.
  const writer = writerOf(caller, organizationId, lookup, 'server');
  const hook = { caller, definition, organizationId, writer, action: name, before, actor: actorOf(writer) };
  const beforeAction = hooksFor(definition).beforeAction;
  let refusal: ApiError | undefined;
  const row = await updateRecord(tx, writer, definition, before, data, async (judged) => {
    refusal = (await beforeAction?.(tx, hook, judged)) ?? undefined;
  });
  if (!row) throw apiError(409, 'errors.conflict');
  return refusal ? { row, refusal } : { row };
}

export function addActionRoutes(
  routes: Routes,
  definition: ResourceDefinition,
  ctx: ActionRouteContext,
  api = definition.api,
): void {
  const actions = Object.entries(definition.actions ?? {});
  if (actions.length === 0) return;
  const base = `/${api}`;
  const byName = new Map(actions);

  routes.post(
    `${base}/:id/actions/:action`,
    { resource: definition.name, action: 'show' },
    {
      summary: `A step of the record's lifecycle (${actions.map(([name]) => name).join(', ')}), each with its own access`,
      body: "{ version, ...the step's input }",
      answers: definition.name,
    },
    async (c, { caller, organizationId }) => {
      const name = param(c, 'action');
      const action = byName.get(name);
      if (!action) throw notFound();
      if (!isAllowed(action.access, effectiveAccess(caller, caller.actingOrganizationId !== null)))
        throw forbidden();
      const id = param(c, 'id');
      const body = await readBody(c.req.raw);
      // The step's lists are bounded before any of their items is judged (docs/security.md).
      const bounded = listIssues(definition.fields, inputOf(action, body));
      if (bounded.length) throw validationFailed(definition, bounded);
      if (!Number.isInteger(body.version))
        throw apiError(400, 'errors.version_required', undefined, 'version');
      const { db } = ctx;
      let refusal: ApiError | undefined;
      const after = await db
        .transaction(async (tx) => {
          const before = await findRow(tx, definition, id, organizationId, true);
          if (!before || !(await ctx.visible(caller, organizationId, before))) throw notFound();
          if (before.version !== body.version) {
            const [current] = await ctx.present([before], organizationId);
            throw new ApiError(409, apiError(409, 'errors.conflict').items, { current });
          }
          const taken = await takeAction(
            tx,
            { definition, name, caller, organizationId, lookup: ctx.lookup, before },
            inputOf(action, body),
          );
          refusal = taken.refusal;
          return taken.row;
        })
        .finally(() => forgetWrite(db, storageOf(definition), id));
      if (refusal) throw refusal;
      const [record] = await ctx.present([after], organizationId);
      return c.json(record);
    },
  );
}
