import { describe, expect, it } from 'vitest';
import { glAccountRule, isGlAccount } from './gl-account';
import {
  MAX_QUICK_CHECKOUT,
  paymentMethodRecordRule,
  quickCheckoutLimitRule,
  quickCheckoutProblem,
} from './payment-methods';
import type { CollectionContext } from './rule';

describe('GL account (4 digits)', () => {
  it.each([
    ['1910', true],
    ['1580', true],
    ['0000', true],
    ['191', false],
    ['19100', false],
    ['19a0', false],
    [' 1910', false],
  ] as const)('%j -> %s', (value, ok) => {
    expect(isGlAccount(value)).toBe(ok);
    expect(glAccountRule.check(value)).toBe(ok ? null : 'validation.gl_account');
  });

  it('leaves empty and non-text values to the other checks', () => {
    expect(glAccountRule.check('')).toBeNull();
    expect(glAccountRule.check(1910)).toBeNull();
  });
});

describe('payment method record rule', () => {
  it.each([
    [{ quickCheckout: true, sortOrder: 1 }, []],
    [{ quickCheckout: true }, ['sortOrder']],
    [{ quickCheckout: true, sortOrder: null }, ['sortOrder']],
    [{ quickCheckout: false }, []],
    [{ openReturnsAllowed: true, openReturnDays: 30 }, []],
    [{ openReturnsAllowed: true, openReturnDays: null }, ['openReturnDays']],
    [{ openReturnsAllowed: false, openReturnDays: null }, []],
  ] as const)('%j -> issues on %j', (record, fields) => {
    expect(paymentMethodRecordRule.check(record).map((i) => i.field)).toEqual(fields);
  });
});

describe('at most 4 quick checkout methods', () => {
  const quick = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `pm-${i}`, quickCheckout: true }));

  it('allows a 4th and refuses a 5th', () => {
    expect(MAX_QUICK_CHECKOUT).toBe(4);
    expect(quickCheckoutProblem(true, quick(3), null)).toBe(false);
    expect(quickCheckoutProblem(true, quick(4), null)).toBe(true);
  });

  it('does not count the record being updated, nor methods outside quick checkout', () => {
    expect(quickCheckoutProblem(true, quick(4), 'pm-2')).toBe(false);
    expect(quickCheckoutProblem(true, [...quick(3), { id: 'x', quickCheckout: false }], null)).toBe(false);
    expect(quickCheckoutProblem(false, quick(9), null)).toBe(false);
  });

  it('the collection rule reads the quick checkout methods and reports on the quickCheckout field', async () => {
    const asked: unknown[] = [];
    const ctx = (
      others: readonly Record<string, unknown>[],
      id: string | null = null,
    ): CollectionContext => ({
      id,
      find: async (resource, where) => {
        asked.push([resource, where]);
        return others;
      },
      count: async () => others.length,
    });
    expect(await quickCheckoutLimitRule.check({ quickCheckout: true }, ctx(quick(4)))).toEqual([
      { field: 'quickCheckout', key: 'validation.payment_method.quick_checkout_max', params: { max: 4 } },
    ]);
    expect(await quickCheckoutLimitRule.check({ quickCheckout: true }, ctx(quick(4), 'pm-0'))).toEqual([]);
    expect(await quickCheckoutLimitRule.check({ quickCheckout: false }, ctx(quick(4)))).toEqual([]);
    expect(asked).toEqual([
      ['payment-methods', { quickCheckout: true }],
      ['payment-methods', { quickCheckout: true }],
    ]);
  });
});
