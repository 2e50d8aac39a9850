/** The HS256 key for access and id tokens: generated at first start, kept in server_secrets so tokens survive a restart. */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { qb, run } from '../storage/query-builder.ts';

const SECRET_NAME = 'jwt_signing_key';
const keys = new WeakMap<Db, Promise<Uint8Array>>();

async function loadOrCreate(db: Db): Promise<Uint8Array> {
  // Two instances starting together on one database agree on whichever key was inserted first.
  await run(
    db,
    qb
      .insertInto('server_secrets')
      .values({ name: SECRET_NAME, value: randomBytes(64).toString('base64url') })
      .onConflict((conflict) => conflict.column('name').doNothing()),
  );
  const [row] = await run(
    db,
    qb.selectFrom('server_secrets').select('value').where('name', '=', SECRET_NAME),
  );
  if (!row) throw new Error('The token signing key could not be stored');
  return new Uint8Array(Buffer.from(row.value, 'base64url'));
}

export function signingKey(db: Db): Promise<Uint8Array> {
  let key = keys.get(db);
  if (!key) {
    key = loadOrCreate(db);
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const verifyKeys = new WeakMap<Db, Promise<CryptoKey>>();

/**
 * The same key imported once as a WebCrypto HMAC key for verifying: jose imports a raw key anew on
 * every verify, which was a few percent of a list request.
 */
export function verificationKey(db: Db): Promise<CryptoKey> {
  let key = verifyKeys.get(db);
  if (!key) {
    key = signingKey(db).then((raw) =>
      crypto.subtle.importKey('raw', new Uint8Array(raw), { name: 'HMAC', hash: 'SHA-256' }, false, [
        'verify',
      ]),
    );
    key.catch(() => verifyKeys.delete(db));
    verifyKeys.set(db, key);
  }
  return key;
}
