import { describe, expect, it } from 'vitest';
import { formatMoneyInput, parseMoneyInput } from './money';

describe('an amount typed in the user’s language', () => {
  it.each([
    ['18,07', 'sv', 1807],
    ['18.07', 'en', 1807],
    ['18', 'sv', 1800],
    ['18,5', 'sv', 1850],
    ['18.5', 'sv', 1850],
    ['1 807,50', 'sv', 180750],
    ['1\u00a0807,50 kr', 'sv', 180750],
    ['1.807,50', 'sv', 180750],
    ['1,807.50', 'en', 180750],
    ['SEK 18.07', 'en', 1807],
    ['0,1', 'sv', 10],
    ['-5,25', 'sv', -525],
  ] as const)('%s (%s) is %i öre', (text, locale, minor) => {
    expect(parseMoneyInput(text, locale)).toBe(minor);
  });

  it.each([
    ['18,07', 'en'],
    ['18,075', 'sv'],
    ['18.075', 'en'],
    ['abc', 'sv'],
    ['1,8', 'en'],
    ['18,07,1', 'sv'],
    ['', 'sv'],
  ] as const)('%s (%s) is no amount', (text, locale) => {
    expect(parseMoneyInput(text, locale)).toBeNull();
  });

  it('shows minor units with the language’s decimal separator, and reads them back', () => {
    expect(formatMoneyInput(1807, 'sv')).toBe('18,07');
    expect(formatMoneyInput(1807, 'en')).toBe('18.07');
    for (const minor of [0, 5, 99, 1807, 180750, 123456789])
      for (const locale of ['sv', 'en'] as const)
        expect(parseMoneyInput(formatMoneyInput(minor, locale), locale)).toBe(minor);
  });
});
