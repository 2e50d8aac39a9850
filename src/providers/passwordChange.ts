/**
 * The signed-in user's own password change (server/auth/password-change.ts): the API ends the user's
 * other sessions and answers this one a fresh token pair, which replaces the stored one.
 */
import { httpClient } from './httpClient';
import { session } from './session';
import type { TokenResponse } from './tokenEndpoint';

export const PASSWORD_CHANGE_PATH = 'api/users/3.1/me/password';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export async function changeOwnPassword(change: PasswordChange): Promise<void> {
  const { json } = await httpClient(PASSWORD_CHANGE_PATH, {
    method: 'POST',
    headers: new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' }),
    body: JSON.stringify(change),
  });
  const tokens = json as TokenResponse;
  session.saveTokens({
    accessToken: tokens.access_token,
    idToken: tokens.id_token ?? null,
    refreshToken: tokens.refresh_token ?? null,
  });
}
