/**
 * The CRM service's account ids (SPEC 5: "a 15 or 18 character alphanumeric string passes the CRM
 * account id check"), as a partner's account there is written.
 */
import { isText, type ValueRule } from './rule';

export const isCrmAccountId = (value: string): boolean => /^(?:[A-Za-z0-9]{15}|[A-Za-z0-9]{18})$/.test(value);

export const crmAccountIdRule: ValueRule<unknown> = {
  messages: {
    'validation.crm.account_id': {
      en: 'A CRM account id has 15 or 18 letters or digits',
      sv: 'Ett CRM-konto-id har 15 eller 18 bokstäver eller siffror',
    },
  },
  check: (value) =>
    isText(value) && value !== '' && !isCrmAccountId(value) ? 'validation.crm.account_id' : null,
};
