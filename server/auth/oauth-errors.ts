/** OAuth 2 errors (RFC 6749 5.2): `error` and `error_description` beside the API's one error shape. */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from '../http/errors.ts';

export type OAuthErrorCode =
  'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type' | 'temporarily_locked';

/** A value from the request as an error message repeats it: at most 60 characters, so error bodies stay small. */
export const echoed = (text: string): string => (text.length > 60 ? `${text.slice(0, 60)}…` : text);

export function oauthError(
  status: ContentfulStatusCode,
  error: OAuthErrorCode,
  en: string,
  sv: string,
  field?: string,
): ApiError {
  return new ApiError(status, [{ errorCode: error, errorMessage: { en, sv }, ...(field ? { field } : {}) }], {
    error,
    error_description: en,
  });
}

export const invalidCredentials = (): ApiError =>
  oauthError(401, 'invalid_grant', 'Invalid Username or Password', 'Ogiltigt användarnamn eller lösenord');

/**
 * Refusals told only to one who gave the right password or a valid refresh token: 400 invalid_grant
 * (RFC 6749 5.2), which the login screen shows as the server's text (SPEC 8 "Other login failure"),
 * where a 401 would be shown as wrong credentials.
 */
export const accountInactive = (): ApiError =>
  oauthError(
    400,
    'invalid_grant',
    'This user account is deactivated',
    'Det här användarkontot är inaktiverat',
  );

export const organizationBlocked = (): ApiError =>
  oauthError(
    400,
    'invalid_grant',
    'Your organization is blocked. Contact support',
    'Din organisation är spärrad. Kontakta supporten',
  );

export const invalidRefreshToken = (): ApiError =>
  oauthError(
    400,
    'invalid_grant',
    'The refresh token is invalid, expired, revoked or already used',
    'Förnyelsetoken är ogiltig, har gått ut, har återkallats eller har redan använts',
    'refresh_token',
  );

export const missingField = (field: string): ApiError =>
  oauthError(400, 'invalid_request', `The field ${field} is required`, `Fältet ${field} krävs`, field);
