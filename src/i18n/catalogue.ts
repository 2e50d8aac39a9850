/**
 * The bundled message catalogues: every `messages/<area>.ts` file, and the `messages.ts` of a resource
 * folder (`src/resources/<name>/messages.ts`, the texts of that resource's own components), exports
 * `{ sv, en }` as its default, and they are merged here, so an area or a resource adds its strings
 * without touching a shared file. This is the one catalogue mechanism; the other source of texts is the
 * `{ en, sv }` labels of resource definitions, which messages/resources.ts turns into catalogue entries.
 */
export type Messages = { [key: string]: string | Messages };
export type Locale = 'sv' | 'en';
export const LOCALES: readonly Locale[] = ['sv', 'en'];
export const DEFAULT_LOCALE: Locale = 'sv';

export interface AreaMessages {
  sv: Messages;
  en: Messages;
}

/** Every message file, by path. */
export const messageFiles: Readonly<Record<string, AreaMessages>> = import.meta.glob<AreaMessages>(
  ['./messages/*.ts', '../resources/*/messages.ts', '../wizards/*/messages.ts'],
  { eager: true, import: 'default' },
);

export function mergeMessages(target: Messages, source: Messages): Messages {
  const out: Messages = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = out[key];
    out[key] =
      typeof value === 'object' && typeof existing === 'object' ? mergeMessages(existing, value) : value;
  }
  return out;
}

export function bundledMessages(locale: Locale): Messages {
  return Object.values(messageFiles).reduce<Messages>((all, area) => mergeMessages(all, area[locale]), {});
}
