import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/db.ts';

/** The signed-in caller, as the auth middleware finds it in the bearer token. */
export interface Caller {
  userId: string;
  username: string;
  roles: string[];
  permissions: string[];
  /** The caller's own organization (merchant users); null for internal users. */
  organizationId: string | null;
  partnerId: string | null;
  /**
   * The organization this request reads and writes: a merchant user's own organization whatever
   * `organizationId` header it sends; for internal roles the organization selected by that header,
   * where their role allows it (a partner admin only its partner's organizations); else null.
   */
  actingOrganizationId: string | null;
}

export interface Deps {
  db: Db;
  config: ServerConfig;
}

export interface AppEnv {
  Variables: {
    traceId: string;
    caller: Caller | undefined;
  };
}
