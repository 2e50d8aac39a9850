/**
 * Swedish bank accounts (SPEC 5 Onboarding; DOMAIN.md). The clearing number is letters or digits, at
 * most 7 (SPEC; a dash before Swedbank's fifth check digit is allowed), and must belong to a bank in
 * Bankgirot's table (kontonummer). The account number's length and check digit are judged leniently:
 * some banks' accounts have no check digit, so one the rule cannot confirm is a warning to read it
 * again, never a refusal.
 */
import { parse } from 'kontonummer';
import { isText, type RecordRule, type ValueRule } from './rule';

const CLEARING = /^[A-Za-z0-9]{1,7}$/;

const MESSAGES = {
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

const compact = (text: string) => text.replace(/[\s-]/g, '');

/** What is wrong with a clearing number's shape, or null. */
export function clearingNumberProblem(value: string): 'validation.bank.clearing_format' | null {
  return CLEARING.test(compact(value)) ? null : 'validation.bank.clearing_format';
}

export interface BankAccountCheck {
  /** A refusal, or null. */
  problem: keyof typeof MESSAGES | null;
  /** The bank the clearing number belongs to. */
  bank?: string;
  /** The account number could not be confirmed by its check digit (a warning). */
  unconfirmed: boolean;
}

export function checkBankAccount(clearing: string, account: string): BankAccountCheck {
  const shape = clearingNumberProblem(clearing);
  if (shape) return { problem: shape, unconfirmed: false };
  if (!/^[\d\s-]+$/.test(account) || compact(account).length === 0)
    return { problem: 'validation.bank.account_format', unconfirmed: false };
  try {
    const parsed = parse(clearing, account, { mode: 'lax' });
    return { problem: null, bank: parsed.bankName, unconfirmed: !parsed.valid };
  } catch {
    return { problem: 'validation.bank.clearing_unknown', unconfirmed: false };
  }
}

export const clearingNumberRule: ValueRule<unknown> = {
  messages: MESSAGES,
  check: (value) => (isText(value) && value !== '' ? clearingNumberProblem(value) : null),
};

/** The clearing and account numbers of a record, judged together: the refusal lands on the field it concerns. */
export function bankAccountRule(clearingField: string, accountField: string): RecordRule {
  return {
    messages: MESSAGES,
    check(record) {
      const clearing = record[clearingField];
      const account = record[accountField];
      if (!isText(clearing) || !isText(account) || clearing === '' || account === '') return [];
      const { problem } = checkBankAccount(clearing, account);
      if (!problem) return [];
      const field = problem === 'validation.bank.account_format' ? accountField : clearingField;
      return [{ field, key: problem }];
    },
  };
}
