/** Catalogue rules (SPEC 5, "Stores and catalogue"; SPEC 3, Product and Modifier set; SPEC 9 limits). */
import { isText, type RecordIssue, type RecordRule, type ValueRule } from './rule';

/** SPEC 9: at most 100 products in one group. */
export const MAX_PRODUCTS_PER_GROUP = 100;
/** SPEC 5: an import file is at most 5 MB (the catalogue settings say it, server/features/catalog/settings.ts). */
export const MAX_IMPORT_FILE_BYTES = 5 * 1024 * 1024;
/** As the API's MAX_IMPORT_ROWS (server/resources/import-body.ts). */
export const MAX_IMPORT_FILE_ROWS = 200_000;
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

const amount = (value: unknown): number | null => (typeof value === 'number' ? value : null);

const PRICE_RANGE_MESSAGES = {
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

interface ModifierSetValues {
  maxSelections?: unknown;
  modifiers?: unknown;
}

/** Never more modifiers preselected than may be selected, and never a limit above the modifiers there are. */
export const modifierSelectionRule: RecordRule<ModifierSetValues> = {
  messages: {
    'validation.modifiers.too_many_preselected': {
      en: 'At most %{max} modifiers can be preselected',
      sv: 'Högst %{max} tillval kan vara förvalda',
    },
    'validation.modifiers.max_above_count': {
      en: 'The set has only %{count} modifiers',
      sv: 'Gruppen har bara %{count} tillval',
    },
  },
  check: ({ maxSelections, modifiers }) => {
    if (!Array.isArray(modifiers) || typeof maxSelections !== 'number' || maxSelections < 1) return [];
    const preselected = modifiers.filter(
      (m) => (m as { preselected?: unknown })?.preselected === true,
    ).length;
    if (preselected > maxSelections)
      return [
        {
          field: 'modifiers',
          key: 'validation.modifiers.too_many_preselected',
          params: { max: maxSelections },
        },
      ];
    if (modifiers.length > 0 && maxSelections > modifiers.length)
      return [
        {
          field: 'maxSelections',
          key: 'validation.modifiers.max_above_count',
          params: { count: modifiers.length },
        },
      ];
    return [];
  },
};

/** Rates of one tax group start on different days. */
export const distinctRateDatesRule: RecordRule<{ rates?: unknown }> = {
  messages: {
    'validation.tax_group.same_start': {
      en: 'Two rates cannot start on the same day',
      sv: 'Två satser kan inte börja samma dag',
    },
  },
  check: ({ rates }) => {
    if (!Array.isArray(rates)) return [];
    const seen = new Set<string>();
    for (const [index, entry] of rates.entries()) {
      const from = String((entry as { validFrom?: unknown })?.validFrom ?? '');
      if (seen.has(from))
        return [{ field: `rates.${index}.validFrom`, key: 'validation.tax_group.same_start' }];
      seen.add(from);
    }
    return [];
  },
};

interface GiftCardTemplateValues {
  priceType?: unknown;
  price?: unknown;
  minPrice?: unknown;
  maxPrice?: unknown;
}

/**
 * A gift card template (SPEC 5): a fixed card has its price; an open card has its lowest and highest
 * amount, the lowest below the highest.
 */
export const giftCardPriceRule: RecordRule<GiftCardTemplateValues> = {
  messages: {
    'validation.gift_card.price_required': {
      en: 'A card of a fixed amount needs its price',
      sv: 'Ett kort med fast belopp behöver sitt pris',
    },
    'validation.gift_card.range_required': {
      en: 'An open amount needs its lowest and highest amount',
      sv: 'Ett valfritt belopp behöver lägsta och högsta belopp',
    },
    ...PRICE_RANGE_MESSAGES,
  },
  check: ({ priceType, price, minPrice, maxPrice }) => {
    const [min, max] = [amount(minPrice), amount(maxPrice)];
    if (priceType === 'fixed')
      return amount(price) === null ? [{ field: 'price', key: 'validation.gift_card.price_required' }] : [];
    if (priceType !== 'open') return [];
    if (min === null) return [{ field: 'minPrice', key: 'validation.gift_card.range_required' }];
    if (max === null) return [{ field: 'maxPrice', key: 'validation.gift_card.range_required' }];
    return min >= max ? [{ field: 'maxPrice', key: 'validation.price.min_below_max' }] : [];
  },
};

interface OfferValues {
  startDate?: unknown;
  endDate?: unknown;
  condition?: unknown;
  conditionQuantity?: unknown;
  conditionGroup?: unknown;
  conditionAmount?: unknown;
  discountType?: unknown;
  discountPercent?: unknown;
  discountAmount?: unknown;
}

/**
 * An offer (SPEC 3, 5): it ends on or after its start; its condition has what it needs (a quantity of
 * at least 2 from a group, or a minimum amount); a discount has its percent, or its amount or price.
 */
export const offerRule: RecordRule<OfferValues> = {
  messages: {
    'validation.offer.end_before_start': {
      en: 'The offer cannot end before it starts',
      sv: 'Erbjudandet kan inte sluta innan det börjar',
    },
    'validation.offer.quantity_required': {
      en: 'Say how many the customer buys (at least 2)',
      sv: 'Ange hur många kunden köper (minst 2)',
    },
    'validation.offer.group_required': {
      en: 'Choose the group the customer buys from',
      sv: 'Välj gruppen kunden köper från',
    },
    'validation.offer.amount_required': {
      en: 'Enter the amount the customer buys for',
      sv: 'Ange beloppet kunden handlar för',
    },
    'validation.offer.percent_required': {
      en: 'Enter the percent off, 1 to 100',
      sv: 'Ange rabatten i procent, 1 till 100',
    },
    'validation.offer.amount_off_required': {
      en: 'Enter the amount off or the fixed price',
      sv: 'Ange rabattbeloppet eller det fasta priset',
    },
  },
  check: (offer) => {
    const issues: RecordIssue[] = [];
    if (isText(offer.startDate) && isText(offer.endDate) && offer.endDate < offer.startDate)
      issues.push({ field: 'endDate', key: 'validation.offer.end_before_start' });
    if (offer.condition === 'quantity') {
      if (typeof offer.conditionQuantity !== 'number' || offer.conditionQuantity < 2)
        issues.push({ field: 'conditionQuantity', key: 'validation.offer.quantity_required' });
      if (!isText(offer.conditionGroup) || offer.conditionGroup === '')
        issues.push({ field: 'conditionGroup', key: 'validation.offer.group_required' });
    }
    if (offer.condition === 'amount' && amount(offer.conditionAmount) === null)
      issues.push({ field: 'conditionAmount', key: 'validation.offer.amount_required' });
    if (
      offer.discountType === 'percent' &&
      !(typeof offer.discountPercent === 'number' && offer.discountPercent >= 1)
    )
      issues.push({ field: 'discountPercent', key: 'validation.offer.percent_required' });
    if (
      (offer.discountType === 'amount' || offer.discountType === 'fixedPrice') &&
      amount(offer.discountAmount) === null
    )
      issues.push({ field: 'discountAmount', key: 'validation.offer.amount_off_required' });
    return issues;
  },
};
