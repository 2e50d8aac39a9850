/**
 * Collection rules (src/schema/types.ts `collectionRules`): rules over the other records of a resource,
 * e.g. at most 4 quick checkout payment methods per organization. They run inside the write's
 * transaction, after a lock per resource and organization, so two concurrent writes cannot both pass.
 */
import type { CollectionContext, RecordIssue, ResourceDefinition } from '../../src/schema/types.ts';
import type { Queryable } from '../db/db.ts';
import { validationFailed } from './api-errors.ts';
import type { DefinitionLookup } from './input.ts';
import { countMatching, findWhere, toRecord } from './storage.ts';

/** The lock a write of the definition in the organization holds while its collection rules read. */
export async function lockCollection(
  tx: Queryable,
  definition: ResourceDefinition,
  organizationId: string | null,
): Promise<void> {
  if (!definition.collectionRules?.length) return;
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
    `${definition.name}/${organizationId ?? ''}`,
  ]);
}

/** The definition's rules over `data`, reading the other records through `ctx`; refused with their issues. */
export async function judgeCollectionRules(
  definition: ResourceDefinition,
  data: Record<string, unknown>,
  ctx: CollectionContext,
): Promise<void> {
  const issues: RecordIssue[] = [];
  for (const rule of definition.collectionRules ?? [])
    issues.push(...(await (rule.check as CollectionRuleCheck)(data, ctx)));
  if (issues.length > 0) throw validationFailed(definition, issues);
}

export async function checkCollectionRules(
  tx: Queryable,
  definition: ResourceDefinition,
  data: Record<string, unknown>,
  organizationId: string | null,
  ownId: string | null,
  lookup: DefinitionLookup,
): Promise<void> {
  if (!definition.collectionRules?.length) return;
  await lockCollection(tx, definition, organizationId);
  const targetOf = (resource: string) => {
    const target = lookup(resource);
    if (!target) throw new Error(`Unknown resource ${resource}`);
    return target;
  };
  await judgeCollectionRules(definition, data, {
    id: ownId,
    async find(resource, where) {
      const target = targetOf(resource);
      const rows = await findWhere(tx, target, organizationId, where);
      return rows.map((row) => toRecord(target, row));
    },
    count: (resource, where) => countMatching(tx, targetOf(resource), organizationId, where, ownId),
  });
}

type CollectionRuleCheck = (
  record: Record<string, unknown>,
  ctx: CollectionContext,
) => Promise<RecordIssue[]>;
