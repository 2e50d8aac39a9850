/**
 * The password rule (SPEC 5, "Identity and login"): 8 to 50 characters from letters, digits, space and
 * common punctuation, with at least one letter and one digit. Over 50 has its own maximum-50 message;
 * anything else that fails gets the invalid-password message.
 */
import { isText, type ValueRule } from './rule';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 50;

/** Letters (any alphabet, so å, ä, ö), digits, space and the ASCII punctuation characters. */
const ALLOWED = /^[\p{L}\p{N} !"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]*$/u;
const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;

export type PasswordProblem = 'too_long' | 'invalid' | null;

export function passwordProblem(password: string): PasswordProblem {
  const length = [...password].length;
  if (length > PASSWORD_MAX_LENGTH) return 'too_long';
  if (
    length < PASSWORD_MIN_LENGTH ||
    !ALLOWED.test(password) ||
    !LETTER.test(password) ||
    !DIGIT.test(password)
  )
    return 'invalid';
  return null;
}

export const passwordRule: ValueRule<unknown> = {
  messages: {
    'validation.password.too_long': {
      en: 'The password can be at most 50 characters',
      sv: 'Lösenordet får vara högst 50 tecken',
    },
    'validation.password.invalid': {
      en: 'Use 8 to 50 letters, digits, spaces or common punctuation, with at least one letter and one digit',
      sv: 'Använd 8–50 bokstäver, siffror, mellanslag eller vanliga skiljetecken, med minst en bokstav och en siffra',
    },
  },
  check: (value) => {
    if (!isText(value) || value === '') return null;
    const problem = passwordProblem(value);
    return problem ? `validation.password.${problem}` : null;
  },
};
