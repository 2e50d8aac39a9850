/**
 * The messages the app starts with: the bundled catalogue of the chosen locale, with the remote one
 * merged over it when configured. A remote failure falls back to the default language (SPEC 8).
 */
import { bundledMessages, DEFAULT_LOCALE, mergeMessages, type Locale, type Messages } from './catalogue';
import { fetchRemoteCatalogue, type RemoteCatalogueConfig } from './remoteCatalogue';

export interface StartingCatalogue {
  locale: Locale;
  messages: Messages;
  remote: 'off' | 'merged' | 'failed';
}

export async function loadStartingCatalogue(
  locale: Locale,
  remote: RemoteCatalogueConfig,
  fetchImpl?: typeof fetch,
): Promise<StartingCatalogue> {
  if (!remote.url) return { locale, messages: bundledMessages(locale), remote: 'off' };
  try {
    const overrides = await fetchRemoteCatalogue(locale, remote, fetchImpl);
    return { locale, messages: mergeMessages(bundledMessages(locale), overrides), remote: 'merged' };
  } catch (error) {
    console.warn('Remote translations unavailable; using the bundled default language.', error);
    return { locale: DEFAULT_LOCALE, messages: bundledMessages(DEFAULT_LOCALE), remote: 'failed' };
  }
}
