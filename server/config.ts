/** Configuration of the reference platform API, read once from the environment. */
import { availableParallelism } from 'node:os';
import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** A real PostgreSQL server; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  /**
   * With DATABASE_URL through a pooler in transaction mode (PgBouncer): a direct connection to the same
   * database for what needs a session of its own (LISTEN); statements are then never kept prepared.
   */
  directDatabaseUrl: string | undefined;
  dataDir: string;
  /** The embedded database fsyncs every acknowledged write (default); PGLITE_FSYNC=off trades that for speed. */
  pgliteFsync: boolean;
  clientId: string;
  clientSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /**
   * How long after its rotation a refresh token may be presented again, while the token it was rotated
   * into is unused, and get a fresh pair of its family instead of ending it (the answer was lost:
   * server/auth/refresh-tokens.ts). REFRESH_TOKEN_REUSE_GRACE, 30 s by default; 0: never.
   */
  refreshTokenReuseGraceSeconds: number;
  issuer: string;
  /** Failed logins for one username before it is locked, and for how long. */
  maxFailedLogins: number;
  lockoutSeconds: number;
  /** Failed logins from one client address, whatever the username, before that address is locked. */
  maxFailedLoginsPerAddress: number;
  /** Behind a reverse proxy: take the client address from the last X-Forwarded-For entry. */
  trustProxy: boolean;
  /** Browser origins allowed to call the API across origins (CORS); empty: none. */
  corsOrigins: string[];
  /**
   * How long the /api bearer check may reuse a user row it read (server/auth/user-cache.ts); writes
   * through the API forget the user at once. 0: read it on every request.
   */
  userCacheMs: number;
  /**
   * How long computed fields may reuse a lookup (server/resources/compute.ts); writes through the API
   * forget their storage's lookups at once. 0: read them on every request.
   */
  lookupCacheMs: number;
  /** Built client app to serve beside the API, if any. */
  staticDir: string | undefined;
  /**
   * Seed the demo data (demo accounts with a known password) into an empty database: by default only
   * the embedded one; a PostgreSQL server only with SEED=demo (its first admin: npm run create-admin).
   * SEED=false: never.
   */
  seed: boolean;
  /** Days of demo orders a seeded database gets (ORDER_SEED_DAYS; 13 months by default). */
  orderSeedDays: number;
  /**
   * API processes serving the port (API_WORKERS): on a PostgreSQL server, one per core by default (at
   * most 8); the embedded database belongs to one process, so with it always 1.
   */
  workers: number;
}

function int(value: string | undefined, fallback: number): number {
  const parsed = value === undefined ? NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ServerConfig> = {},
): ServerConfig {
  return {
    port: int(env.PORT, 8080),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    directDatabaseUrl: (env.DATABASE_URL && env.DIRECT_DATABASE_URL) || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? '.data/pglite'),
    pgliteFsync: env.PGLITE_FSYNC !== 'off',
    clientId: env.OAUTH_CLIENT_ID ?? 'backoffice',
    clientSecret: env.OAUTH_CLIENT_SECRET ?? 'backoffice-dev-secret',
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL, 3600),
    refreshTokenTtlSeconds: int(env.REFRESH_TOKEN_TTL, 30 * 24 * 3600),
    refreshTokenReuseGraceSeconds: Math.max(0, int(env.REFRESH_TOKEN_REUSE_GRACE, 30)),
    issuer: env.TOKEN_ISSUER ?? 'urn:backoffice:reference-api',
    maxFailedLogins: int(env.MAX_FAILED_LOGINS, 5),
    lockoutSeconds: int(env.LOCKOUT_SECONDS, 300),
    maxFailedLoginsPerAddress: int(env.MAX_FAILED_LOGINS_PER_ADDRESS, 30),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    userCacheMs: int(env.USER_CACHE_MS, 5000),
    lookupCacheMs: int(env.LOOKUP_CACHE_MS, 5000),
    staticDir: env.STATIC_DIR ? path.resolve(env.STATIC_DIR) : undefined,
    seed: env.SEED === 'demo' || (!env.DATABASE_URL && env.SEED !== 'false'),
    orderSeedDays: int(env.ORDER_SEED_DAYS, 395),
    workers: env.DATABASE_URL ? Math.max(1, Math.min(8, int(env.API_WORKERS, availableParallelism()))) : 1,
    ...overrides,
  };
}
