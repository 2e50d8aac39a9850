/**
 * react-admin's English messages (ra-language-english) under the English catalogue: loaded only when
 * English is shown, so a Swedish user's pages carry none of them (about 2 KiB gzip). The English starting
 * catalogue awaits them (./loadCatalogue.ts), as a change to English does.
 */
import { mergeMessages, type Locale, type Messages } from './catalogueCore';

export async function withReactAdminEnglish(locale: Locale, messages: Messages): Promise<Messages> {
  if (locale !== 'en') return messages;
  const { default: english } = await import('ra-language-english');
  return mergeMessages(english as unknown as Messages, messages);
}
