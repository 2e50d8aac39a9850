/** GET /userinfo: who the bearer of the access token is, from the current user record. */
import { displayName, type AuthUser } from './users.ts';

export interface UserInfo {
  sub: string;
  'user-id': string;
  username: string;
  name: string;
  email: string | null;
  /** Identity groups, such as MerchantAdmin (src/domain/roles.ts IDENTITY_GROUPS). */
  groups: string[];
  /** The user's organization id; null for internal users. */
  organization: string | null;
  /** Its name, so that every member can show it (reading the organization record needs its permission key). */
  organizationName: string | null;
  /** Its logo's address (SPEC 2 session data.logoURL), shown in the top bar; null without one. */
  logoURL: string | null;
  userPermissions: string[];
  partnerId: string | null;
}

export function userInfo(
  user: AuthUser,
  organizationName: string | null,
  logoURL: string | null = null,
): UserInfo {
  return {
    sub: user.id,
    'user-id': user.id,
    username: user.username,
    name: displayName(user),
    email: user.email,
    groups: user.groups,
    organization: user.organizationId,
    organizationName,
    logoURL,
    userPermissions: user.permissions,
    partnerId: user.partnerId,
  };
}
