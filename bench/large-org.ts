/**
 * A fresh database with the demo seed and one large organization: `count` records of the chosen
 * resource, made by generate.ts, judged by the API's own prepareData, and written in batched multi-row
 * INSERTs straight into the records table through the server's db layer. Then the derived indexes are
 * built and the table analyzed, so the first list request of the bench does not pay for them.
 */
import { loadConfig } from '../server/config.ts';
import type { Queryable } from '../server/db/db.ts';
import { resourceDefinitions } from '../server/resources/definitions.ts';
import { ensureIndexes } from '../server/resources/indexes.ts';
import { prepareData } from '../server/resources/input.ts';
import { bootstrap } from '../server/start.ts';
import type { ResourceDefinition } from '../src/schema/types.ts';
import { makeRecord, planRecords, rankResources, type RecordPlan } from './generate.ts';

export interface LargeOrg {
  resource: ResourceDefinition;
  organizationId: string;
  records: number;
  omittedFields: string[];
  seconds: number;
}

const BATCH = 1000;
const ACTOR = 'bench';

async function idsOf(db: Queryable, resource: string, organizationId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    'SELECT id FROM records WHERE resource = $1 AND (organization_id = $2 OR organization_id IS NULL) ORDER BY id LIMIT 1000',
    [resource, organizationId],
  );
  return rows.map((r) => r.id);
}

async function insertBatch(
  db: Queryable,
  definition: ResourceDefinition,
  organizationId: string,
  rows: { id: string; data: Record<string, unknown>; createdAt: string }[],
): Promise<void> {
  const params: unknown[] = [definition.name, organizationId, ACTOR];
  const values = rows.map((row) => {
    params.push(row.id, JSON.stringify(row.data), row.createdAt);
    const n = params.length;
    return `($1, $${n - 2}, $2, $${n - 1}::jsonb, $${n}::timestamptz, $${n}::timestamptz, $3, $3)`;
  });
  await db.query(
    `INSERT INTO records (resource, id, organization_id, data, created_at, updated_at, created_by, updated_by) VALUES ${values.join(', ')}`,
    params,
  );
}

/** Fills `dataDir` (a fresh directory) and closes the database again, so the API process can open it. */
export async function prepareLargeOrganization(
  dataDir: string,
  count: number,
  organizationId: string,
  log: (line: string) => void,
): Promise<LargeOrg> {
  const started = performance.now();
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED: 'true' });
  const { db } = await bootstrap(config);
  try {
    const [organization] = await db.query<{ id: string }>(
      "SELECT id FROM records WHERE resource = 'organizations' AND id = $1",
      [organizationId],
    );
    if (!organization) throw new Error(`bench: organization ${organizationId} is not in the seed`);
    const references = new Map<string, string[]>();
    for (const d of resourceDefinitions) references.set(d.name, await idsOf(db, d.name, organizationId));
    let chosen: { definition: ResourceDefinition; plan: RecordPlan } | undefined;
    const refused: string[] = [];
    for (const candidate of rankResources(resourceDefinitions)) {
      try {
        chosen = {
          definition: candidate,
          plan: await planRecords(candidate, (name) => references.get(name) ?? []),
        };
        break;
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error));
      }
    }
    if (!chosen) throw new Error(`bench: no resource whose records can be generated:\n${refused.join('\n')}`);
    if (refused.length) log(`  skipped: ${refused.join('; ')}`);
    const { definition, plan } = chosen;
    log(
      `  ${count} ${definition.name} in ${organizationId}; fields: ${Object.keys(plan.fields).join(', ')}${plan.omitted.length ? `; left out: ${plan.omitted.join(', ')}` : ''}`,
    );
    const base = Date.now();
    await db.transaction(async (tx) => {
      for (let start = 0; start < count; start += BATCH) {
        const rows = [];
        for (let i = start; i < Math.min(count, start + BATCH); i += 1) {
          const data = await prepareData(definition, makeRecord(plan, i), {}, 'create').catch(
            (error: unknown) => {
              throw new Error(
                `bench: generated ${definition.name} #${i} is refused by its validation: ${JSON.stringify((error as { items?: unknown }).items ?? String(error))}`,
              );
            },
          );
          rows.push({
            id: `bench-${definition.name}-${String(i).padStart(6, '0')}`,
            data,
            createdAt: new Date(base - (count - i) * 60_000).toISOString(),
          });
        }
        await insertBatch(tx, definition, organizationId, rows);
        if ((start / BATCH) % 20 === 19)
          log(
            `  ${start + BATCH} validated and inserted (${((performance.now() - started) / 1000).toFixed(0)} s)`,
          );
      }
    });
    log('  building the derived indexes and analyzing');
    await ensureIndexes(db, resourceDefinitions);
    await db.query('ANALYZE records');
    const [stored] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM records WHERE resource = $1 AND organization_id = $2',
      [definition.name, organizationId],
    );
    return {
      resource: definition,
      organizationId,
      records: Number(stored?.n ?? 0),
      omittedFields: plan.omitted,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await db.close();
  }
}
