import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber } from './format';
import { majorToMinor, minorToMajor } from './money';

/** Intl uses no-break spaces and the Unicode minus sign; compare on plain characters. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2212/g, '-');

describe('money in minor units', () => {
  it.each([
    [12345, 123.45],
    [5, 0.05],
    [-250, -2.5],
    [0, 0],
    [99.6, 1],
  ])('%d minor units are %d major', (minor, major) => {
    expect(minorToMajor(minor)).toBe(major);
  });

  it('converts major back to minor without binary noise', () => {
    expect(majorToMinor(0.1 + 0.2)).toBe(30);
    expect(majorToMinor(19.99)).toBe(1999);
  });

  it('formats SEK with two decimals in Swedish and English', () => {
    expect(plain(formatMoney(123456, 'sv'))).toBe('1 234,56 kr');
    expect(plain(formatMoney(-5, 'sv'))).toBe('-0,05 kr');
    expect(plain(formatMoney(100, 'en'))).toBe('SEK 1.00');
    expect(plain(formatMoney(123456789, 'en'))).toBe('SEK 1,234,567.89');
  });
});

describe('numbers and dates follow the locale', () => {
  it('groups and separates decimals per locale', () => {
    expect(plain(formatNumber(1234.5, 'sv'))).toBe('1 234,5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
  });

  it('uses the SPEC date format by default and localized month names', () => {
    const date = new Date(2024, 0, 31, 13, 5, 9);
    expect(formatDate(date, 'sv')).toBe('2024-01-31 13:05:09');
    expect(formatDate(date, 'sv', 'd MMMM yyyy')).toBe('31 januari 2024');
    expect(formatDate(date, 'en', 'd MMMM yyyy')).toBe('31 January 2024');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
