import { describe, expect, it } from 'vitest';
import { invisibleCharactersRule, multiLineTextRule, singleLineTextRule } from './text';

describe('text no one should store', () => {
  it.each([
    ['200B', '\u200B'],
    ['200C', '\u200C'],
    ['200D', '\u200D'],
    ['2060', '\u2060'],
    ['FEFF', '\uFEFF'],
  ])('refuses the invisible U+%s in a one-line name, with its own message', (_code, character) => {
    expect(invisibleCharactersRule.check(`Kaffe${character}baren`)).toBe('validation.text.invisible');
    expect(invisibleCharactersRule.check(`${character}Kaffebaren`)).toBe('validation.text.invisible');
  });

  it('keeps control and direction characters as they were, and lets longer text join emoji', () => {
    expect(singleLineTextRule.check('Kaffe\u202Ebaren')).toBe('validation.text.characters');
    expect(singleLineTextRule.check('Kaffebaren Årsta')).toBeNull();
    expect(invisibleCharactersRule.check('Kaffebaren Årsta')).toBeNull();
    expect(multiLineTextRule.check('Familjen \u{1F468}\u200D\u{1F469}\u200D\u{1F467} fikar')).toBeNull();
  });

  it('names the message in Swedish and English', () => {
    expect(invisibleCharactersRule.messages['validation.text.invisible']).toEqual({
      en: 'Contains invisible characters (zero-width space, joiner or byte order mark): remove them',
      sv: 'Innehåller osynliga tecken (nollbreddstecken eller BOM): ta bort dem',
    });
  });
});
