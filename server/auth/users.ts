/** Reads the user records (resource 'users' of the records table) that sign-in and the bearer check need. */
import type { Queryable } from '../db/db.ts';
import { parsePermissions } from '../../src/domain/roles.ts';

export interface AuthUser {
  id: string;
  username: string;
  email: string | null;
  firstName: string;
  lastName: string;
  groups: string[];
  permissions: string[];
  /** The merchant organization the user belongs to; null for internal users. */
  organizationId: string | null;
  partnerId: string | null;
  active: boolean;
}

interface UserRow {
  id: string;
  organization_id: string | null;
  data: Record<string, unknown>;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;
const list = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string')
    : typeof value === 'string'
      ? value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
      : [];

function toAuthUser(row: UserRow): AuthUser {
  const data = row.data;
  return {
    id: row.id,
    username: text(data.username) ?? '',
    email: text(data.email),
    firstName: text(data.firstName) ?? '',
    lastName: text(data.lastName) ?? '',
    groups: list(data.groups),
    permissions: parsePermissions(list(data.permissions)),
    organizationId: row.organization_id,
    partnerId: text(data.partnerId),
    active: data.status !== 'inactive',
  };
}

/** The username as sign-in compares it: trimmed and lower-cased. */
export const normalizeUsername = (username: string): string => username.trim().toLowerCase();

export async function findUserByUsername(db: Queryable, username: string): Promise<AuthUser | null> {
  const [row] = await db.query<UserRow>(
    "SELECT id, organization_id, data FROM records WHERE resource = 'users' AND lower(data->>'username') = $1",
    [normalizeUsername(username)],
  );
  return row ? toAuthUser(row) : null;
}

export async function findUserById(db: Queryable, id: string): Promise<AuthUser | null> {
  const [row] = await db.query<UserRow>(
    "SELECT id, organization_id, data FROM records WHERE resource = 'users' AND id = $1",
    [id],
  );
  return row ? toAuthUser(row) : null;
}

export async function findPasswordHash(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM credentials WHERE user_id = $1',
    [userId],
  );
  return row?.password_hash ?? null;
}

export const displayName = (user: AuthUser): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
