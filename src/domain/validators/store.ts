/** Store rules (SPEC 5, "Stores and catalogue"; SPEC 3, Store); the name's in ./store-name.ts. */
import { isText, type RecordIssue, type RecordRule, type ValueRule } from './rule';

/** Letters a-z (no å, ä, ö), digits and hyphens; a hyphen only inside; at most 63 (a DNS label). */
const SUBDOMAIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export function isSubdomain(value: string): boolean {
  return SUBDOMAIN.test(value);
}

export const subdomainRule: ValueRule<unknown> = {
  messages: {
    'validation.subdomain': {
      en: 'Use letters a-z (not å, ä, ö), digits and hyphens; a hyphen cannot be first or last',
      sv: 'Använd bokstäverna a-z (inte å, ä, ö), siffror och bindestreck; bindestreck får inte stå först eller sist',
    },
  },
  check: (value) => (isText(value) && value !== '' && !isSubdomain(value) ? 'validation.subdomain' : null),
};

/** The default language must be one of the store's supported languages. */
export const defaultLanguageRule: RecordRule<{ supportedLanguages?: unknown; defaultLanguage?: unknown }> = {
  messages: {
    'validation.store.default_language': {
      en: 'The default language must be one of the supported languages',
      sv: 'Standardspråket måste vara ett av de språk som stöds',
    },
  },
  check: ({ supportedLanguages, defaultLanguage }) =>
    Array.isArray(supportedLanguages) &&
    isText(defaultLanguage) &&
    !supportedLanguages.includes(defaultLanguage)
      ? [{ field: 'defaultLanguage', key: 'validation.store.default_language' }]
      : [],
};

const minutes = (time: string): number | null => {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/** An opening-hours row opens before it closes. */
export const opensBeforeClosesRule: RecordRule<{ opens?: unknown; closes?: unknown }> = {
  messages: {
    'validation.opening_hours.order': {
      en: 'Closing time must be after opening time',
      sv: 'Stängningstiden måste vara efter öppningstiden',
    },
  },
  check: ({ opens, closes }): RecordIssue[] => {
    if (!isText(opens) || !isText(closes)) return [];
    const from = minutes(opens);
    const to = minutes(closes);
    return from !== null && to !== null && to <= from
      ? [{ field: 'closes', key: 'validation.opening_hours.order' }]
      : [];
  },
};

/** Each weekday appears at most once in the opening hours. */
export const distinctDaysRule: RecordRule<{ openingHours?: unknown }> = {
  messages: {
    'validation.opening_hours.duplicate_day': { en: 'This day is already listed', sv: 'Dagen finns redan' },
  },
  check: ({ openingHours }) => {
    if (!Array.isArray(openingHours)) return [];
    const seen = new Set<unknown>();
    const issues: RecordIssue[] = [];
    openingHours.forEach((row: unknown, index) => {
      const day = typeof row === 'object' && row !== null ? (row as { day?: unknown }).day : undefined;
      if (day === undefined || day === null) return;
      if (seen.has(day))
        issues.push({ field: `openingHours.${index}.day`, key: 'validation.opening_hours.duplicate_day' });
      seen.add(day);
    });
    return issues;
  },
};
