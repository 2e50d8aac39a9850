import { describe, expect, it } from 'vitest';
import { crmAccountIdRule, isCrmAccountId } from './crm';

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
});
