/**
 * A person's full name in one field (the onboarding's signatories and owners, SPEC 5): at least two
 * words, and the first name is everything before the last space ("Anna Maria Svensson" is Anna Maria
 * Svensson). The wizard's fields, the API and the merchant admin made from a signed agreement use it.
 */
import { isText, type ValueRule } from './rule';

/** The first and last name of a full name; a name of one word (written before the rule) is both. */
export function splitFullName(full: string): { firstName: string; lastName: string } {
  const trimmed = full.trim().replace(/\s+/g, ' ');
  const cut = trimmed.lastIndexOf(' ');
  return cut < 0
    ? { firstName: trimmed, lastName: trimmed }
    : { firstName: trimmed.slice(0, cut), lastName: trimmed.slice(cut + 1) };
}

export const fullNameRule: ValueRule<unknown> = {
  messages: {
    'validation.full_name': {
      en: 'Give the first and the last name',
      sv: 'Ange både för- och efternamn',
    },
  },
  check: (value) =>
    isText(value) && value.trim() !== '' && !value.trim().includes(' ') ? 'validation.full_name' : null,
};
