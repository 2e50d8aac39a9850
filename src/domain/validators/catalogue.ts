/**
 * Catalogue rules (SPEC 5, "Stores and catalogue"; SPEC 3, Modifier set; SPEC 9 limits): the import's
 * limits, modifier sets, tax groups' rates, gift cards and offers. A product's own rules are ./product.ts,
 * the groups' ./product-groups.ts.
 */
import { amount, PRICE_RANGE_MESSAGES } from './product';
import { isText, type RecordIssue, type RecordRule } from './rule';

/** SPEC 5: an import file is at most 5 MB (the catalogue settings say it, server/features/catalog/settings.ts). */
export const MAX_IMPORT_FILE_BYTES = 5 * 1024 * 1024;
/** As the API's MAX_IMPORT_ROWS (server/resources/import-body.ts). */
export const MAX_IMPORT_FILE_ROWS = 200_000;

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
