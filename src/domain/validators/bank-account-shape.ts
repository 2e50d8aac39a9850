/**
 * A Swedish bank account's shape (SPEC 5 Onboarding), judged without Bankgirot's table: the clearing
 * number is letters or digits, at most 7 (a dash before Swedbank's fifth check digit is allowed).
 * Whether a bank has it, and the account number's check digit, are ./bank-account.ts's (kontonummer,
 * some 2 KiB gzip a list need not load); the messages of both are here.
 */
import { isText, type ValueRule } from './rule';

const CLEARING = /^[A-Za-z0-9]{1,7}$/;

export const BANK_ACCOUNT_MESSAGES = {
  'validation.bank.clearing_format': {
    en: 'Clearing number: letters or digits, at most 7',
    sv: 'Clearingnummer: bokstäver eller siffror, högst 7',
  },
  'validation.bank.clearing_unknown': {
    en: 'No Swedish bank has this clearing number',
    sv: 'Ingen svensk bank har detta clearingnummer',
  },
  'validation.bank.account_format': {
    en: 'Account number: digits, spaces and dashes only',
    sv: 'Kontonummer: bara siffror, mellanslag och bindestreck',
  },
  'validation.bank.account_unconfirmed': {
    en: 'The account number does not match its bank’s check digit: please check it again',
    sv: 'Kontonumret stämmer inte med bankens kontrollsiffra: kontrollera det en gång till',
  },
};

export const compactAccountText = (text: string) => text.replace(/[\s-]/g, '');

/** What is wrong with a clearing number's shape, or null. */
export function clearingNumberProblem(value: string): 'validation.bank.clearing_format' | null {
  return CLEARING.test(compactAccountText(value)) ? null : 'validation.bank.clearing_format';
}

export const clearingNumberRule: ValueRule<unknown> = {
  messages: BANK_ACCOUNT_MESSAGES,
  check: (value) => (isText(value) && value !== '' ? clearingNumberProblem(value) : null),
};
