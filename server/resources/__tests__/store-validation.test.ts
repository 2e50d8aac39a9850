/**
 * Every store rule as a table, run against the form's validation (validateRecord, what the generated
 * form calls) and the API (POST /api/store): the same fields refused with the same message keys.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import stores from '../../../src/resources/stores/index.ts';
import { validateRecord } from '../../../src/schema/validation.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let headers: Record<string, string>;
beforeAll(async () => {
  server = await createTestServer();
  headers = { ...(await server.authHeader('admin@nystart.test')), 'Content-Type': 'application/json' };
});
afterAll(() => server.close());

let n = 0;
const valid = () => ({
  name: `Butik ${++n}`,
  timeZone: 'Europe/Stockholm',
  currency: 'SEK',
  supportedLanguages: ['sv', 'en'],
  defaultLanguage: 'sv',
});

type Case = [string, Record<string, unknown>, string[]];
const cases: Case[] = [
  ['a plain name', {}, []],
  ['name with &', { name: 'Kaffe & Kaka' }, ['name:validation.store_name.forbidden_chars']],
  ['name with %', { name: '50% rabatt' }, ['name:validation.store_name.forbidden_chars']],
  ['name of only spaces', { name: '   ' }, ['name:validation.store_name.blank']],
  ['empty name', { name: '' }, ['name:validation.required']],
  ['name of 101 characters', { name: 'x'.repeat(101) }, ['name:validation.max_length']],
  ['Swedish letters in the name', { name: 'Årsta Café Ölandsgatan' }, []],
  ['subdomain with letters, digits, hyphen inside', { subdomain: 'kaffe-bar-2' }, []],
  ['subdomain with å', { subdomain: 'kaffebåren' }, ['subdomain:validation.subdomain']],
  ['subdomain starting with a hyphen', { subdomain: '-kaffe' }, ['subdomain:validation.subdomain']],
  ['subdomain ending with a hyphen', { subdomain: 'kaffe-' }, ['subdomain:validation.subdomain']],
  ['subdomain with a dot', { subdomain: 'kaffe.bar' }, ['subdomain:validation.subdomain']],
  [
    'no supported language',
    { supportedLanguages: [] },
    ['supportedLanguages:validation.min_items', 'defaultLanguage:validation.store.default_language'],
  ],
  ['no default language', { defaultLanguage: null }, ['defaultLanguage:validation.required']],
  [
    'default language not supported',
    { defaultLanguage: 'de' },
    ['defaultLanguage:validation.store.default_language'],
  ],
  ['unknown language', { supportedLanguages: ['sv', 'xx'] }, ['supportedLanguages.1:validation.enum']],
  ['latitude out of range', { latitude: 91 }, ['latitude:validation.max']],
  ['longitude out of range', { longitude: -181 }, ['longitude:validation.min']],
  [
    'closing before opening',
    { openingHours: [{ day: 'mon', opens: '10:00', closes: '09:00' }] },
    ['openingHours.0.closes:validation.opening_hours.order'],
  ],
  [
    'a day twice',
    {
      openingHours: [
        { day: 'mon', opens: '08:00', closes: '17:00' },
        { day: 'mon', opens: '18:00', closes: '20:00' },
      ],
    },
    ['openingHours.1.day:validation.opening_hours.duplicate_day'],
  ],
  [
    'a malformed time',
    { openingHours: [{ day: 'tue', opens: '25:00', closes: '26:00' }] },
    ['openingHours.0.opens:validation.time', 'openingHours.0.closes:validation.time'],
  ],
  ['unknown currency', { currency: 'GBP' }, ['currency:validation.enum']],
];

describe.each(cases)('%s', (_label, change, expected) => {
  it('gets the same outcome from the form and the API', async () => {
    const values = { ...valid(), ...change };
    const form = (await validateRecord(stores, values, 'create')).map((i) => `${i.field}:${i.key}`).sort();
    const res = await server.app.request('/api/store', {
      method: 'POST',
      headers,
      body: JSON.stringify(values),
    });
    const body = (await res.json()) as { errors?: { field: string; errorCode: string }[] };
    const api = res.status === 201 ? [] : (body.errors ?? []).map((e) => `${e.field}:${e.errorCode}`).sort();
    expect(form).toEqual([...expected].sort());
    expect(api).toEqual(form);
    expect(res.status).toBe(expected.length ? 400 : 201);
  });
});

it('refuses a duplicate name in the same organization, case-insensitively (the API alone knows)', async () => {
  const first = { ...valid(), name: 'Nystart Centrum' };
  expect(
    (await server.app.request('/api/store', { method: 'POST', headers, body: JSON.stringify(first) })).status,
  ).toBe(201);
  const res = await server.app.request('/api/store', {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...valid(), name: 'NYSTART centrum' }),
  });
  expect(res.status).toBe(400);
  expect(((await res.json()) as { errors: { field: string; errorCode: string }[] }).errors[0]).toMatchObject({
    field: 'name',
    errorCode: 'validation.unique',
  });
});
