/**
 * Swedish bank accounts (SPEC 5 Onboarding; DOMAIN.md). The clearing number has its shape
 * (./bank-account-shape.ts) and must belong to a bank in Bankgirot's table (kontonummer). The account
 * number's length and check digit are judged leniently: some banks' accounts have no check digit, so one
 * the rule cannot confirm is a warning to read it again, never a refusal.
 */
import { parse } from 'kontonummer';
import {
  BANK_ACCOUNT_MESSAGES as MESSAGES,
  clearingNumberProblem,
  compactAccountText,
} from './bank-account-shape';
import { isText, type RecordRule } from './rule';

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
  if (!/^[\d\s-]+$/.test(account) || compactAccountText(account).length === 0)
    return { problem: 'validation.bank.account_format', unconfirmed: false };
  try {
    const parsed = parse(clearing, account, { mode: 'lax' });
    return { problem: null, bank: parsed.bankName, unconfirmed: !parsed.valid };
  } catch {
    return { problem: 'validation.bank.clearing_unknown', unconfirmed: false };
  }
}

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
