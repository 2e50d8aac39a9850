/**
 * The OAuth calls of SPEC 7, "Authentication": password and refresh-token grants and revocation, with
 * the client's Basic credentials. These calls never trigger a token refresh themselves.
 */
import { apiConfig, apiUrl } from './apiConfig';
import { timedFetchJson } from './timedFetch';

export interface TokenResponse {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  token_type?: string;
  expires_in?: number;
}

export const TOKEN_PATH = '/token';
export const REVOKE_PATH = '/revoke';
/** The fixed scopes; a random device scope is added to each password grant. */
export const TOKEN_SCOPES = ['openid', 'profile', 'email', 'offline_access'] as const;

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 'device_' and 8 random letters. */
export function deviceScope(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return `device_${Array.from(bytes, (b) => LETTERS[b % LETTERS.length]).join('')}`;
}

function basicCredentials(): string {
  return `Basic ${btoa(`${apiConfig.clientId}:${apiConfig.clientSecret}`)}`;
}

function formHeaders(): Headers {
  return new Headers({
    Accept: 'application/json',
    'Content-Type': 'application/x-www-form-urlencoded',
    Authorization: basicCredentials(),
  });
}

async function postToken(form: URLSearchParams): Promise<TokenResponse> {
  const { json } = await timedFetchJson(apiUrl(TOKEN_PATH), {
    method: 'POST',
    headers: formHeaders(),
    body: form,
  });
  return json as TokenResponse;
}

export function passwordGrant(username: string, password: string): Promise<TokenResponse> {
  return postToken(
    new URLSearchParams({
      grant_type: 'password',
      username: username.trim().toLowerCase(),
      password,
      scope: [...TOKEN_SCOPES, deviceScope()].join(' '),
    }),
  );
}

export function refreshGrant(refreshToken: string): Promise<TokenResponse> {
  return postToken(new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }));
}

/** Revokes a refresh token; errors are ignored (SPEC 7). */
export async function revokeToken(token: string | null | undefined): Promise<void> {
  if (!token) return;
  try {
    await timedFetchJson(apiUrl(REVOKE_PATH), {
      method: 'POST',
      headers: formHeaders(),
      body: new URLSearchParams({ token }),
    });
  } catch {
    // ignored: the session ends here whatever the server says
  }
}
