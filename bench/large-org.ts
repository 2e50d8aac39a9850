/**
 * A fresh database with the demo seed and one large organization: `count` records of the chosen
 * resource, made by generate.ts, judged by the API's own prepareData, and written in batched multi-row
 * INSERTs straight into the resource's table through the server's storage layer. Then the tables are
 * vacuumed and analyzed, as autovacuum leaves a table at rest: the bench's requests neither pay for
 * planning on no statistics nor run beside an autovacuum of the fresh rows, and a count can read the
 * index alone (its pages are marked all-visible).
 */
import { loadConfig } from '../server/config.ts';
import type { Queryable } from '../server/db/db.ts';
import { resourceDefinitions } from '../server/resources/definitions.ts';
import { prepareData } from '../server/resources/input.ts';
import { findWhere, insertRows } from '../server/resources/storage.ts';
import { tableFor } from '../server/storage/tables.ts';
import { bootstrap } from '../server/start.ts';
import type { ResourceDefinition } from '../src/schema/types.ts';
import { fillCatalogue } from './catalogue.ts';
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

async function idsOf(
  db: Queryable,
  definition: ResourceDefinition,
  organizationId: string,
): Promise<string[]> {
  const rows = await findWhere(db, definition, organizationId, {});
  return rows.map((r) => r.id).sort();
}

/** The fields a refusal of `record` names. */
async function refusedFields(
  definition: ResourceDefinition,
  record: Record<string, unknown>,
): Promise<string[]> {
  try {
    await prepareData(definition, record, {}, 'create');
    return [];
  } catch (error) {
    const items = (error as { items?: { field?: string }[] }).items ?? [];
    return items.map((item) => item.field ?? '');
  }
}

/**
 * Field by field is not enough: a rule across fields may still refuse what was made (a lowest price
 * equal to the highest). The optional fields it names are left out; a required one ends the plan.
 */
async function keepToRecordRules(definition: ResourceDefinition, plan: RecordPlan): Promise<void> {
  for (let i = 0; i < 20; i += 1) {
    const refused = await refusedFields(definition, makeRecord(plan, i));
    if (refused.length === 0) continue;
    const optional = refused.filter((f) => plan.fields[f] && !definition.fields[f]?.required);
    if (optional.length === 0)
      throw new Error(`bench: generated ${definition.name} records break a rule across fields`);
    for (const field of optional) {
      delete plan.fields[field];
      plan.omitted.push(`${field} (a rule across fields)`);
    }
    i = -1;
  }
}

/** `count` records made from `plan`, each judged by the resource's validation. */
async function fillGenerated(
  tx: Queryable,
  definition: ResourceDefinition,
  plan: RecordPlan,
  count: number,
  organizationId: string,
  log: (line: string) => void,
): Promise<void> {
  const started = performance.now();
  const base = Date.now();
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
    await insertRows(tx, definition, organizationId, rows, ACTOR);
    if ((start / BATCH) % 20 === 19)
      log(
        `  ${start + BATCH} validated and inserted (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
  }
}

/** Fills `dataDir` (a fresh directory) and closes the database again, so the API process can open it. */
export async function prepareLargeOrganization(
  dataDir: string,
  count: number,
  organizationId: string,
  log: (line: string) => void,
  /** A PostgreSQL database instead of the embedded one in `dataDir`. */
  databaseUrl = '',
  /** Products of the catalogue bench in the same organization (bench/catalogue.ts); 0: none. */
  catalogue = 0,
): Promise<LargeOrg> {
  const started = performance.now();
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED: 'demo' });
  const { db } = await bootstrap(config);
  try {
    const [organization] = await db.query<{ id: string }>('SELECT id FROM organizations WHERE id = $1', [
      organizationId,
    ]);
    if (!organization) throw new Error(`bench: organization ${organizationId} is not in the seed`);
    const references = new Map<string, string[]>();
    for (const d of resourceDefinitions) references.set(d.name, await idsOf(db, d, organizationId));
    let chosen: { definition: ResourceDefinition; plan: RecordPlan } | undefined;
    const refused: string[] = [];
    for (const candidate of rankResources(resourceDefinitions)) {
      try {
        const plan = await planRecords(candidate, (name) => references.get(name) ?? []);
        await keepToRecordRules(candidate, plan);
        chosen = { definition: candidate, plan };
        break;
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error));
      }
    }
    if (!chosen) throw new Error(`bench: no resource whose records can be generated:\n${refused.join('\n')}`);
    if (refused.length) log(`  skipped: ${refused.join('; ')}`);
    const { definition, plan } = chosen;
    // Products generated field by field would land in any group, past the 100 a group takes and beside
    // sub-groups: the catalogue's own products (valid groups, EANs) are then the list's records.
    if (catalogue > 0 && definition.name === 'products')
      log(`  the list's products are the catalogue's ${catalogue} (bench/catalogue.ts)`);
    else {
      log(
        `  ${count} ${definition.name} in ${organizationId}; fields: ${Object.keys(plan.fields).join(', ')}${plan.omitted.length ? `; left out: ${plan.omitted.join(', ')}` : ''}`,
      );
      await db.transaction((tx) => fillGenerated(tx, definition, plan, count, organizationId, log));
    }
    if (catalogue > 0) {
      log(`  ${catalogue} products in 1,100 groups (bench/catalogue.ts)`);
      await db.transaction((tx) => fillCatalogue(tx, organizationId, catalogue));
    }
    log('  vacuuming and analyzing');
    const table = tableFor(definition);
    await db.query(`VACUUM (ANALYZE) "${table.name}"`);
    await db.query('VACUUM (ANALYZE) products');
    await db.query('VACUUM (ANALYZE) product_groups');
    const [stored] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${table.name}" WHERE organization_id = $1`,
      [organizationId],
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
