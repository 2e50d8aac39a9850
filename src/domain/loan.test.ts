import { describe, expect, it } from 'vitest';
import { amountAllowed, loanOffer, loanTerms } from './loan';

describe('the loan offer', () => {
  it('offers 15 % of a year of card sales in steps of 10 000 kr, with its fee and repayment', () => {
    // 1 234 567 kr of card sales on 300 days.
    const offer = loanOffer({ cardSales: 123_456_700, activeDays: 300 });
    expect(offer).toMatchObject({ eligible: true, maxAmount: 18_000_000, minAmount: 2_000_000 });
    const terms = loanTerms(offer, 10_000_000);
    // 100 000 kr: 8 000 kr fee; 12 % of 3 382,38 kr a day = 405,89 kr; 108 000 / 405,89 = 267 days.
    expect(terms).toEqual({
      amount: 10_000_000,
      fee: 800_000,
      total: 10_800_000,
      dailyRepayment: 40_589,
      estimatedMonths: 9,
    });
  });

  it('stops at 2 000 000 kr', () => {
    expect(loanOffer({ cardSales: 5_000_000_000, activeDays: 365 })).toMatchObject({
      maxAmount: 200_000_000,
    });
  });

  it('offers nothing on too short a history or too little card sales, and says which', () => {
    expect(loanOffer({ cardSales: 500_000_000, activeDays: 89 })).toMatchObject({
      eligible: false,
      reason: 'history',
    });
    expect(loanOffer({ cardSales: 19_999_999, activeDays: 365 })).toMatchObject({
      eligible: false,
      reason: 'sales',
    });
  });

  it('takes only whole steps between the least and the most', () => {
    const offer = loanOffer({ cardSales: 123_456_700, activeDays: 300 });
    expect(amountAllowed(offer, 2_000_000)).toBe(true);
    expect(amountAllowed(offer, 18_000_000)).toBe(true);
    expect(amountAllowed(offer, 19_000_000)).toBe(false);
    expect(amountAllowed(offer, 1_000_000)).toBe(false);
    expect(amountAllowed(offer, 2_500_000)).toBe(false);
    expect(loanTerms(offer, 2_500_000)).toBeNull();
  });
});
