import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSubdomain, subdomainRule } from './store';
import { storeNameProblem, storeNameRule } from './store-name';
import { isEmail, isHttpsUrl, isPhone } from './contact';
import { uploadProblem } from './upload';

describe('store name (SPEC 5)', () => {
  it.each([
    ['Kaffebaren Götgatan', null],
    ['A & B', 'forbidden_chars'],
    ['100%', 'forbidden_chars'],
    ['   ', 'blank'],
    ['\t', 'blank'],
    ['', null],
  ] as const)('%j -> %s', (name, problem) => {
    expect(storeNameProblem(name)).toBe(problem);
  });

  it('leaves non-texts to the type check', () => {
    expect(storeNameRule.check(42)).toBeNull();
  });
});

describe('subdomain (SPEC 5)', () => {
  it.each([
    ['kaffebaren', true],
    ['kaffe-baren-2', true],
    ['K9', true],
    ['a', true],
    ['-kaffe', false],
    ['kaffe-', false],
    ['kaffebåren', false],
    ['ölstugan', false],
    ['kaffe_baren', false],
    ['kaffe baren', false],
    ['x'.repeat(64), false],
  ])('%j -> %s', (value, ok) => {
    expect(isSubdomain(value)).toBe(ok);
    expect(subdomainRule.check(value)).toBe(ok ? null : 'validation.subdomain');
  });

  it('never accepts a hyphen at either end or a non-ASCII letter', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 70 }), (value) => {
        if (!isSubdomain(value)) return;
        expect(value.startsWith('-') || value.endsWith('-')).toBe(false);
        expect(/^[A-Za-z0-9-]+$/.test(value)).toBe(true);
      }),
    );
  });
});

describe('contact rules', () => {
  it.each([
    ['anna@kaffebaren.se', true],
    ['anna.berg+kvitto@mail.kaffebaren.se', true],
    ['anna@kaffebaren.s', false],
    ['anna@kaffebaren', false],
    ['anna kaffebaren.se', false],
  ])('email %j -> %s', (value, ok) => expect(isEmail(value)).toBe(ok));

  it.each([
    ['+46701234567', true],
    ['070-123 45 67', true],
    ['(08) 123 456', true],
    ['08 123 456', true],
    ['abc', false],
    ['++46701234567', false],
  ])('phone %j -> %s', (value, ok) => expect(isPhone(value)).toBe(ok));

  it.each([
    ['https://kaffebaren.se/meny', true],
    ['http://kaffebaren.se', false],
    ['javascript:alert(1)', false],
    ['kaffebaren.se', false],
  ])('url %j -> %s', (value, ok) => expect(isHttpsUrl(value)).toBe(ok));
});

describe('uploads', () => {
  const png =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  it('accepts a real PNG under the limit', () =>
    expect(uploadProblem({ src: png }, ['image/png'], 2_000_000)).toBeNull());
  it('refuses a file named PNG whose bytes are not', () =>
    expect(
      uploadProblem({ src: 'data:image/png;base64,R0lGODlhAQABAAAAACw=' }, ['image/png'], 2_000_000),
    ).toBe('type'));
  it('refuses a type not accepted', () =>
    expect(uploadProblem({ src: png }, ['image/jpeg'], 2_000_000)).toBe('type'));
  it('refuses a file over the limit', () =>
    expect(uploadProblem({ src: png }, ['image/png'], 10)).toBe('size'));
  it('checks a browser file by its type and size', () => {
    expect(uploadProblem({ rawFile: { type: 'image/png', size: 3_000_000 } }, ['image/png'], 2_000_000)).toBe(
      'size',
    );
    expect(uploadProblem({ rawFile: { type: 'image/gif', size: 10 } }, ['image/png'], 2_000_000)).toBe(
      'type',
    );
  });
  it('accepts an https address and refuses other shapes', () => {
    expect(uploadProblem({ src: 'https://cdn.example.com/logo.png' }, ['image/png'], 1)).toBeNull();
    expect(uploadProblem('logo.png', ['image/png'], 1)).toBe('not_object');
  });
});
