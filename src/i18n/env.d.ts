/** Configuration of the optional remote translation catalogue (off unless the URL is set). */
interface ImportMetaEnv {
  /** The translation provider's download address; `{language}` becomes EN or SE. */
  readonly VITE_TRANSLATIONS_URL?: string;
  /** Bearer credential for that address. */
  readonly VITE_TRANSLATIONS_TOKEN?: string;
}
