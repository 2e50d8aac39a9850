/** Seeds an empty database with the demo partners, organizations, products and users, in one transaction. */
import type { Db, Queryable } from '../db/db.ts';
import { hashPassword } from '../auth/passwords.ts';
import { DEMO_PASSWORD, DEMO_USERS, userData } from './demo-users.ts';
import { ORGANIZATIONS, PARTNERS, organizationData } from './organizations.ts';
import { KAFFEBAREN_PRODUCTS } from './products.ts';

const SEED_LOCK_KEY = 72_410_002;
const ACTOR = 'seed';

async function insertRecord(
  tx: Queryable,
  resource: string,
  id: string,
  organizationId: string | null,
  data: object,
): Promise<void> {
  await tx.query(
    `INSERT INTO records (resource, id, organization_id, data, created_by, updated_by)
     VALUES ($1, $2, $3, $4::jsonb, $5, $5) ON CONFLICT (resource, id) DO NOTHING`,
    [resource, id, organizationId, JSON.stringify(data), ACTOR],
  );
}

/** Seeds when no user exists yet; returns whether it did. Safe to call on every start. */
export async function seed(db: Db): Promise<boolean> {
  const [existing] = await db.query("SELECT 1 FROM records WHERE resource = 'users' LIMIT 1");
  if (existing) return false;
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));

  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const [seeded] = await tx.query("SELECT 1 FROM records WHERE resource = 'users' LIMIT 1");
    if (seeded) return false;

    for (const partner of PARTNERS)
      await insertRecord(tx, 'partners', partner.id, null, { name: partner.name });
    for (const org of ORGANIZATIONS)
      await insertRecord(tx, 'organizations', org.id, org.id, organizationData(org));
    for (const product of KAFFEBAREN_PRODUCTS) {
      const { id, ...data } = product;
      await insertRecord(tx, 'products', id, 'org-kaffebaren', data);
    }
    for (const [index, user] of DEMO_USERS.entries()) {
      await insertRecord(tx, 'users', user.id, user.organizationId, userData(user));
      await tx.query(
        'INSERT INTO credentials (user_id, password_hash) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING',
        [user.id, hashes[index]],
      );
    }
    return true;
  });
}
