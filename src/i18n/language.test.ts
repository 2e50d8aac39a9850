import { describe, expect, it } from 'vitest';
import { chooseLocale, languageCookie, LANGUAGE_COOKIE_MAX_AGE, matchLocale, readCookie } from './language';

describe('language choice', () => {
  it.each([
    { name: 'cookie beats browser', cookie: 'language=en', browser: ['sv-SE'], expected: 'en' },
    {
      name: 'cookie sv beats an English browser',
      cookie: 'a=1; language=sv; b=2',
      browser: ['en-US', 'en'],
      expected: 'sv',
    },
    { name: 'browser beats default', cookie: '', browser: ['en-GB'], expected: 'en' },
    {
      name: 'first supported browser language wins',
      cookie: null,
      browser: ['de-DE', 'en-US', 'sv'],
      expected: 'en',
    },
    {
      name: 'unsupported cookie value falls through to browser',
      cookie: 'language=fr',
      browser: ['en'],
      expected: 'en',
    },
    {
      name: 'default is Swedish when nothing matches',
      cookie: 'other=en',
      browser: ['de', 'fr-FR'],
      expected: 'sv',
    },
    { name: 'default is Swedish with no information', cookie: undefined, browser: [], expected: 'sv' },
  ])('$name', ({ cookie, browser, expected }) => {
    expect(chooseLocale({ cookie, browserLanguages: browser })).toBe(expected);
  });

  it('matches language tags and the provider code SE', () => {
    expect(matchLocale('sv_SE')).toBe('sv');
    expect(matchLocale('SE')).toBe('sv');
    expect(matchLocale('EN')).toBe('en');
    expect(matchLocale('nb-NO')).toBeUndefined();
  });

  it('writes a cookie that lives 315576000 s on the whole site', () => {
    expect(LANGUAGE_COOKIE_MAX_AGE).toBe(315576000);
    const cookie = languageCookie('en');
    expect(cookie).toContain('language=en');
    expect(cookie).toContain('Max-Age=315576000');
    expect(cookie).toContain('Path=/');
    expect(readCookie(cookie.split(';')[0] ?? '', 'language')).toBe('en');
  });
});
