/** Where the platform API is and how this app identifies itself to it (SPEC 7, "General"). */
export const apiConfig = {
  /** The SPEC's {host}; empty means the same origin as the app. */
  baseUrl: (import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, ''),
  clientId: import.meta.env.VITE_OAUTH_CLIENT_ID || 'backoffice',
  clientSecret: import.meta.env.VITE_OAUTH_CLIENT_SECRET || 'backoffice-dev-secret',
  /** SPEC 9: request timeout. */
  timeoutMs: 120_000,
};

/** An absolute URL for a path of the platform API; absolute URLs pass through unchanged. */
export function apiUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${apiConfig.baseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}
