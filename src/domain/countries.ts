/**
 * The countries and languages the platform knows (SPEC 7 `/api/organization/countries` and `/languages`,
 * SPEC 3's setting collections): ISO 3166-1 alpha-2 and ISO 639-1 codes with their names in both
 * languages. Enum fields take their values from here, so a form, a list and the API say the same.
 */
import type { Texts } from './validators/rule';

export const COUNTRIES = {
  SE: { en: 'Sweden', sv: 'Sverige' },
  NO: { en: 'Norway', sv: 'Norge' },
  DK: { en: 'Denmark', sv: 'Danmark' },
  FI: { en: 'Finland', sv: 'Finland' },
  IS: { en: 'Iceland', sv: 'Island' },
  DE: { en: 'Germany', sv: 'Tyskland' },
  EE: { en: 'Estonia', sv: 'Estland' },
  LV: { en: 'Latvia', sv: 'Lettland' },
  LT: { en: 'Lithuania', sv: 'Litauen' },
  PL: { en: 'Poland', sv: 'Polen' },
  NL: { en: 'Netherlands', sv: 'Nederländerna' },
  GB: { en: 'United Kingdom', sv: 'Storbritannien' },
} as const satisfies Record<string, Texts>;

export const LANGUAGES = {
  sv: { en: 'Swedish', sv: 'Svenska' },
  en: { en: 'English', sv: 'Engelska' },
  nb: { en: 'Norwegian', sv: 'Norska' },
  da: { en: 'Danish', sv: 'Danska' },
  fi: { en: 'Finnish', sv: 'Finska' },
  de: { en: 'German', sv: 'Tyska' },
} as const satisfies Record<string, Texts>;

/** Enum values of all the codes of `names`, labelled by their names. */
export const enumValuesOf = <N extends Readonly<Record<string, Texts>>>(
  names: N,
): { [K in keyof N]: { label: Texts } } =>
  Object.fromEntries(Object.entries(names).map(([code, label]) => [code, { label }])) as {
    [K in keyof N]: { label: Texts };
  };

/** The same for some of the codes. */
export const enumValuesOfSome = <N extends Readonly<Record<string, Texts>>, C extends keyof N & string>(
  names: N,
  codes: readonly C[],
): { [K in C]: { label: Texts } } =>
  Object.fromEntries(codes.map((code) => [code, { label: names[code] as Texts }])) as {
    [K in C]: { label: Texts };
  };
