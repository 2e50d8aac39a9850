/**
 * The bundled message catalogues: every `messages/<area>.ts` file exports `{ sv, en }` as its default,
 * and they are merged here, so an area adds its strings without touching a shared file.
 */
export type Messages = { [key: string]: string | Messages };
export type Locale = 'sv' | 'en';
export const LOCALES: readonly Locale[] = ['sv', 'en'];
export const DEFAULT_LOCALE: Locale = 'sv';

export interface AreaMessages {
  sv: Messages;
  en: Messages;
}

const modules = import.meta.glob<AreaMessages>('./messages/*.ts', { eager: true, import: 'default' });

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
  return Object.values(modules).reduce<Messages>((all, area) => mergeMessages(all, area[locale]), {});
}
