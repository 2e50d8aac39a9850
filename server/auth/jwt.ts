/** Access and id tokens: HS256 JWTs signed with jose. */
import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { signingKey, verificationKey } from './signing-key.ts';
import { displayName, type AuthUser } from './users.ts';

const ALGORITHM = 'HS256';
/** RFC 9068 type of an access token, so an id token is never accepted in its place. */
const ACCESS_TOKEN_TYPE = 'at+jwt';

export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  username: string;
  groups: string[];
  scope: string;
  organization?: string;
  partnerId?: string;
  /** The user's token generation when it was signed (token-generation.ts); absent: 0. */
  gen?: number;
}

type TokenDeps = { db: Db; config: Pick<ServerConfig, 'issuer' | 'clientId' | 'accessTokenTtlSeconds'> };

function userClaims(user: AuthUser): Omit<AccessTokenClaims, 'scope'> {
  return {
    sub: user.id,
    username: user.username,
    groups: user.groups,
    ...(user.organizationId ? { organization: user.organizationId } : {}),
    ...(user.partnerId ? { partnerId: user.partnerId } : {}),
  };
}

export async function signAccessToken(
  deps: TokenDeps,
  user: AuthUser,
  scope: string,
  generation = 0,
): Promise<string> {
  const { config } = deps;
  return new SignJWT({ ...userClaims(user), scope, client_id: config.clientId, gen: generation })
    .setProtectedHeader({ alg: ALGORITHM, typ: ACCESS_TOKEN_TYPE })
    .setIssuer(config.issuer)
    .setAudience(config.clientId)
    .setIssuedAt()
    .setExpirationTime(`${config.accessTokenTtlSeconds}s`)
    .setJti(randomUUID())
    .sign(await signingKey(deps.db));
}

export async function signIdToken(deps: TokenDeps, user: AuthUser, scope: string): Promise<string> {
  const { config } = deps;
  return new SignJWT({
    ...userClaims(user),
    scope,
    name: displayName(user),
    ...(user.email ? { email: user.email } : {}),
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(config.issuer)
    .setAudience(config.clientId)
    .setIssuedAt()
    .setExpirationTime(`${config.accessTokenTtlSeconds}s`)
    .sign(await signingKey(deps.db));
}

/** Verified access tokens per database, kept until they expire; at most MAX_VERIFIED, the oldest goes first. */
const verified = new WeakMap<Db, Map<string, { claims: AccessTokenClaims; until: number }>>();
const MAX_VERIFIED = 10_000;

/**
 * The claims of a valid access token, or null when it is forged, expired, of another type or malformed.
 * A token verified once is not verified again until it expires: its signature and claims cannot change,
 * and only its expiry depends on the time. Whether it was revoked is the bearer check's question
 * (its `gen` against the user's token generation, bearer.ts).
 */
export async function verifyAccessToken(deps: TokenDeps, token: string): Promise<AccessTokenClaims | null> {
  let known = verified.get(deps.db);
  if (!known) verified.set(deps.db, (known = new Map()));
  const hit = known.get(token);
  if (hit) {
    if (Date.now() < hit.until) return hit.claims;
    known.delete(token);
  }
  const key = await verificationKey(deps.db);
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: deps.config.issuer,
      audience: deps.config.clientId,
      typ: ACCESS_TOKEN_TYPE,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
    const claims = Object.freeze(payload) as AccessTokenClaims;
    known.set(token, { claims, until: payload.exp * 1000 });
    if (known.size > MAX_VERIFIED) known.delete(known.keys().next().value as string);
    return claims;
  } catch {
    return null;
  }
}
