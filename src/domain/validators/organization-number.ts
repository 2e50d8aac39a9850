/**
 * Swedish organisationsnummer (SPEC 5, "Corporate number"; DOMAIN.md): 10 digits, the last a Luhn check
 * digit over the first nine, and digits 3-4 at least 20 (which tells it from a personnummer). Written
 * as NNNNNNNNNN or NNNNNN-NNNN; the 12-digit form carries the prefix 16.
 */
import { isText, type ValueRule } from './rule';

export type OrganizationNumberProblem = 'format' | 'checksum' | 'group' | null;

const FORM = /^(?:16)?(\d{6})-?(\d{4})$/;

/** The 10 digits of a well-formed number, or null. */
export function organizationNumberDigits(value: string): string | null {
  const match = FORM.exec(value.trim());
  return match ? `${match[1]}${match[2]}` : null;
}

/** Luhn over a string of digits: the check digit last, doubling every second digit from the right of it. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The check digit that completes nine digits. */
export function luhnCheckDigit(nine: string): number {
  for (let digit = 0; digit <= 9; digit += 1) if (luhnValid(`${nine}${digit}`)) return digit;
  throw new Error('unreachable: one of 0-9 always completes a Luhn number');
}

export function organizationNumberProblem(value: string): OrganizationNumberProblem {
  const digits = organizationNumberDigits(value);
  if (!digits) return 'format';
  if (Number(digits.slice(2, 4)) < 20) return 'group';
  return luhnValid(digits) ? null : 'checksum';
}

/** NNNNNN-NNNN, as the registry prints it; null when not well-formed. */
export function formatOrganizationNumber(value: string): string | null {
  const digits = organizationNumberDigits(value);
  return digits ? `${digits.slice(0, 6)}-${digits.slice(6)}` : null;
}

/** The stored form of an organisation number (NNNNNN-NNNN); anything not well-formed stays as it is. */
export const normalizeOrganizationNumber = (value: string): string =>
  formatOrganizationNumber(value) ?? value;

export const organizationNumberRule: ValueRule<unknown> = {
  messages: {
    'validation.organization_number.format': {
      en: 'Enter 10 digits, e.g. 556812-3458',
      sv: 'Ange 10 siffror, t.ex. 556812-3458',
    },
    'validation.organization_number.checksum': {
      en: 'The check digit does not match; check the number',
      sv: 'Kontrollsiffran stämmer inte; kontrollera numret',
    },
    'validation.organization_number.group': {
      en: 'Not an organisation number (digits 3-4 must be at least 20)',
      sv: 'Inte ett organisationsnummer (siffra 3-4 måste vara minst 20)',
    },
  },
  check: (value) => {
    if (!isText(value) || value === '') return null;
    const problem = organizationNumberProblem(value);
    return problem ? `validation.organization_number.${problem}` : null;
  },
};
