/** The fixed scope list of a sign-in, plus one device scope per device (SPEC 7). */
import { echoed, oauthError } from './oauth-errors.ts';

export const REQUIRED_SCOPES = ['openid', 'profile', 'email', 'offline_access'] as const;
export const DEVICE_SCOPE = /^device_[A-Za-z]{8}$/;

/** The scope, normalised to the fixed list followed by the device scope; throws 400 invalid_request. */
export function checkScope(scope: string): string {
  const parts = [...new Set(scope.split(/\s+/).filter(Boolean))];
  const missing = REQUIRED_SCOPES.filter((s) => !parts.includes(s));
  const devices = parts.filter((s) => DEVICE_SCOPE.test(s));
  const unknown = parts.filter(
    (s) => !(REQUIRED_SCOPES as readonly string[]).includes(s) && !DEVICE_SCOPE.test(s),
  );
  if (missing.length > 0) {
    const list = missing.join(', ');
    throw oauthError(
      400,
      'invalid_request',
      `The scope lacks: ${list}`,
      `Behörighetsomfånget saknar: ${list}`,
      'scope',
    );
  }
  if (devices.length !== 1) {
    throw oauthError(
      400,
      'invalid_request',
      'The scope must hold exactly one device scope: device_ followed by 8 letters',
      'Behörighetsomfånget måste innehålla exakt ett enhetsomfång: device_ följt av 8 bokstäver',
      'scope',
    );
  }
  if (unknown.length > 0) {
    const list = echoed(unknown.join(', '));
    throw oauthError(
      400,
      'invalid_request',
      `Unknown scope: ${list}`,
      `Okänt behörighetsomfång: ${list}`,
      'scope',
    );
  }
  return [...REQUIRED_SCOPES, ...devices].join(' ');
}
