/** Password hashing with scrypt from node:crypto; the salt and cost parameters are kept in the stored string. */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** N = 2^15, r = 8, p = 1: 32 MiB and roughly 100 ms per hash. */
const DEFAULT_COST = { N: 1 << 15, r: 8, p: 1 } as const;
const PREFIX = 'scrypt';

function derive(
  password: string,
  salt: Buffer,
  cost: { N: number; r: number; p: number },
  length: number,
): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, DEFAULT_COST, KEY_LENGTH);
  const { N, r, p } = DEFAULT_COST;
  return [PREFIX, N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | null {
  const [prefix, n, r, p, salt, key, ...rest] = stored.split('$');
  if (prefix !== PREFIX || rest.length > 0 || !salt || !key) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const powerOfTwo = Number.isInteger(cost.N) && cost.N > 1 && (cost.N & (cost.N - 1)) === 0;
  // Bounds keep a damaged or hostile stored string from costing more than a normal hash.
  if (!powerOfTwo || cost.N > 1 << 17 || !(cost.r >= 1 && cost.r <= 16) || !(cost.p >= 1 && cost.p <= 4))
    return null;
  const parsed = { ...cost, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
  return parsed.key.length >= 16 && parsed.salt.length >= 8 ? parsed : null;
}

/** True when `password` matches `stored`; false for a wrong password or an unreadable stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password, verified against when the username is unknown so that a login for an
 * unknown user takes as long as one for a known user (no user enumeration by timing).
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
}
