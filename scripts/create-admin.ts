/**
 * npm run create-admin -- <email> [first name] [last name]
 * Creates a super admin in the configured database (DATABASE_URL, or the embedded one in DATA_DIR) and
 * prints its one-time password once. For a PostgreSQL server, where no demo accounts are seeded.
 */
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/open.ts';
import { createFirstAdmin } from '../server/seed/first-admin.ts';

const [email, firstName, lastName] = process.argv.slice(2);
if (!email) {
  console.error('Usage: npm run create-admin -- <email> [first name] [last name]');
  process.exit(2);
}
const config = loadConfig();
const db = await openDatabase(config);
try {
  const admin = await createFirstAdmin(db, email, firstName, lastName);
  console.log(
    `Super admin ${admin.username} created in ${config.databaseUrl ? 'the PostgreSQL database' : config.dataDir}.`,
  );
  console.log(`One-time password (shown only now; change it at the first sign-in): ${admin.password}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
