import { describe, expect, it } from 'vitest';
import { postalCodeRule, serialCountRule, statementNameRule } from './onboarding';
import {
  beneficialOwnersRule,
  differentMidRule,
  futureDateRule,
  ownershipTotalRule,
  transferDateRule,
} from './onboarding-steps';
import { swedishToday } from '../vat';

describe('onboarding rules (SPEC 5)', () => {
  it('takes a postal code of letters or digits, at most 8, one space inside', () => {
    for (const ok of ['118 46', '11846', 'SW1A 1AA', 'N0150']) expect(postalCodeRule.check(ok)).toBeNull();
    for (const bad of ['118 46 12', '123456789', '118-46', ' 11846', '118  46'])
      expect(postalCodeRule.check(bad), bad).toBe('validation.onboarding.postal_code');
  });

  it('refuses owners whose shares pass 100 % together, on the table', () => {
    const rule = ownershipTotalRule('owners', 'share');
    expect(rule.check({ owners: [{ share: 60 }, { share: 40 }] })).toEqual([]);
    expect(rule.check({ owners: [{ share: 60 }, { share: 40.5 }] })).toEqual([
      { field: 'owners', key: 'validation.onboarding.ownership_total' },
    ]);
  });

  it('counts as beneficial owners those above 25 % of the shares or of the votes (25 % itself is not)', () => {
    const rule = beneficialOwnersRule('owners', 'shares', 'votes');
    expect(
      rule.check({
        owners: [
          { shares: 0, votes: 25.5 },
          { shares: 25, votes: 25 },
          { shares: 80, votes: 80 },
          { shares: 30, votes: 20 },
          { shares: 10, votes: 10 },
        ],
      }),
    ).toEqual([
      { field: 'owners.1.votes', key: 'validation.onboarding.not_beneficial' },
      { field: 'owners.4.votes', key: 'validation.onboarding.not_beneficial' },
    ]);
  });

  it('says shares or votes in both languages', () => {
    const { messages } = beneficialOwnersRule('owners', 'shares', 'votes');
    expect(messages['validation.onboarding.not_beneficial']).toEqual({
      en: expect.stringContaining('shares or of the votes'),
      sv: expect.stringContaining('aktierna eller av rösterna'),
    });
  });

  it('judges dates by the Swedish calendar: after today, and a transfer 7 days ahead', () => {
    // 23:30 UTC on 31 December is already 1 January in Stockholm.
    const now = () => new Date('2026-12-31T23:30:00Z');
    expect(swedishToday(now())).toBe('2027-01-01');
    expect(futureDateRule(now).check('2027-01-01')).toBe('validation.onboarding.future_date');
    expect(futureDateRule(now).check('2027-01-02')).toBeNull();
    expect(transferDateRule(now).check('2027-01-04')).toBe('validation.onboarding.transfer_date');
    expect(transferDateRule(now).check('2027-01-08')).toBeNull();
  });

  it('refuses a transfer to the same MID', () => {
    const rule = differentMidRule('currentMid', 'acquiringMid');
    expect(rule.check({ currentMid: '1234567', acquiringMid: ' 1234567' })).toEqual([
      { field: 'acquiringMid', key: 'validation.onboarding.same_mid' },
    ]);
    expect(rule.check({ currentMid: '1234567', acquiringMid: '7654321' })).toEqual([]);
  });

  it('wants one serial number a line per transferred terminal, blank lines not counted', () => {
    const rule = serialCountRule('serials', 'count');
    expect(rule.check({ serials: 'A1\nA2\nA3', count: 2 })).toEqual([
      { field: 'serials', key: 'validation.onboarding.serial_count', params: { count: 2 } },
    ]);
    expect(rule.check({ serials: 'A1', count: 2 })).toHaveLength(1);
    expect(rule.check({ serials: 'A1\n\n A2 \n', count: 2 })).toEqual([]);
    expect(rule.check({ serials: '', count: 2 })).toEqual([]);
  });
});

describe('the name on the cardholder’s statement (SPEC 5)', () => {
  it('has at most 22 characters', () => {
    expect(statementNameRule.check('SOLROSENS BAGERI JRNTRG')).toBe('validation.onboarding.statement_name');
    expect(statementNameRule.check('SOLROSENS BAGERI JARNT')).toBeNull();
    expect(statementNameRule.check(' SOLROSENS BAGERI JARNT ')).toBeNull();
    expect(statementNameRule.check('')).toBeNull();
  });
});
