/**
 * The onboarding's rules that are not about one kind of number (SPEC 5 Onboarding; DOMAIN.md), on its
 * fields: postal codes, the statement's name, MIDs and serial numbers; with the messages of these and of
 * the rules over a step's record (./onboarding-steps.ts: owners' shares, dates ahead, transfers). The
 * wizard's steps and the API use these same rules.
 */
import { serialNumberRule } from './devices';
import { isText, type RecordRule, type ValueRule } from './rule';

/**
 * More than this share of the shares or of the votes makes a beneficial owner (SPEC 5; lag 2017:631
 * presumes control from the votes, the EU AML directive also counts ownership: KYC flags either).
 */
export const BENEFICIAL_OWNER_THRESHOLD = 25;
/** How long after leaving office a politically exposed person still counts (configuration; EU minimum 12). */
export const PEP_LOOKBACK_MONTHS = 18;
/** The point of sale's marketing name, as the cardholder's statement prints it, has at most this many characters (SPEC 5). */
export const STATEMENT_NAME_MAX = 22;
/** A transfer of terminals is asked for at least this many days ahead (SPEC 5). */
export const TRANSFER_DAYS_AHEAD = 7;

export const ONBOARDING_MESSAGES = {
  'validation.onboarding.statement_name': {
    en: 'The name on the card statement has at most 22 characters',
    sv: 'Namnet på kortutdraget får ha högst 22 tecken',
  },
  'validation.onboarding.postal_code': {
    en: 'Postal code: letters or digits, at most 8',
    sv: 'Postnummer: bokstäver eller siffror, högst 8',
  },
  'validation.onboarding.ownership_total': {
    en: 'The owners’ shares add up to more than 100 %',
    sv: 'Ägarnas andelar blir tillsammans mer än 100 %',
  },
  'validation.onboarding.not_beneficial': {
    en: 'A beneficial owner holds more than 25 % of the shares or of the votes; list others as alternates',
    sv: 'En verklig huvudman har mer än 25 % av aktierna eller av rösterna; ange andra som alternativa huvudmän',
  },
  'validation.onboarding.future_date': {
    en: 'Choose a date after today',
    sv: 'Välj ett datum efter i dag',
  },
  'validation.onboarding.transfer_date': {
    en: 'The transfer date must be at least 7 days ahead',
    sv: 'Överlåtelsedatumet måste vara minst 7 dagar fram',
  },
  'validation.onboarding.owners_or_alternates': {
    en: 'Add a beneficial owner, or the alternates when no one holds more than 25 % of the shares or of the votes',
    sv: 'Lägg till en verklig huvudman, eller alternativa huvudmän när ingen har mer än 25 % av aktierna eller av rösterna',
  },
  'validation.onboarding.mid': {
    en: 'A MID has 6 to 15 digits',
    sv: 'Ett MID har 6 till 15 siffror',
  },
  'validation.onboarding.same_mid': {
    en: 'MID must be different',
    sv: 'MID måste vara olika',
  },
  'validation.onboarding.serial_count': {
    en: 'Give one serial number per terminal: %{count}',
    sv: 'Ange ett serienummer per terminal: %{count}',
  },
  'validation.onboarding.serial_format': {
    en: 'Serial numbers: letters, digits and dashes as printed on the terminal, one a line',
    sv: 'Serienummer: bokstäver, siffror och bindestreck som det står på terminalen, ett per rad',
  },
  'validation.onboarding.serial_repeated': {
    en: 'Each terminal has its own serial number: one is given twice',
    sv: 'Varje terminal har ett eget serienummer: ett anges två gånger',
  },
};

const POSTAL_CODE = /^[A-Za-z0-9]+( [A-Za-z0-9]+)?$/;

export const postalCodeRule: ValueRule<unknown> = {
  messages: ONBOARDING_MESSAGES,
  check: (value) =>
    isText(value) && value !== '' && (value.length > 8 || !POSTAL_CODE.test(value))
      ? 'validation.onboarding.postal_code'
      : null,
};

/** The marketing name fits the cardholder's statement: at most 22 characters, spaces at its ends not counted. */
export const statementNameRule: ValueRule<unknown> = {
  messages: ONBOARDING_MESSAGES,
  check: (value) =>
    isText(value) && value.trim().length > STATEMENT_NAME_MAX ? 'validation.onboarding.statement_name' : null,
};

/** A merchant id (MID) of the acquirer: 6 to 15 digits. */
export const midRule: ValueRule<unknown> = {
  messages: ONBOARDING_MESSAGES,
  check: (value) =>
    isText(value) && value !== '' && !/^\d{6,15}$/.test(value) ? 'validation.onboarding.mid' : null,
};

/** The serial numbers given, one a line, blank lines left out. */
export const serialNumbersOf = (value: unknown): string[] =>
  isText(value)
    ? value
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
    : [];

/** The first serial number given twice, compared without case. */
function repeatedSerial(serials: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const serial of serials) {
    const key = serial.toUpperCase();
    if (seen.has(key)) return serial;
    seen.add(key);
  }
  return null;
}

/** Serial numbers, one a line: each of the printed form, none twice. */
export const serialNumbersRule: ValueRule<unknown> = {
  messages: ONBOARDING_MESSAGES,
  check: (value) => {
    const serials = serialNumbersOf(value);
    // The form a device's serial number has: the terminals the signature sets up carry these.
    if (serials.some((serial) => serialNumberRule.check(serial)))
      return 'validation.onboarding.serial_format';
    return repeatedSerial(serials) ? 'validation.onboarding.serial_repeated' : null;
  },
};

/** As many serial numbers (one a line) as terminals are transferred. */
export function serialCountRule(serials: string, count: string): RecordRule {
  return {
    messages: ONBOARDING_MESSAGES,
    check: (record) => {
      const terminals = record[count];
      const given = serialNumbersOf(record[serials]);
      return typeof terminals === 'number' && given.length > 0 && given.length !== terminals
        ? [{ field: serials, key: 'validation.onboarding.serial_count', params: { count: terminals } }]
        : [];
    },
  };
}
