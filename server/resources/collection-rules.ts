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

export async function checkCollectionRules(
  tx: Queryable,
  definition: ResourceDefinition,
  data: Record<string, unknown>,
  organizationId: string | null,
  ownId: string | null,
  lookup: DefinitionLookup,
): Promise<void> {
  const rules = definition.collectionRules ?? [];
  if (rules.length === 0) return;
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
    `${definition.name}/${organizationId ?? ''}`,
  ]);
  const ctx: CollectionContext = {
    id: ownId,
    async find(resource, where) {
      const target = lookup(resource);
      if (!target) throw new Error(`Unknown resource ${resource}`);
      const rows = await findWhere(tx, target, organizationId, where);
      return rows.map((row) => toRecord(target, row));
    },
    async count(resource, where) {
      const target = lookup(resource);
      if (!target) throw new Error(`Unknown resource ${resource}`);
      return countMatching(tx, target, organizationId, where, ownId);
    },
  };
  const issues: RecordIssue[] = [];
  for (const rule of rules) issues.push(...(await (rule.check as CollectionRuleCheck)(data, ctx)));
  if (issues.length > 0) throw validationFailed(definition, issues);
}

type CollectionRuleCheck = (
  record: Record<string, unknown>,
  ctx: CollectionContext,
) => Promise<RecordIssue[]>;
