/**
 * The messages the app starts with: the bundled guest catalogue of the chosen locale (catalogueCore.ts;
 * the signed-in app adds the rest; in English over react-admin's, ./raEnglish.ts), with the remote one
 * merged over it when configured. A remote failure
 * falls back to the default language (SPEC 8).
 */
import { DEFAULT_LOCALE, guestMessages, mergeMessages, type Locale, type Messages } from './catalogueCore';
import { withReactAdminEnglish } from './raEnglish';
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
  const bundled = async (chosen: Locale) => withReactAdminEnglish(chosen, await guestMessages(chosen));
  if (!remote.url)
    return bundled(locale).then(
      (messages) => ({ locale, messages, remote: 'off' as const }),
      async (error: unknown) => {
        // The English texts could not load: the app starts in the default language rather than not at all.
        console.warn('English texts unavailable; using the bundled default language.', error);
        return {
          locale: DEFAULT_LOCALE,
          messages: await guestMessages(DEFAULT_LOCALE),
          remote: 'off' as const,
        };
      },
    );
  try {
    const [messages, overrides] = await Promise.all([
      bundled(locale),
      fetchRemoteCatalogue(locale, remote, fetchImpl),
    ]);
    return { locale, messages: mergeMessages(messages, overrides), remote: 'merged' };
  } catch (error) {
    console.warn('Remote translations unavailable; using the bundled default language.', error);
    return { locale: DEFAULT_LOCALE, messages: await bundled(DEFAULT_LOCALE), remote: 'failed' };
  }
}
