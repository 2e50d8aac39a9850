/**
 * The onboarding's compliance warnings (DOMAIN.md, "Bank accounts"; SPEC 5 Onboarding): what the API
 * finds when a step is saved that does not refuse the step but that the partner is told of on the field
 * and the reviewer sees on the agreement, to be resolved with a reason when approving it
 * (docs/decisions.md). Which ones the registry answers (a signatory's registered name, a politically
 * exposed person) the API looks up; the bank's are judged here.
 */
import { checkBankAccount } from './bank-account';

/** What a warning is about; each has its text in sv and en on the agreement's field and in the wizard. */
export type ComplianceWarningCode =
  'signatoryName' | 'accountUnconfirmed' | 'bankName' | 'pep' | 'vatUnregistered';

export interface ComplianceWarning {
  code: ComplianceWarningCode;
  /** The agreement's field the warning is shown on. */
  field: string;
  /** What the check found: the registry's name, the clearing number's bank, the exposed person. */
  detail: string;
}

const words = (name: string): string[] =>
  name
    .normalize('NFC')
    .toLocaleLowerCase('sv')
    .split(/[\s,.-]+/)
    .filter(Boolean)
    .sort();

/** The same person's name, whatever the case, spacing or order of its names ("Holm, Sofia"). */
export function sameName(typed: string, registered: string): boolean {
  return words(typed).join(' ') === words(registered).join(' ');
}

const letters = (name: string) => name.toLocaleLowerCase('sv').replace(/[^a-zåäöéü]/g, '');

/** Whether the bank typed is the clearing number's bank ("swedbank" for Swedbank, "SEB" for SEB). */
export function bankNameMatches(typed: string, bank: string): boolean {
  const [a, b] = [letters(typed), letters(bank)];
  return a !== '' && (a.includes(b) || b.includes(a));
}

/**
 * The bank details' warnings: an account number its bank's check digit does not confirm, and a bank
 * named that is not the clearing number's. Nothing when the numbers are refused (the step's rule says
 * why) or not given.
 */
export function bankWarnings(record: Record<string, unknown>): ComplianceWarning[] {
  const { bankName, clearingNumber, accountNumber } = record;
  if (typeof clearingNumber !== 'string' || typeof accountNumber !== 'string') return [];
  const checked = checkBankAccount(clearingNumber, accountNumber);
  if (checked.problem || !checked.bank) return [];
  const warnings: ComplianceWarning[] = [];
  if (checked.unconfirmed)
    warnings.push({
      code: 'accountUnconfirmed',
      field: 'accountNumber',
      detail: `${clearingNumber} ${accountNumber}`,
    });
  if (typeof bankName === 'string' && bankName.trim() !== '' && !bankNameMatches(bankName, checked.bank))
    warnings.push({ code: 'bankName', field: 'bankName', detail: checked.bank });
  return warnings;
}
