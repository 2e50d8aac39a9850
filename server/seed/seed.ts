/** Seeds an empty database with the demo partners, organizations, catalogues and users, in one transaction. */
import { storageOf } from '../../src/schema/define-resource.ts';
import type { ResourceDefinition } from '../../src/schema/types.ts';
import type { Db, Queryable } from '../db/db.ts';
import { hashPassword } from '../auth/passwords.ts';
import { resourceDefinitions } from '../resources/definitions.ts';
import { insertRow } from '../resources/storage.ts';
import { qb, run } from '../storage/query-builder.ts';
import { ensureSchema } from '../storage/sync.ts';
import { DEMO_PASSWORD, DEMO_USERS, userData } from './demo-users.ts';
import { ORGANIZATIONS, PARTNERS, organizationData, partnerData } from './organizations.ts';
import { seedCatalogues } from './catalogue/index.ts';

const SEED_LOCK_KEY = 72_410_002;
const ACTOR = 'seed';

/** Seeds when no user exists yet; returns whether it did. Safe to call on every start. */
export async function seed(
  db: Db,
  definitions: readonly ResourceDefinition[] = resourceDefinitions,
): Promise<boolean> {
  await ensureSchema(db, definitions);
  const anyUser = qb.selectFrom('users').select('id').limit(1);
  const [existing] = await run(db, anyUser);
  if (existing) return false;
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  const byStorage = (storage: string) => {
    const definition = definitions.find((d) => storageOf(d) === storage);
    if (!definition) throw new Error(`Seed: no definition stores ${storage}`);
    return definition;
  };
  // The demo's own records have no history: nobody wrote them through the API.
  const insert = (
    tx: Queryable,
    storage: string,
    id: string,
    organizationId: string | null,
    data: Record<string, unknown>,
  ) => insertRow(tx, byStorage(storage), id, organizationId, data, ACTOR, false);

  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const [seeded] = await run(tx, anyUser);
    if (seeded) return false;

    for (const partner of PARTNERS) await insert(tx, 'partners', partner.id, null, partnerData(partner));
    for (const org of ORGANIZATIONS) await insert(tx, 'organizations', org.id, null, organizationData(org));
    await seedCatalogues(tx, byStorage, ACTOR);
    for (const [index, user] of DEMO_USERS.entries()) {
      await insert(tx, 'users', user.id, user.organizationId, userData(user));
      await run(
        tx,
        qb
          .insertInto('credentials')
          .values({ user_id: user.id, password_hash: hashes[index]! })
          .onConflict((conflict) => conflict.column('user_id').doNothing()),
      );
    }
    return true;
  });
}
