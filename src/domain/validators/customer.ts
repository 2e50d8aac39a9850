/**
 * Customer rules (SPEC 3 customers; SPEC 5: customer references at most 25 characters): a phone number
 * valid for the customer's country (libphonenumber, default Sweden), and a personal identity number by
 * the country's rule (Sweden: personnummer; Norway: fødselsnummer or D-nummer).
 */
import { isFodselsnummer } from './fodselsnummer';
import { isPersonnummer } from './personnummer';
import { isText, type AsyncRecordRule, type RecordIssue } from './rule';

export const CUSTOMER_COUNTRIES = ['SE', 'NO', 'DK', 'FI'] as const;
export type CustomerCountry = (typeof CUSTOMER_COUNTRIES)[number];
export const MAX_CUSTOMER_REFERENCE = 25;

const countryOf = (value: unknown): CustomerCountry =>
  CUSTOMER_COUNTRIES.includes(value as CustomerCountry) ? (value as CustomerCountry) : 'SE';

/** Whether a phone number is valid in the country (libphonenumber, loaded on first use: it is large). */
export async function isPhoneOf(value: string, country: CustomerCountry): Promise<boolean> {
  const { isValidPhoneNumber } = await import('libphonenumber-js/min');
  return isValidPhoneNumber(value, country);
}

/** Whether the country has a personal identity number rule here, and whether the value keeps it. */
export function personalIdProblem(
  value: string,
  country: CustomerCountry,
): 'se' | 'no' | 'unsupported' | null {
  if (country === 'SE') return isPersonnummer(value) ? null : 'se';
  if (country === 'NO') return isFodselsnummer(value) ? null : 'no';
  return 'unsupported';
}

interface CustomerValues {
  country?: unknown;
  phone?: unknown;
  personalId?: unknown;
}

export const customerContactRule: AsyncRecordRule<CustomerValues> = {
  messages: {
    'validation.customer.phone': {
      en: 'Enter a phone number valid in the customer’s country, e.g. 070-123 45 67',
      sv: 'Ange ett telefonnummer som gäller i kundens land, t.ex. 070-123 45 67',
    },
    'validation.customer.personal_id_se': {
      en: 'Enter a valid Swedish personal identity number, YYYYMMDD-XXXX',
      sv: 'Ange ett giltigt personnummer, ÅÅÅÅMMDD-XXXX',
    },
    'validation.customer.personal_id_no': {
      en: 'Enter a valid Norwegian national identity number (11 digits)',
      sv: 'Ange ett giltigt norskt personnummer (11 siffror)',
    },
    'validation.customer.personal_id_unsupported': {
      en: 'Personal identity numbers are kept for Swedish and Norwegian customers only',
      sv: 'Personnummer sparas bara för svenska och norska kunder',
    },
  },
  check: async ({ country, phone, personalId }) => {
    const issues: RecordIssue[] = [];
    const where = countryOf(country);
    if (isText(phone) && phone !== '' && !(await isPhoneOf(phone, where)))
      issues.push({ field: 'phone', key: 'validation.customer.phone' });
    if (isText(personalId) && personalId !== '') {
      const problem = personalIdProblem(personalId, where);
      if (problem) issues.push({ field: 'personalId', key: `validation.customer.personal_id_${problem}` });
    }
    return issues;
  },
};
