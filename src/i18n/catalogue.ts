/**
 * The bundled message catalogues: every `messages/<area>.ts` file and the resources' shared one (`src/resources/shared/messages.ts`) export `{ sv, en }` as their default, and
 * they are merged here, so an area adds its strings without touching a shared file. This is the one
 * catalogue mechanism; the other source of texts is the `{ en, sv }` labels of resource definitions,
 * which messages/resources.ts (the names) and src/schema/labels.ts (the rest) turn into entries.
 *
 * This catalogue comes with the signed-in app (src/SignedInApp.tsx); the login screen starts with the
 * guest's part of it (./catalogueCore.ts), so that it does not carry the resource registry. Files of the
 * same shape load later, with what shows them: a resource folder's own `messages.ts` with its
 * definition (src/resources/registry.ts), a bespoke page's with the page (./pageMessages.ts), a
 * wizard's with the screens that show it (./wizardMessages.ts).
 */
import { loadFiles, type AreaMessages } from './catalogueCore';

export { LOCALES, type AreaMessages, type Locale, type Messages } from './catalogueCore';

/** Every message file, by path, with the default language's texts (./catalogueCore.ts, `?locale=`). */
export const messageFiles: Readonly<Record<string, AreaMessages>> = import.meta.glob<AreaMessages>(
  ['./messages/*.ts', '../resources/shared/messages.ts'],
  { eager: true, import: 'default', query: '?locale=sv' },
);

const englishFiles = import.meta.glob<AreaMessages>(['./messages/*.ts', '../resources/shared/messages.ts'], {
  import: 'default',
  query: '?locale=en',
});

/** Every message file's English, loaded when English is shown. */
export const loadEnglishMessageFiles = (): Promise<Record<string, AreaMessages>> => loadFiles(englishFiles);
