/**
 * The CRM service's account ids (SPEC 5: "a 15 or 18 character alphanumeric string passes the CRM
 * account id check"), as a partner's account there is written. The 15-character id is case-sensitive;
 * the 18-character one is the same id with 3 characters that spell, per 5-character block, which of its
 * letters are capitals, so it survives a case-insensitive copy. Ids compare by their 15-character form.
 */
import { isText, type ValueRule } from './rule';

/** Its index is the bit mask of a 5-character block's capitals (bit 0: the block's first character). */
const SUFFIX_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ012345';

export const isCrmAccountId = (value: string): boolean => /^(?:[A-Za-z0-9]{15}|[A-Za-z0-9]{18})$/.test(value);

/** The 3 characters that make a 15-character id its 18-character form. */
export function crmIdSuffix(id15: string): string {
  let suffix = '';
  for (let block = 0; block < 3; block++) {
    let mask = 0;
    for (let i = 0; i < 5; i++) if (/[A-Z]/.test(id15[block * 5 + i] ?? '')) mask |= 1 << i;
    suffix += SUFFIX_ALPHABET[mask];
  }
  return suffix;
}

/**
 * The 15-character form of an id: itself when it has 15 characters; for 18, its first 15 with the case
 * its last 3 spell (whatever case the 18 were copied in). Null when it is no id, or its last 3 cannot
 * be such a suffix (a capital asked of a digit).
 */
export function crmId15(value: string): string | null {
  if (!isCrmAccountId(value)) return null;
  if (value.length === 15) return value;
  let id = '';
  for (let block = 0; block < 3; block++) {
    const mask = SUFFIX_ALPHABET.indexOf(value[15 + block]!.toUpperCase());
    if (mask < 0) return null;
    for (let i = 0; i < 5; i++) {
      const char = value[block * 5 + i]!;
      const capital = (mask & (1 << i)) !== 0;
      if (/[0-9]/.test(char)) {
        if (capital) return null;
        id += char;
      } else id += capital ? char.toUpperCase() : char.toLowerCase();
    }
  }
  return id;
}

/**
 * The one stored form of an id: its 18-character form with the case of its 15 restored, which compares
 * case-insensitively as the platform's unique values do; a value that is no id is left as it is.
 */
export function normalizeCrmAccountId(value: string): string {
  const id = crmId15(value);
  return id === null ? value : `${id}${crmIdSuffix(id)}`;
}

export const crmAccountIdRule: ValueRule<unknown> = {
  messages: {
    'validation.crm.account_id': {
      en: 'A CRM account id has 15 or 18 letters or digits',
      sv: 'Ett CRM-konto-id har 15 eller 18 bokstäver eller siffror',
    },
    'validation.crm.account_id_suffix': {
      en: 'The last 3 characters of an 18-character CRM account id do not fit its first 15',
      sv: 'De 3 sista tecknen i ett CRM-konto-id med 18 tecken passar inte de 15 första',
    },
  },
  check: (value) => {
    if (!isText(value) || value === '') return null;
    if (!isCrmAccountId(value)) return 'validation.crm.account_id';
    return crmId15(value) === null ? 'validation.crm.account_id_suffix' : null;
  },
};
