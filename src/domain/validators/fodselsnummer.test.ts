import { describe, expect, it } from 'vitest';
import { isFodselsnummer } from './fodselsnummer';

describe('Norwegian fødselsnummer', () => {
  it.each(['01010750160', '15076500565', '41010750154'])('accepts %s', (value) => {
    expect(isFodselsnummer(value, new Date('2026-11-23'))).toBe(true);
  });

  it.each([
    ['a wrong second check digit', '01010750161'],
    ['a wrong first check digit', '01010750150'],
    ['ten digits', '0101075016'],
    ['month 13', '01130750160'],
    ['letters', '0101075016a'],
  ])('refuses %s', (_label, value) => {
    expect(isFodselsnummer(value, new Date('2026-11-23'))).toBe(false);
  });
});
