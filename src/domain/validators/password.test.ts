import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordProblem, passwordRule } from './password';

describe('passwordProblem', () => {
  it.each([
    ['abcdefg1', null],
    ['Sommar 2025!', null],
    ['Ölkafé12', null],
    ['a1' + 'x'.repeat(48), null],
    ['a1' + 'x'.repeat(49), 'too_long'],
    ['x'.repeat(200) + '1', 'too_long'],
    ['abcdef1', 'invalid'],
    ['abcdefgh', 'invalid'],
    ['12345678', 'invalid'],
    ['abcd1234€', 'invalid'],
    ['abcd\t1234', 'invalid'],
    ['abcd1234😀', 'invalid'],
    ['', 'invalid'],
  ])('%s -> %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it('any 8 to 50 letters and digits with at least one of each pass', () => {
    const chars = fc.constantFrom(...'abcXYZåäö0123456789 !?-_.'.split(''));
    fc.assert(
      fc.property(fc.array(chars, { minLength: 6, maxLength: 48 }), (rest) => {
        expect(passwordProblem(`a1${rest.join('')}`)).toBeNull();
      }),
    );
  });

  it('anything longer than 50 gets the maximum message, whatever it holds', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 51, maxLength: 300, unit: 'grapheme-ascii' }), (s) => {
        expect(passwordProblem(s)).toBe('too_long');
      }),
    );
  });
});

describe('passwordRule', () => {
  it('answers message keys it carries, and nothing for a blank value', () => {
    expect(passwordRule.check('')).toBeNull();
    expect(passwordRule.check(null)).toBeNull();
    const key = passwordRule.check('short1');
    expect(key).toBe('validation.password.invalid');
    expect(passwordRule.messages[key as string]?.sv).toMatch(/minst en bokstav och en siffra/);
    expect(passwordRule.messages['validation.password.too_long']?.sv).toMatch(/högst 50/);
  });
});
