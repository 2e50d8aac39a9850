/**
 * The whole bundled catalogue in one language, react-admin's English under the English, at once: for the
 * tests, which render screens without the app's start-up (the app gets the same texts in parts: the
 * guest's, the signed-in app's, react-admin's English when English is shown).
 */
import english from 'ra-language-english';
import { messageFiles } from './catalogue';
import { mergeAreas, mergeMessages, type AreaMessages, type Locale, type Messages } from './catalogueCore';

/** The wizards' texts, which the app loads with their screens (./wizardMessages.ts). */
const wizardFiles = import.meta.glob<AreaMessages>('../wizards/*/messages.ts', {
  eager: true,
  import: 'default',
});

export function bundledMessages(locale: Locale): Messages {
  const ours = mergeAreas({ ...messageFiles, ...wizardFiles }, locale);
  return locale === 'en' ? mergeMessages(english as unknown as Messages, ours) : ours;
}
