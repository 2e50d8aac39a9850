/**
 * Payment method rules (SPEC 3, Payment method; SPEC 9: "Quick checkout: at most 4 payment methods",
 * "Open return policy default 30 days").
 */
import type { CollectionRule, RecordIssue, RecordRule } from './rule';

/** At most this many payment methods of an organization are quick checkout buttons at the register. */
export const MAX_QUICK_CHECKOUT = 4;
export const DEFAULT_OPEN_RETURN_DAYS = 30;

interface PaymentMethodValues {
  quickCheckout?: unknown;
  sortOrder?: unknown;
  openReturnsAllowed?: unknown;
  openReturnDays?: unknown;
}

const absent = (value: unknown) => value === undefined || value === null || value === '';

/** A quick checkout method needs its place among the buttons; open returns need their policy in days. */
export const paymentMethodRecordRule: RecordRule<PaymentMethodValues> = {
  messages: {
    'validation.payment_method.sort_order_required': {
      en: 'A quick checkout method needs a sort order',
      sv: 'En snabbkassemetod behöver en sorteringsordning',
    },
    'validation.payment_method.open_return_days_required': {
      en: 'Open returns need the number of days they are allowed',
      sv: 'Öppna returer behöver antal dagar de tillåts',
    },
  },
  check: ({ quickCheckout, sortOrder, openReturnsAllowed, openReturnDays }) => {
    const issues: RecordIssue[] = [];
    if (quickCheckout === true && absent(sortOrder))
      issues.push({ field: 'sortOrder', key: 'validation.payment_method.sort_order_required' });
    if (openReturnsAllowed === true && absent(openReturnDays)) {
      issues.push({ field: 'openReturnDays', key: 'validation.payment_method.open_return_days_required' });
    }
    return issues;
  },
};

/** Whether one more quick checkout method fits, given the others of the organization (the record itself excluded). */
export function quickCheckoutProblem(
  wanted: boolean,
  others: readonly { id?: unknown; quickCheckout?: unknown }[],
  ownId: string | null,
): boolean {
  if (!wanted) return false;
  const count = others.filter((o) => o.quickCheckout === true && o.id !== ownId).length;
  return count >= MAX_QUICK_CHECKOUT;
}

export const quickCheckoutLimitRule: CollectionRule<PaymentMethodValues> = {
  messages: {
    'validation.payment_method.quick_checkout_max': {
      en: 'At most %{max} payment methods can be in quick checkout',
      sv: 'Högst %{max} betalsätt kan ligga i snabbkassan',
    },
  },
  check: async (record, ctx) => {
    if (record.quickCheckout !== true) return [];
    const others = await ctx.find('payment-methods', { quickCheckout: true });
    return quickCheckoutProblem(true, others, ctx.id)
      ? [
          {
            field: 'quickCheckout',
            key: 'validation.payment_method.quick_checkout_max',
            params: { max: MAX_QUICK_CHECKOUT },
          },
        ]
      : [];
  },
};
