import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatOrganizationNumber,
  luhnCheckDigit,
  luhnValid,
  organizationNumberProblem,
  organizationNumberRule,
} from './organization-number';

describe('organisation number (SPEC 5, DOMAIN.md)', () => {
  it.each([
    ['556812-3458', null],
    ['5568123458', null],
    ['16556812-3458', null],
    ['165568123458', null],
    ['769634-5185', null],
    ['916742-0356', null],
    ['212000-0142', null],
    ['556812-3457', 'checksum'],
    ['556812-3459', 'checksum'],
    ['551012-3456', 'group'],
    ['811218-9876', 'group'],
    ['556812-345', 'format'],
    ['556812-34588', 'format'],
    ['556812 3458', 'format'],
    ['55681-23458', 'format'],
    ['17556812-3458', 'format'],
    ['abcdef-ghij', 'format'],
    ['', 'format'],
  ] as const)('%j -> %s', (value, problem) => {
    expect(organizationNumberProblem(value)).toBe(problem);
  });

  it('the rule answers message keys and leaves empty and non-text values to the other checks', () => {
    expect(organizationNumberRule.check('556812-3457')).toBe('validation.organization_number.checksum');
    expect(organizationNumberRule.check('551012-3456')).toBe('validation.organization_number.group');
    expect(organizationNumberRule.check('12345')).toBe('validation.organization_number.format');
    expect(organizationNumberRule.check('')).toBeNull();
    expect(organizationNumberRule.check(5568123458)).toBeNull();
    for (const key of ['format', 'checksum', 'group']) {
      const texts = organizationNumberRule.messages[`validation.organization_number.${key}`];
      expect(texts?.en).toBeTruthy();
      expect(texts?.sv).toBeTruthy();
    }
  });

  it('formats as NNNNNN-NNNN', () => {
    expect(formatOrganizationNumber('165568123458')).toBe('556812-3458');
    expect(formatOrganizationNumber('55681')).toBeNull();
  });
});

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
/** Nine digits whose 3rd-4th are at least 20: the start of an organisation number. */
const nine = fc
  .tuple(digits(2), fc.integer({ min: 20, max: 99 }), digits(5))
  .map(([a, group, b]) => `${a}${group}${b}`);

describe('organisation number properties', () => {
  it('nine digits completed with their Luhn check digit are valid, with or without hyphen and prefix 16', () => {
    fc.assert(
      fc.property(nine, (start) => {
        const number = `${start}${luhnCheckDigit(start)}`;
        expect(organizationNumberProblem(number)).toBeNull();
        expect(organizationNumberProblem(`${number.slice(0, 6)}-${number.slice(6)}`)).toBeNull();
        expect(organizationNumberProblem(`16${number}`)).toBeNull();
      }),
    );
  });

  it('any other check digit is refused for its checksum', () => {
    fc.assert(
      fc.property(nine, fc.integer({ min: 1, max: 9 }), (start, offset) => {
        const wrong = (luhnCheckDigit(start) + offset) % 10;
        expect(organizationNumberProblem(`${start}${wrong}`)).toBe('checksum');
      }),
    );
  });

  it('changing any one digit of a valid number breaks the Luhn sum', () => {
    fc.assert(
      fc.property(
        nine,
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        (start, position, offset) => {
          const number = `${start}${luhnCheckDigit(start)}`;
          const changed = `${number.slice(0, position)}${(Number(number[position]) + offset) % 10}${number.slice(position + 1)}`;
          expect(luhnValid(changed)).toBe(false);
        },
      ),
    );
  });

  it('digits 3-4 below 20 are never an organisation number (a personnummer month)', () => {
    fc.assert(
      fc.property(digits(2), fc.integer({ min: 0, max: 19 }), digits(6), (a, group, b) => {
        expect(organizationNumberProblem(`${a}${String(group).padStart(2, '0')}${b}`)).toBe('group');
      }),
    );
  });

  it('anything but 10 digits (or 16 and 10 digits) is a format problem', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 16 }), (value) => {
        fc.pre(!/^(?:16)?\d{6}-?\d{4}$/.test(value.trim()));
        expect(organizationNumberProblem(value)).toBe('format');
      }),
    );
  });
});
