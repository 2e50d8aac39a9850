/**
 * A product's rules (SPEC 5, "Stores and catalogue"; SPEC 3, Product): its name, SKU/PLU, EANs, long
 * description and prices, the price rules offers and gift cards share. Apart from ./catalogue.ts, so
 * that the products' definition loads these alone on its list page.
 */
import { isText, type RecordIssue, type RecordRule, type ValueRule } from './rule';

/** SPEC 5: a long description, when given, is 350 to 400 characters. */
export const LONG_DESCRIPTION = { min: 350, max: 400 } as const;

/** A product name may not start or end with a space. */
export const productNameRule: ValueRule<unknown> = {
  messages: {
    'validation.product.name_spaces': {
      en: 'The name cannot start or end with a space',
      sv: 'Namnet får inte börja eller sluta med mellanslag',
    },
  },
  check: (value) =>
    isText(value) && value !== '' && value.trim() !== value ? 'validation.product.name_spaces' : null,
};

/** SKU/PLU: letters or digits only. */
export const skuRule: ValueRule<unknown> = {
  messages: {
    'validation.product.sku': {
      en: 'Use letters and digits only',
      sv: 'Använd bara bokstäver och siffror',
    },
  },
  check: (value) =>
    isText(value) && value !== '' && !/^[\p{L}\p{N}]+$/u.test(value) ? 'validation.product.sku' : null,
};

/** EAN-8 or EAN-13 with a correct check digit (GS1: weights 3 and 1 from the right, before the check digit). */
export function isEan(value: string): boolean {
  if (!/^(\d{8}|\d{13})$/.test(value)) return false;
  const digits = [...value].map(Number);
  const check = digits.pop() as number;
  const sum = digits.reverse().reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

export const eanRule: ValueRule<unknown> = {
  messages: {
    'validation.product.ean': {
      en: 'Enter an EAN-8 or EAN-13 with a correct check digit',
      sv: 'Ange en EAN-8 eller EAN-13 med korrekt kontrollsiffra',
    },
  },
  check: (value) => (isText(value) && value !== '' && !isEan(value) ? 'validation.product.ean' : null),
};

/** An amount that must be above zero when given (a price; min 1 would read "at least 1" in öre). */
export const positiveAmountRule: ValueRule<unknown> = {
  messages: {
    'validation.amount_positive': { en: 'The amount must be above 0', sv: 'Beloppet måste vara större än 0' },
  },
  check: (value) => (typeof value === 'number' && value <= 0 ? 'validation.amount_positive' : null),
};

export const amount = (value: unknown): number | null => (typeof value === 'number' ? value : null);

export const PRICE_RANGE_MESSAGES = {
  'validation.price.min_below_max': {
    en: 'The lowest price must be below the highest price',
    sv: 'Lägsta priset måste vara lägre än högsta priset',
  },
  'validation.price.min_at_most_target': {
    en: 'The lowest price cannot be above the target price',
    sv: 'Lägsta priset får inte vara högre än riktpriset',
  },
  'validation.price.max_at_least_target': {
    en: 'The highest price cannot be below the target price',
    sv: 'Högsta priset får inte vara lägre än riktpriset',
  },
};

/**
 * SPEC 5 price rules over three amounts of one record: min below max and not equal; min at most the
 * target; max at least the target. Which fields hold them differs (products, offers).
 */
export function priceRangeRule(fields: {
  min: string;
  max: string;
  target: string;
}): RecordRule<Record<string, unknown>> {
  return {
    messages: PRICE_RANGE_MESSAGES,
    check: (record) => {
      const [min, max, target] = [
        amount(record[fields.min]),
        amount(record[fields.max]),
        amount(record[fields.target]),
      ];
      const issues: RecordIssue[] = [];
      if (min !== null && max !== null && min >= max)
        issues.push({ field: fields.max, key: 'validation.price.min_below_max' });
      if (min !== null && target !== null && min > target)
        issues.push({ field: fields.min, key: 'validation.price.min_at_most_target' });
      if (max !== null && target !== null && max < target)
        issues.push({ field: fields.max, key: 'validation.price.max_at_least_target' });
      return issues;
    },
  };
}
