/** Email, phone and web address rules (SPEC 5, "Identity and login" and "Integration and accounting"). */
import { isText, type ValueRule } from './rule';

/** Local part, @, domain with a top-level domain of at least 2 letters. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** Optional leading plus then digits; spaces, dashes and parentheses allowed between them. */
const PHONE = /^\+?[0-9(][0-9 ()-]*[0-9]$/;

export function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return PHONE.test(value) && digits.length >= 5 && digits.length <= 15;
}

/** URLs must be https (SPEC 5). */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const emailRule: ValueRule<unknown> = {
  messages: { 'validation.email': { en: 'Enter a valid email address', sv: 'Ange en giltig e-postadress' } },
  check: (value) => (isText(value) && value !== '' && !isEmail(value) ? 'validation.email' : null),
};

export const phoneRule: ValueRule<unknown> = {
  messages: {
    'validation.phone': { en: 'Enter a valid phone number', sv: 'Ange ett giltigt telefonnummer' },
  },
  check: (value) => (isText(value) && value !== '' && !isPhone(value) ? 'validation.phone' : null),
};

export const httpsUrlRule: ValueRule<unknown> = {
  messages: {
    'validation.url_https': {
      en: 'Enter a secure address starting with https://',
      sv: 'Ange en säker adress som börjar med https://',
    },
  },
  check: (value) => (isText(value) && value !== '' && !isHttpsUrl(value) ? 'validation.url_https' : null),
};
