import { describe, expect, it } from 'vitest';
import { crmAccountIdRule, crmId15, crmIdSuffix, isCrmAccountId, normalizeCrmAccountId } from './crm';

describe('CRM account id', () => {
  it('takes 15 or 18 letters or digits', () => {
    expect(isCrmAccountId('0015g00000AbCdE')).toBe(true);
    expect(isCrmAccountId('0015g00000AbCdEAAZ')).toBe(true);
  });

  it('refuses other lengths and other characters', () => {
    for (const id of ['0015g00000AbCd', '0015g00000AbCdEA', '0015g00000AbCdEAAZ1', '0015g00000AbC-E'])
      expect(isCrmAccountId(id), id).toBe(false);
    expect(crmAccountIdRule.check('0015g00000AbC-E')).toBe('validation.crm.account_id');
    expect(crmAccountIdRule.check('')).toBeNull();
  });

  it('reads the 15-character form of an 18-character id from its last 3, whatever case it was copied in', () => {
    expect(crmIdSuffix('0015g00000KgPaB')).toBe('AAV');
    expect(crmId15('0015g00000KgPaBAAV')).toBe('0015g00000KgPaB');
    expect(crmId15('0015G00000KGPABaav')).toBe('0015g00000KgPaB');
    expect(crmId15('0015g00000KgPaB')).toBe('0015g00000KgPaB');
    // A 15-character id is case-sensitive: another case is another account.
    expect(crmId15('0015g00000KGPAB')).not.toBe(crmId15('0015g00000KgPaB'));
    // A capital asked of a digit: no suffix of any id.
    expect(crmId15('0015g00000KgPaBBAV')).toBeNull();
    expect(crmAccountIdRule.check('0015g00000KgPaBBAV')).toBe('validation.crm.account_id_suffix');
    expect(crmAccountIdRule.check('0015g00000KgPaBaav')).toBeNull();
  });

  it('stores both forms of one id as one value', () => {
    expect(normalizeCrmAccountId('0015g00000KgPaB')).toBe('0015g00000KgPaBAAV');
    expect(normalizeCrmAccountId('0015G00000KGPABaav')).toBe('0015g00000KgPaBAAV');
    expect(normalizeCrmAccountId('0015g00000Kg-aB')).toBe('0015g00000Kg-aB');
  });
});
