import { describe, expect, it } from 'vitest';
import { bankAccountRule, checkBankAccount } from './bank-account';
import { clearingNumberRule } from './bank-account-shape';

describe('a Swedish bank account', () => {
  it('names the bank of a known clearing number and confirms a valid account', () => {
    expect(checkBankAccount('6000', '123456789')).toEqual({
      problem: null,
      bank: 'Handelsbanken',
      unconfirmed: false,
    });
  });

  it('warns, never refuses, when the check digit cannot confirm the account (Swedbank 8xxx-x)', () => {
    expect(checkBankAccount('8327-9', '994 216 258-5')).toMatchObject({
      problem: null,
      bank: 'Swedbank',
      unconfirmed: true,
    });
  });

  it('refuses a clearing number no bank has, or of the wrong shape, on the clearing number', () => {
    const rule = bankAccountRule('clearingNumber', 'accountNumber');
    expect(rule.check({ clearingNumber: '9999', accountNumber: '1234567' })).toEqual([
      { field: 'clearingNumber', key: 'validation.bank.clearing_unknown' },
    ]);
    expect(rule.check({ clearingNumber: '12345678', accountNumber: '1234567' })).toEqual([
      { field: 'clearingNumber', key: 'validation.bank.clearing_format' },
    ]);
    expect(rule.check({ clearingNumber: '6000', accountNumber: '12-abc' })).toEqual([
      { field: 'accountNumber', key: 'validation.bank.account_format' },
    ]);
    expect(rule.check({ clearingNumber: '', accountNumber: '' })).toEqual([]);
  });

  it('takes letters or digits, at most 7, as a clearing number (SPEC 5), a dash before the check digit too', () => {
    expect(clearingNumberRule.check('8327-9')).toBeNull();
    expect(clearingNumberRule.check('AB12')).toBeNull();
    expect(clearingNumberRule.check('12345678')).toBe('validation.bank.clearing_format');
    expect(clearingNumberRule.check('12 ä4')).toBe('validation.bank.clearing_format');
  });
});
