import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPersonnummer, luhnCheckDigit, parsePersonnummer, personnummerRule } from './personnummer';

const TODAY = new Date(2025, 5, 15); // 15 June 2025, local time

describe('parsePersonnummer', () => {
  it.each([
    ['811218-9876', '19811218-9876'],
    ['8112189876', '19811218-9876'],
    ['19811218-9876', '19811218-9876'],
    ['198112189876', '19811218-9876'],
    ['121212+1212', '19121212-1212'],
    ['121212-1212', '20121212-1212'],
    ['701063-2391', '19701063-2391'],
    [' 811218-9876 ', '19811218-9876'],
  ])('accepts %s as %s', (input, normalized) => {
    expect(parsePersonnummer(input, TODAY)?.normalized).toBe(normalized);
  });

  it.each([
    ['811218-9875', 'wrong check digit'],
    ['811318-9876', 'month 13'],
    ['810230-9876', '30 February'],
    ['811200-9876', 'day 0'],
    ['811232-9876', 'day 32'],
    ['17811218-9876', 'century 17'],
    ['21011218-9876', 'century 21'],
    ['20300101-1234', 'born in the future'],
    ['19811218+9876', '12 digits with +'],
    ['81121-89876', 'misplaced separator'],
    ['81121898761', '11 digits'],
    ['abcdef-ghij', 'letters'],
    ['', 'empty'],
  ])('refuses %s (%s)', (input) => {
    expect(parsePersonnummer(input, TODAY)).toBeNull();
  });

  it('marks a samordningsnummer and gives its real day', () => {
    const parsed = parsePersonnummer('701063-2391', TODAY);
    expect(parsed).toMatchObject({ coordination: true, day: 3, month: 10, year: 1970 });
    expect(parsePersonnummer('811218-9876', TODAY)?.coordination).toBe(false);
  });

  it('takes the 10-digit century from today: born this year or 100 years ago with +', () => {
    const check = luhnCheckDigit('250601123');
    expect(parsePersonnummer(`250601-123${check}`, TODAY)?.year).toBe(2025);
    expect(parsePersonnummer(`250601+123${check}`, TODAY)?.year).toBe(1925);
    // A date later this year cannot be this year's: it is 1925.
    const later = luhnCheckDigit('251201123');
    expect(parsePersonnummer(`251201-123${later}`, TODAY)?.year).toBe(1925);
  });

  it('handles 29 February by the full year', () => {
    expect(parsePersonnummer(`20000229-123${luhnCheckDigit('000229123')}`, TODAY)).not.toBeNull();
    expect(parsePersonnummer(`19000229-123${luhnCheckDigit('000229123')}`, TODAY)).toBeNull();
  });
});

describe('Luhn', () => {
  it('computes the known check digits', () => {
    expect(luhnCheckDigit('811218987')).toBe(6);
    expect(luhnCheckDigit('121212121')).toBe(2);
  });
});

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A real birth date between 1900 and 2024, a serial, and whether it is a coordination number. */
const person = fc.record({
  date: fc.date({
    min: new Date(Date.UTC(1900, 0, 1)),
    max: new Date(Date.UTC(2024, 11, 31)),
    noInvalidDate: true,
  }),
  serial: fc.integer({ min: 0, max: 999 }),
  coordination: fc.boolean(),
});

function digitsOf({ date, serial, coordination }: { date: Date; serial: number; coordination: boolean }) {
  const year = date.getUTCFullYear();
  const day = date.getUTCDate() + (coordination ? 60 : 0);
  const nine = `${pad(year % 100)}${pad(date.getUTCMonth() + 1)}${pad(day)}${pad(serial, 3)}`;
  return { year, nine, check: luhnCheckDigit(nine) };
}

describe('properties', () => {
  it('every real date, serial and its Luhn digit is valid in the 12-digit form, with or without the dash', () => {
    fc.assert(
      fc.property(person, (p) => {
        const { year, nine, check } = digitsOf(p);
        const twelve = `${String(year).slice(0, 2)}${nine.slice(0, 6)}-${nine.slice(6)}${check}`;
        const parsed = parsePersonnummer(twelve, TODAY);
        expect(parsed?.normalized).toBe(twelve);
        expect(parsed?.coordination).toBe(p.coordination);
        expect(isPersonnummer(twelve.replace('-', ''), TODAY)).toBe(true);
      }),
    );
  });

  it('any other check digit is refused', () => {
    fc.assert(
      fc.property(person, fc.integer({ min: 1, max: 9 }), (p, offset) => {
        const { year, nine, check } = digitsOf(p);
        const wrong = (check + offset) % 10;
        expect(isPersonnummer(`${String(year).slice(0, 2)}${nine}${wrong}`, TODAY)).toBe(false);
      }),
    );
  });

  it('the 10-digit form finds the century: "-" under 100 years, "+" from 100', () => {
    fc.assert(
      fc.property(person, (p) => {
        const { year, nine, check } = digitsOf(p);
        const turned100 =
          year + 100 < 2025 ||
          (year + 100 === 2025 && Number(nine.slice(2, 6)) - (p.coordination ? 60 : 0) <= 615);
        const ten = `${nine.slice(0, 6)}${turned100 ? '+' : '-'}${nine.slice(6)}${check}`;
        expect(parsePersonnummer(ten, TODAY)?.year).toBe(year);
      }),
    );
  });
});

describe('personnummerRule', () => {
  it('judges only filled-in text', () => {
    expect(personnummerRule.check('')).toBeNull();
    expect(personnummerRule.check(undefined)).toBeNull();
    expect(personnummerRule.check('811218-9876')).toBeNull();
    expect(personnummerRule.check('811218-9875')).toBe('validation.personnummer');
  });
});
