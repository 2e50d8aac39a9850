/**
 * SPEC 5 "Masked card value: digits or four asterisks, exactly 4 long": what the payment transactions'
 * card filter takes (a card's last four digits, or `****` for a card whose number was not read).
 */
import { isText, type ValueRule } from './rule';

export const MASKED_CARD_VALUE = /^(\d{4}|\*{4})$/;

export const maskedCardValueRule: ValueRule<unknown> = {
  messages: {
    'validation.card.masked_value': {
      en: 'Four digits (the card’s last four) or four asterisks',
      sv: 'Fyra siffror (kortets sista fyra) eller fyra asterisker',
    },
  },
  check: (value) =>
    isText(value) && value !== '' && !MASKED_CARD_VALUE.test(value) ? 'validation.card.masked_value' : null,
};
