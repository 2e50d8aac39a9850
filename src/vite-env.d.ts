/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The platform API's base address, the SPEC's {host}. Empty: same origin. */
  readonly VITE_API_URL?: string;
  /** Environment label: production, sandbox, rc or development. */
  readonly VITE_ENVIRONMENT?: string;
  /** Menu entries moved to the new platform: `<entry id>=<https address>`, comma separated. */
  readonly VITE_MOVED_ENTRIES?: string;
  readonly VITE_DISPLAY_VERSION?: string;
  /** OAuth client credentials sent as HTTP Basic on token calls (defaults: backoffice / backoffice-dev-secret). */
  readonly VITE_OAUTH_CLIENT_ID?: string;
  readonly VITE_OAUTH_CLIENT_SECRET?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
