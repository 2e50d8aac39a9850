/** Configuration of the reference platform API, read once from the environment. */
import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** A real PostgreSQL server; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  clientId: string;
  clientSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  issuer: string;
  /** Failed logins for one username before it is locked, and for how long. */
  maxFailedLogins: number;
  lockoutSeconds: number;
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
  seed: boolean;
}

function int(value: string | undefined, fallback: number): number {
  const parsed = value === undefined ? NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: int(env.PORT, 8080),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? '.data/pglite'),
    clientId: env.OAUTH_CLIENT_ID ?? 'backoffice',
    clientSecret: env.OAUTH_CLIENT_SECRET ?? 'backoffice-dev-secret',
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL, 3600),
    refreshTokenTtlSeconds: int(env.REFRESH_TOKEN_TTL, 30 * 24 * 3600),
    issuer: env.TOKEN_ISSUER ?? 'urn:backoffice:reference-api',
    maxFailedLogins: int(env.MAX_FAILED_LOGINS, 5),
    lockoutSeconds: int(env.LOCKOUT_SECONDS, 300),
    userCacheMs: int(env.USER_CACHE_MS, 5000),
    lookupCacheMs: int(env.LOOKUP_CACHE_MS, 5000),
    staticDir: env.STATIC_DIR ? path.resolve(env.STATIC_DIR) : undefined,
    seed: env.SEED !== 'false',
    ...overrides,
  };
}
