/**
 * SIE configuration rules (issue 15): one configuration per organization, and a voucher series of one
 * or two letters or digits. Its accounts are 4-digit BAS accounts (glAccountRule of the payment methods).
 */
import { SIE_SERIES } from '../sie';
import { isText, type CollectionRule, type ValueRule } from './rule';

export const sieSeriesRule: ValueRule<unknown> = {
  messages: {
    'validation.sie.series': {
      en: 'One or two letters or digits, e.g. A or K1',
      sv: 'En eller två bokstäver eller siffror, t.ex. A eller K1',
    },
  },
  check: (value) =>
    isText(value) && value !== '' && !SIE_SERIES.test(value) ? 'validation.sie.series' : null,
};

export const oneSieConfigurationRule: CollectionRule = {
  messages: {
    'validation.sie.one_configuration': {
      en: 'The organization already has an SIE configuration: change that one',
      sv: 'Organisationen har redan en SIE-konfiguration: ändra den',
    },
  },
  check: async (_record, ctx) =>
    (await ctx.count('sie-settings', {})) > 0
      ? [{ field: 'series', key: 'validation.sie.one_configuration' }]
      : [],
};
