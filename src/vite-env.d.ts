/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The platform API's base address, the SPEC's {host}. Empty: same origin. */
  readonly VITE_API_URL?: string;
  /** Environment label: production, sandbox, rc or development. */
  readonly VITE_ENVIRONMENT?: string;
  readonly VITE_DISPLAY_VERSION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
