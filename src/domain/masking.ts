/**
 * Identity numbers and bank account numbers in an export (docs/security.md "Exports"): shown in full only
 * to the roles whose work needs them, masked for everyone else. A masked value keeps what identifies
 * the row to a person who already knows it (a birth date, an account's last four digits) and nothing a
 * stranger could use.
 */
import type { Role } from './roles';

/** How a field's value is masked: a personnummer keeps its date, an account number its last four digits. */
export type MaskKind = 'personalNumber' | 'accountNumber';

/** Who sees identity and account numbers in full: payouts and KYC questions are theirs to answer. */
export const UNMASKED_ROLES: readonly Role[] = ['superadmin', 'supportadmin'];

export const seesUnmasked = (roles: readonly string[]): boolean =>
  roles.some((role) => (UNMASKED_ROLES as readonly string[]).includes(role));

/** 19830512-1234 -> 19830512-****; any other text keeps nothing but its separators. */
export function maskPersonalNumber(value: string): string {
  const masked = value.replace(/\d{4}$/, '****');
  return masked === value ? value.replace(/[0-9A-Za-z]/g, '*') : masked;
}

/** 1234567890 -> ******7890: every letter or digit but the last four digits; spaces and dashes dropped. */
export function maskAccountNumber(value: string): string {
  const signs = value.replace(/[^0-9A-Za-z]/g, '');
  const kept = /\d{4}$/.exec(signs)?.[0] ?? '';
  return '*'.repeat(signs.length - kept.length) + kept;
}

export function maskValue(kind: MaskKind, value: string): string {
  return kind === 'personalNumber' ? maskPersonalNumber(value) : maskAccountNumber(value);
}
