/**
 * The first super admin of a database that is not seeded with the demo (a PostgreSQL server):
 * `npm run create-admin -- <email> [first name] [last name]` creates it with a random one-time password,
 * printed once and stored only as its scrypt hash. Change it at the first sign-in (profile page).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/db.ts';
import { resourceDefinitions } from '../resources/definitions.ts';
import { insertRow } from '../resources/storage.ts';
import { qb, run } from '../storage/query-builder.ts';
import { ensureSchema } from '../storage/sync.ts';
import { isEmail } from '../../src/domain/validators/contact.ts';

export interface FirstAdmin {
  id: string;
  username: string;
  password: string;
}

/** A password of 20 characters from an alphabet without look-alikes, with a digit and a symbol. */
export function oneTimePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = randomBytes(18);
  return `${[...bytes].map((b) => alphabet[b % alphabet.length]).join('')}-${2 + (bytes[0]! % 8)}`;
}

export async function createFirstAdmin(
  db: Db,
  email: string,
  firstName = 'Super',
  lastName = 'Admin',
): Promise<FirstAdmin> {
  const username = email.trim().toLowerCase();
  if (!isEmail(username)) throw new Error(`Not an email address: ${email}`);
  const password = oneTimePassword();
  const hash = await hashPassword(password);
  const id = randomUUID();
  await ensureSchema(db, resourceDefinitions);
  const superusers = resourceDefinitions.find((d) => d.name === 'superusers');
  if (!superusers) throw new Error('No superusers resource');
  await db.transaction(async (tx) => {
    const [taken] = await run(
      tx,
      qb
        .selectFrom('users')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['username']), '=', username)),
    );
    if (taken) throw new Error(`A user ${username} exists already`);
    const data = {
      username,
      email: username,
      firstName,
      lastName,
      groups: ['SuperAdmin'],
      permissions: [],
      status: 'active',
    };
    await insertRow(tx, superusers, id, null, data, 'create-admin', false);
    await run(tx, qb.insertInto('credentials').values({ user_id: id, password_hash: hash }));
  });
  return { id, username, password };
}
