import { describe, expect, it } from 'vitest';
import { bankNameMatches, bankWarnings, sameName } from './compliance-warnings';

const BANK = { bankName: 'Swedbank', clearingNumber: '8327-9', accountNumber: '123 456 789-7' };

describe('compliance warnings', () => {
  it('compares names whatever their case, spacing and order, not other names', () => {
    expect(sameName('sofia  holm', 'Sofia Holm')).toBe(true);
    expect(sameName('Holm, Sofia', 'Sofia Holm')).toBe(true);
    expect(sameName('Kalle Anka', 'Sofia Holm')).toBe(false);
    expect(sameName('Sofia', 'Sofia Holm')).toBe(false);
  });

  it('takes the bank of the clearing number, loosely spelled', () => {
    expect(bankNameMatches('swedbank', 'Swedbank')).toBe(true);
    expect(bankNameMatches('Handelsbanken AB', 'Handelsbanken')).toBe(true);
    expect(bankNameMatches('Swedbank', 'Handelsbanken')).toBe(false);
  });

  it('warns of an account its check digit does not confirm (the README’s old example)', () => {
    expect(bankWarnings(BANK)).toEqual([]);
    expect(bankWarnings({ ...BANK, accountNumber: '123 456 789-0' })).toEqual([
      { code: 'accountUnconfirmed', field: 'accountNumber', detail: '8327-9 123 456 789-0' },
    ]);
  });

  it('warns of a bank that is not the clearing number’s, naming the right one', () => {
    expect(bankWarnings({ ...BANK, clearingNumber: '6000', accountNumber: '123 456 789' })).toEqual([
      { code: 'bankName', field: 'bankName', detail: 'Handelsbanken' },
    ]);
  });

  it('says nothing of numbers the step refuses or that are not given', () => {
    expect(bankWarnings({ ...BANK, clearingNumber: '9999' })).toEqual([]);
    expect(bankWarnings({ bankName: 'Swedbank' })).toEqual([]);
  });
});
