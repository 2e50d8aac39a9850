import { describe, expect, it } from 'vitest';
import { maskedCardValueRule } from './card';

describe('the masked card value (SPEC 5)', () => {
  it.each([
    ['4242', null],
    ['0000', null],
    ['****', null],
    ['', null],
    ['424', 'validation.card.masked_value'],
    ['42424', 'validation.card.masked_value'],
    ['42*2', 'validation.card.masked_value'],
    ['***', 'validation.card.masked_value'],
    ['*****', 'validation.card.masked_value'],
    ['abcd', 'validation.card.masked_value'],
    ['４２４２', 'validation.card.masked_value'],
    ['4242\n', 'validation.card.masked_value'],
  ])('%j -> %s', (value, expected) => {
    expect(maskedCardValueRule.check(value)).toBe(expected);
  });
});
