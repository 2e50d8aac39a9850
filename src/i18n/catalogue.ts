/**
 * The bundled message catalogues: every `messages/<area>.ts` file, and the `messages.ts` of a resource
 * folder (`src/resources/<name>/messages.ts`, the texts of that resource's own components), exports
 * `{ sv, en }` as its default, and they are merged here, so an area or a resource adds its strings
 * without touching a shared file. This is the one catalogue mechanism; the other source of texts is the
 * `{ en, sv }` labels of resource definitions, which messages/resources.ts turns into catalogue entries.
 *
 * The whole catalogue comes with the signed-in app (src/SignedInApp.tsx); the login screen starts with
 * the guest's part of it (./catalogueCore.ts), so that it does not carry the resource registry.
 */
import { mergeAreas, type AreaMessages, type Locale, type Messages } from './catalogueCore';

export { LOCALES, type AreaMessages, type Locale, type Messages } from './catalogueCore';

/** Every message file, by path. */
export const messageFiles: Readonly<Record<string, AreaMessages>> = import.meta.glob<AreaMessages>(
  ['./messages/*.ts', '../resources/*/messages.ts', '../wizards/*/messages.ts'],
  { eager: true, import: 'default' },
);

export function bundledMessages(locale: Locale): Messages {
  return mergeAreas(messageFiles, locale);
}
