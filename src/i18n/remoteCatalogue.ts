/**
 * The optional remote catalogue (SPEC 7, "Catalogue settings and translations"): a translation
 * provider's locale download endpoint answers one JSON file per language (EN, SE) for a bearer token.
 * Off unless VITE_TRANSLATIONS_URL is set. This is the only place that talks to it.
 */
import type { Locale, Messages } from './catalogueCore';

export interface RemoteCatalogueConfig {
  /** Download address; `{language}` is replaced by the provider's code (EN or SE), else `?language=` is added. */
  url?: string;
  token?: string;
  timeoutMs?: number;
}

/** The translation provider names Swedish "SE" (SPEC 7). */
const PROVIDER_CODES: Record<Locale, string> = { sv: 'SE', en: 'EN' };

export function remoteCatalogueUrl(url: string, locale: Locale): string {
  const code = PROVIDER_CODES[locale];
  if (url.includes('{language}')) return url.replace('{language}', code);
  return `${url}${url.includes('?') ? '&' : '?'}language=${code}`;
}

/** Accepts nested messages or flat dotted keys ({ "ra.action.save": "Spara" }) and returns nested ones. */
export function toNestedMessages(value: unknown): Messages {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('The remote catalogue is not a JSON object');
  }
  const out: Messages = {};
  for (const [key, entry] of Object.entries(value)) {
    const leaf = typeof entry === 'string' ? entry : toNestedMessages(entry);
    const path = key.split('.');
    let node: Messages = out;
    path.slice(0, -1).forEach((segment) => {
      const next = node[segment];
      node = typeof next === 'object' ? next : (node[segment] = {});
    });
    const last = path[path.length - 1] ?? key;
    const existing = node[last];
    node[last] = typeof existing === 'object' && typeof leaf === 'object' ? { ...existing, ...leaf } : leaf;
  }
  return out;
}

export async function fetchRemoteCatalogue(
  locale: Locale,
  config: RemoteCatalogueConfig,
  fetchImpl: typeof fetch = fetch,
): Promise<Messages> {
  if (!config.url) throw new Error('No remote catalogue configured');
  const response = await fetchImpl(remoteCatalogueUrl(config.url, locale), {
    headers: {
      Accept: 'application/json',
      ...(config.token ? { Authorization: `Bearer ${config.token}` } : {}),
    },
    signal: AbortSignal.timeout(config.timeoutMs ?? 5000),
  });
  if (!response.ok) throw new Error(`Remote catalogue answered ${response.status}`);
  return toNestedMessages(await response.json());
}
