/** Reads the user records (the `users` storage's table) that sign-in and the bearer check need. */
import type { Queryable } from '../db/db.ts';
import { parsePermissions, partnerKeys } from '../../src/domain/roles.ts';
import { sql } from 'kysely';
import { qb, run, runSql, tableRef } from '../storage/query-builder.ts';

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
  /** Its organization is blocked (a super admin's step): no sign-in and no request until it is lifted. */
  organizationBlocked: boolean;
  /** Read by the bearer check only (token-generation.ts). */
  tokenGeneration?: number;
}

/** The columns of the users table that sign-in reads (server/storage/tables.ts names them). */
interface UserRow {
  id: string;
  organization_id: string | null;
  username: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  groups: string[] | null;
  permissions: string[] | null;
  partner_id: string | null;
  status: string | null;
  organization_status: string | null;
  partner_may_onboard: boolean | null;
}

/**
 * The user's columns, its organization's status (a blocked organization's members are refused) and
 * whether its partner may onboard merchants (a partner admin's PARTNER_ONBOARDING).
 */
const USER_SELECT = sql`SELECT u.id, u.organization_id, u.username, u.email, u.first_name, u.last_name, u.groups,
  u.permissions, u.partner_id, u.status, o.status AS organization_status, p.may_onboard AS partner_may_onboard
  FROM ${tableRef('users')} u LEFT JOIN ${tableRef('organizations')} o ON o.id = u.organization_id
  LEFT JOIN ${tableRef('partners')} p ON p.id = u.partner_id`;

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
  return {
    id: row.id,
    username: text(row.username) ?? '',
    email: text(row.email),
    firstName: text(row.first_name) ?? '',
    lastName: text(row.last_name) ?? '',
    groups: list(row.groups),
    permissions: [
      ...parsePermissions(list(row.permissions)),
      ...partnerKeys(row.partner_id, row.partner_may_onboard),
    ],
    organizationId: row.organization_id,
    partnerId: text(row.partner_id),
    active: row.status !== 'inactive',
    organizationBlocked: row.organization_status === 'blocked',
  };
}

/** The username as sign-in compares it: trimmed and lower-cased. */
export const normalizeUsername = (username: string): string => username.trim().toLowerCase();

export async function findUserByUsername(db: Queryable, username: string): Promise<AuthUser | null> {
  const [row] = await runSql<UserRow>(
    db,
    sql`${USER_SELECT} WHERE lower(u.username) = ${normalizeUsername(username)}`,
  );
  return row ? toAuthUser(row) : null;
}

export async function findUserById(db: Queryable, id: string): Promise<AuthUser | null> {
  const [row] = await runSql<UserRow>(db, sql`${USER_SELECT} WHERE u.id = ${id}`);
  return row ? toAuthUser(row) : null;
}

export async function findPasswordHash(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await run(
    db,
    qb.selectFrom('credentials').select('password_hash').where('user_id', '=', userId),
  );
  return row?.password_hash ?? null;
}

export const displayName = (user: AuthUser): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
