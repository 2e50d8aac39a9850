/**
 * A general-ledger account number (payment methods, products, gift card templates, integrations, SIE),
 * in a module of its own so that a definition using it loads no other payment method rule.
 */
import { isText, type ValueRule } from './rule';

/** A general-ledger account of the Swedish BAS chart: 4 digits (e.g. 1910 Kassa, 1580 Kortfordringar). */
export const isGlAccount = (value: string): boolean => /^\d{4}$/.test(value);

export const glAccountRule: ValueRule<unknown> = {
  messages: {
    'validation.gl_account': {
      en: 'Enter a 4-digit account number, e.g. 1910',
      sv: 'Ange ett kontonummer med 4 siffror, t.ex. 1910',
    },
  },
  check: (value) => (isText(value) && value !== '' && !isGlAccount(value) ? 'validation.gl_account' : null),
};
