/**
 * Text that no one should store (docs/security.md): characters that PostgreSQL refuses or that change how
 * text around them is shown, and names made only of spaces. Shared by the form and the API.
 */
import { isText, type ValueRule } from './rule';

/* eslint-disable no-control-regex -- these patterns exist to find control characters */
/** NUL: PostgreSQL text and jsonb cannot hold it. */
const NUL = /\u0000/;
/** A UTF-16 surrogate without its other half: not a character, and refused by PostgreSQL's jsonb. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** C0 and C1 control characters and DEL, line and paragraph separators. */
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
/** The same, except tab and line breaks (multi-line text). */
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/;
/** Bidirectional embedding, override and isolate controls and marks (Trojan Source, spoofed names). */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/**
 * Invisible characters: zero-width space, non-joiner and joiner, word joiner, and the byte order mark
 * (zero-width no-break space). In a one-line name they make two names that look alike differ (a
 * duplicate the unique check misses, a search that finds nothing); longer text may join emoji with them.
 */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/;
/* eslint-enable no-control-regex */

/** Whether a string holds control characters (tab and line breaks allowed when `lines`). */
export const hasControlCharacters = (value: string, lines = false): boolean =>
  (lines ? CONTROL_EXCEPT_LINES : CONTROL).test(value);

/** Whether a string can be stored at all: no NUL and no lone surrogate (any string the API reads). */
export const isStorableText = (value: string): boolean => !NUL.test(value) && !LONE_SURROGATE.test(value);

export const TEXT_MESSAGES = {
  'validation.text.characters': {
    en: 'Contains characters that are not allowed (control or text-direction characters)',
    sv: 'Innehåller tecken som inte är tillåtna (styrtecken eller textriktningstecken)',
  },
  'validation.text.blank': { en: 'Must not be only spaces', sv: 'Får inte bara vara mellanslag' },
  'validation.text.invisible': {
    en: 'Contains invisible characters (zero-width space, joiner or byte order mark): remove them',
    sv: 'Innehåller osynliga tecken (nollbreddstecken eller BOM): ta bort dem',
  },
};

function textRule(control: RegExp): ValueRule<unknown> {
  return {
    messages: TEXT_MESSAGES,
    check: (value) => {
      if (!isText(value) || value === '') return null;
      if (!isStorableText(value) || control.test(value) || BIDI.test(value))
        return 'validation.text.characters';
      return value.trim() === '' ? 'validation.text.blank' : null;
    },
  };
}

/** One-line text (names, codes, addresses): no control or bidi characters, not only spaces. */
export const singleLineTextRule = textRule(CONTROL);
/** Multi-line text: tabs and line breaks are fine, other control and bidi characters are not. */
export const multiLineTextRule = textRule(CONTROL_EXCEPT_LINES);

/**
 * One-line text has no invisible characters. Judged before a field's own rules, which would otherwise
 * call a leading byte order mark a space (JavaScript's trim removes it).
 */
export const invisibleCharactersRule: ValueRule<unknown> = {
  messages: TEXT_MESSAGES,
  check: (value) => (isText(value) && INVISIBLE.test(value) ? 'validation.text.invisible' : null),
};
