/**
 * react-admin's AuthProvider for the platform (SPEC 4, 6, 7): password grant, userinfo, the login
 * refusals, auto-login from the stored token, refresh of an expired token, revoke on login and
 * logout, and access checks by the one rule of src/domain/roles.ts. App.tsx makes the app's one, with
 * the resources' requirements from the signed-in app (src/loadSignedInApp.ts), which the login screen
 * does not carry.
 */
import type { AuthProvider, UserIdentity } from 'ra-core';
import {
  canSelectOrganization,
  effectiveAccess,
  isAllowed,
  loginRefusal,
  parsePermissions,
  rolesFromGroups,
  type AccessRequirement,
  type AccessSubject,
  type LoginRefusal,
} from '../domain/roles';
import { httpClient } from './httpClient';
import type { ApiErrorBody } from './httpErrors';
import { LoginFailure, loginFailureFrom } from './loginFailure';
import { authText } from './requestLocale';
import { session } from './session';
import { passwordGrant, revokeToken } from './tokenEndpoint';
import {
  authFailedError,
  decodeAccessToken,
  gotNoAnswer,
  isExpired,
  refreshAccessToken,
} from './tokenRefresh';

/** The signed-in user as /userinfo and the token describe it. */
export interface SessionUser {
  id: string;
  username: string;
  fullName: string;
  email: string | null;
  organizationId: string | null;
  /** The organization's name when /userinfo tells it (the reference API does); else it is read from the organization. */
  organizationName: string | null;
  /** Its logo's address (/userinfo `logoURL`). */
  organizationLogoUrl: string | null;
  partnerId: string | null;
  /** Roles and permissions of the user itself, before any organization selection. */
  own: AccessSubject;
}

/** react-admin's identity, with what the top bar, dashboard and profile show. */
export interface BackofficeIdentity extends UserIdentity {
  username: string;
  email: string | null;
  roles: string[];
  organizationId: string | null;
  organizationName: string | null;
  organizationLogoUrl: string | null;
  /** True when an internal admin works inside a selected organization. */
  organizationSelected: boolean;
  /** The partner a partner admin works for; else null. */
  partnerId: string | null;
}

export const GUEST: AccessSubject = { roles: [], permissions: [] };

/** What the resources ask of a user for an action; undefined means no requirement. */
export type RequirementFor = (
  resource: string,
  action: string,
  record?: unknown,
) => AccessRequirement | null | undefined | Promise<AccessRequirement | null | undefined>;

interface UserInfoResponse {
  sub?: string;
  groups?: string[] | string;
  organization?: string | null;
  organizationName?: string | null;
  logoURL?: string | null;
  'user-id'?: string;
  userPermissions?: string[] | string;
  username?: string;
  name?: string;
  email?: string | null;
  partnerId?: string | null;
}

const REFUSAL_MESSAGES: Record<Exclude<LoginRefusal, 'registerOnly'>, string> = {
  missingLoginPermission: 'auth.login.missingLoginPermission',
  noBackofficeRole: 'auth.login.noBackofficeRole',
};

let cached: { token: string; user: Promise<SessionUser> } | null = null;

async function fetchUser(token: string): Promise<SessionUser> {
  const { json } = await httpClient('/userinfo');
  const info = (json ?? {}) as UserInfoResponse;
  const claims = decodeAccessToken(token) ?? {};
  return {
    id: info['user-id'] ?? info.sub ?? claims.sub ?? '',
    username: info.username ?? '',
    fullName: info.name || info.username || '',
    email: info.email ?? null,
    organizationId: info.organization ?? claims.organization ?? null,
    organizationName: typeof info.organizationName === 'string' ? info.organizationName : null,
    organizationLogoUrl: typeof info.logoURL === 'string' ? info.logoURL : null,
    partnerId: info.partnerId ?? claims.partnerId ?? null,
    own: {
      roles: rolesFromGroups(info.groups ?? claims.groups),
      permissions: parsePermissions(info.userPermissions),
    },
  };
}

/** The user of the stored session, loaded once per session; null for a guest. */
function currentUser(): Promise<SessionUser> | null {
  const token = session.accessToken();
  if (!token) {
    cached = null;
    return null;
  }
  // A refreshed token is the same session and keeps the user; another user's token replaces it.
  if (!cached || decodeAccessToken(cached.token)?.sub !== decodeAccessToken(token)?.sub) {
    const user = fetchUser(token);
    cached = { token, user };
    user.catch(() => {
      if (cached?.user === user) cached = null;
    });
  }
  return cached.user;
}

/**
 * Asks /userinfo for a stored session's user now, ahead of the session check that will want it: a cold
 * load's routes wait for that answer. A failure is forgotten, and the check asks again.
 */
export function preloadSessionUser(): void {
  currentUser()?.catch(() => undefined);
}

function accessOf(user: SessionUser): AccessSubject {
  return effectiveAccess(user.own, session.organization()?.selected ?? false);
}

async function registerOnlyMessage(): Promise<string> {
  try {
    const { json } = await httpClient('/api/catalog/product/count');
    return Number(json) === 0 ? 'auth.login.contactMerchantAdmin' : 'auth.login.registerOnly';
  } catch {
    return 'auth.login.registerOnly';
  }
}

async function organizationName(id: string): Promise<string | null> {
  try {
    const { json } = await httpClient(`/api/organization/${encodeURIComponent(id)}`);
    const name = (json as { name?: unknown } | null)?.name;
    return typeof name === 'string' ? name : null;
  } catch {
    return null;
  }
}

/** Ends a session that must not go on: its refresh token is revoked, nothing stays stored. */
async function abandon(): Promise<void> {
  const refreshToken = session.refreshToken();
  session.clear();
  cached = null;
  await revokeToken(refreshToken);
}

/** 'Message with status code, trace id and message when all present; a plain string as is' (SPEC 8). */
function autoLoginMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  const message = error instanceof Error ? error.message : authText('session.autoLoginFailed');
  const body = (error as { body?: Partial<ApiErrorBody> } | null)?.body;
  if (body?.statusCode && body.traceId)
    return `${message}\nStatus code : ${body.statusCode}\nTraceId : ${body.traceId}`;
  return message;
}

export function createAuthProvider({
  requirementFor,
}: { requirementFor?: RequirementFor } = {}): AuthProvider {
  const permissions = async (): Promise<AccessSubject> => {
    const user = currentUser();
    return user ? accessOf(await user) : GUEST;
  };

  return {
    async login({ username, password }: { username: string; password: string }) {
      await abandon(); // SPEC 7: revoke on login
      try {
        const tokens = await passwordGrant(username, password);
        session.saveTokens({
          accessToken: tokens.access_token,
          idToken: tokens.id_token ?? null,
          refreshToken: tokens.refresh_token ?? null,
        });
        const user = await fetchUser(tokens.access_token);
        const refusal = loginRefusal(user.own);
        if (refusal) {
          const message =
            refusal === 'registerOnly' ? await registerOnlyMessage() : REFUSAL_MESSAGES[refusal];
          throw new LoginFailure(message);
        }
        if (user.organizationId) {
          session.setOrganization({
            id: user.organizationId,
            name: user.organizationName ?? (await organizationName(user.organizationId)),
            selected: false,
            logoUrl: user.organizationLogoUrl,
          });
        }
        cached = { token: tokens.access_token, user: Promise.resolve(user) };
      } catch (error) {
        await abandon();
        throw loginFailureFrom(error);
      }
    },

    async logout() {
      const refreshToken = session.refreshToken();
      if (session.tokens()) session.end('logout');
      else session.clear();
      cached = null;
      await revokeToken(refreshToken);
    },

    async checkAuth() {
      const token = session.accessToken();
      if (!token) throw { message: false };
      // A request with no answer (a page left mid-refresh, a lost connection) keeps the session: its
      // refresh may have rotated the token, and the next load presents the same one again.
      if (isExpired(token) && session.refreshToken()) {
        try {
          await refreshAccessToken(token);
        } catch (error) {
          if (gotNoAnswer(error)) return;
          throw { message: authText('session.authFailed') };
        }
      }
      try {
        await currentUser();
      } catch (error) {
        if (!session.tokens()) throw { message: false }; // the session already ended and said why
        if (gotNoAnswer(error)) return;
        const message = autoLoginMessage(error);
        await abandon();
        session.end('autoLoginFailed', message);
        throw { message: false };
      }
    },

    async checkError(error: { status?: number } | null) {
      // A 401 that reaches us came after the one refresh and retry. If that refresh failed, the
      // session has ended and SessionEffects logs out with the message; otherwise log out here.
      if (error?.status === 401 && session.tokens()) throw { message: authFailedError().message };
    },

    async getIdentity(): Promise<BackofficeIdentity> {
      const pending = currentUser();
      if (!pending) throw new Error('Not signed in');
      const user = await pending;
      const organization = session.organization();
      return {
        id: user.id,
        fullName: user.fullName,
        username: user.username,
        email: user.email,
        roles: [...accessOf(user).roles],
        organizationId: organization?.id ?? null,
        organizationName: organization?.name ?? null,
        organizationLogoUrl: organization?.logoUrl ?? null,
        organizationSelected: organization?.selected ?? false,
        partnerId: user.partnerId,
      };
    },

    getPermissions: permissions,

    async canAccess({ resource, action, record }) {
      const [requirement, subject] = await Promise.all([
        requirementFor?.(resource, action, record),
        permissions(),
      ]);
      return isAllowed(requirement, subject);
    },
  };
}

/** An internal admin starts working inside an organization as its admin (SPEC 2). */
export async function selectOrganization(
  id: string,
  name: string | null,
  logoUrl: string | null = null,
): Promise<void> {
  const user = await currentUser();
  if (!user || !canSelectOrganization(user.own.roles)) {
    throw new Error('Only super, support and partner admins can select an organization');
  }
  session.setOrganization({ id, name, selected: true, logoUrl });
}

/** The internal admin leaves the selected organization and is back to its own role. */
export function leaveOrganization(): void {
  if (session.organization()?.selected) session.setOrganization(null);
}

/** True while this tab holds a signed-in user (even if another tab has just ended the session). */
export function hasUserInThisTab(): boolean {
  return cached !== null;
}
