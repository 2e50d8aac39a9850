/**
 * Swedish personal identity numbers (personnummer) and coordination numbers (samordningsnummer), as
 * Skatteverket defines them (DOMAIN.md): YYMMDD-NNNC, with '+' instead of '-' from the year the person
 * turns 100; C is a Luhn check digit over the 10 digits YYMMDDNNN (the century is not part of it); a
 * coordination number adds 60 to the day. The 12-digit form YYYYMMDD-NNNC names the century itself.
 *
 * Stricter than the npm `personnummer` package: only the centuries 18, 19 and 20, a real calendar
 * date, and no birth date after today.
 */
import { isText, type ValueRule } from './rule';

export interface Personnummer {
  /** Four-digit birth year. */
  year: number;
  month: number;
  /** The real day of birth (a coordination number's day minus 60). */
  day: number;
  /** The three birth-number digits NNN. */
  serial: string;
  check: number;
  /** A samordningsnummer (day + 60). */
  coordination: boolean;
  /** YYYYMMDD-NNNC, with the day as written (61-91 for a coordination number). */
  normalized: string;
}

const FORMAT = /^(\d{2})?(\d{2})(\d{2})(\d{2})([-+]?)(\d{3})(\d)$/;

/** Luhn check digit of a string of digits (weights 2, 1, 2, ... from the left). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let n = Number(digits[i]) * (i % 2 === 0 ? 2 : 1);
    if (n > 9) n -= 9;
    sum += n;
  }
  return (10 - (sum % 10)) % 10;
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The date's parts in local time, compared as YYYYMMDD numbers. */
const dateNumber = (year: number, month: number, day: number) => year * 10000 + month * 100 + day;
const todayNumber = (today: Date) => dateNumber(today.getFullYear(), today.getMonth() + 1, today.getDate());

/**
 * The century of a 10-digit number: the latest one that puts the birth date on or before today;
 * one century earlier with '+' (100 years or older).
 */
function centuryOf(yy: number, month: number, day: number, plus: boolean, today: Date): number {
  const nowYear = today.getFullYear();
  let year = Math.floor(nowYear / 100) * 100 + yy;
  if (dateNumber(year, month, day) > todayNumber(today)) year -= 100;
  if (plus) year -= 100;
  return Math.floor(year / 100);
}

/** The parts of a valid personnummer or samordningsnummer; null when it is not one. */
export function parsePersonnummer(input: string, today: Date = new Date()): Personnummer | null {
  const match = FORMAT.exec(input.trim());
  if (!match) return null;
  const [, cc, yyText, mmText, ddText, separator, serial, checkText] = match as unknown as [
    string,
    string | undefined,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const yy = Number(yyText);
  const month = Number(mmText);
  const writtenDay = Number(ddText);
  const coordination = writtenDay > 60;
  const day = coordination ? writtenDay - 60 : writtenDay;
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (cc !== undefined && separator === '+') return null;
  let century: number;
  if (cc !== undefined) {
    century = Number(cc);
    if (century < 18 || century > 20) return null;
  } else {
    century = centuryOf(yy, month, day, separator === '+', today);
    if (century < 18) return null;
  }
  const year = century * 100 + yy;
  if (day > daysInMonth(year, month)) return null;
  if (dateNumber(year, month, day) > todayNumber(today)) return null;
  const check = Number(checkText);
  if (luhnCheckDigit(`${yyText}${mmText}${ddText}${serial}`) !== check) return null;
  return {
    year,
    month,
    day,
    serial,
    check,
    coordination,
    normalized: `${year}${mmText}${ddText}-${serial}${check}`,
  };
}

export function isPersonnummer(input: string, today?: Date): boolean {
  return parsePersonnummer(input, today) !== null;
}

export const personnummerRule: ValueRule<unknown> = {
  messages: {
    'validation.personnummer': {
      en: 'Enter a valid Swedish personal identity number, YYYYMMDD-XXXX',
      sv: 'Ange ett giltigt personnummer, ÅÅÅÅMMDD-XXXX',
    },
  },
  check: (value) =>
    isText(value) && value !== '' && !isPersonnummer(value) ? 'validation.personnummer' : null,
};
