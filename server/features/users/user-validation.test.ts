/**
 * Every user rule as a table, run against the form's schema (src/schema/validation.ts, as the form
 * runs it) and against the API: the same field gets the same message key, or both accept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allusers, partneradmins, superusers } from '../../../src/resources/internal-users.ts';
import users from '../../../src/resources/users.ts';
import { isWritable, validateRecord } from '../../../src/schema/validation.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

type Json = Record<string, unknown>;
type Outcome = { field: string; key: string } | null;

let serial = 0;
const merchant = (over: Json): Json => {
  serial += 1;
  return {
    firstName: 'Greta',
    lastName: 'Lovisa',
    username: `table${serial}`,
    email: `table${serial}@kaffebaren.test`,
    password: 'Kaffe2025!',
    groups: ['Seller'],
    status: 'active',
    stores: ['store-kaffebaren-gotgatan'],
    permissions: ['login-register'],
    ...over,
  };
};
const without = (key: string) => (values: Json) => {
  const copy = { ...values };
  delete copy[key];
  return copy;
};

const MERCHANT_CASES: [string, Json | ((v: Json) => Json), Outcome][] = [
  ['a valid seller', {}, null],
  ['a first name of 2 letters', { firstName: 'Al' }, null],
  ['a first name of 1 letter', { firstName: 'A' }, { field: 'firstName', key: 'validation.user.name' }],
  ['a blank first name', { firstName: '   ' }, { field: 'firstName', key: 'validation.user.name' }],
  ['no last name', without('lastName'), { field: 'lastName', key: 'validation.required' }],
  ['a last name of 1 letter', { lastName: 'Ö' }, { field: 'lastName', key: 'validation.user.name' }],
  [
    'a username of 4 characters',
    { username: 'abcd' },
    { field: 'username', key: 'validation.user.username' },
  ],
  ['a username of 99 characters', { username: `u${'a'.repeat(98)}` }, null],
  [
    'a username of 100 characters',
    { username: `u${'a'.repeat(99)}` },
    { field: 'username', key: 'validation.user.username' },
  ],
  ['a username with _', { username: 'kalle_1' }, { field: 'username', key: 'validation.user.username' }],
  [
    'an admin with a plain username',
    { groups: ['MerchantAdmin'], username: 'kalle12345' },
    { field: 'username', key: 'validation.user.admin_username' },
  ],
  [
    'an admin with an email username',
    { groups: ['MerchantAdmin'], username: 'kalle.table@kaffebaren.test' },
    null,
  ],
  [
    'an email without a top-level domain',
    { email: 'greta@kaffebaren' },
    { field: 'email', key: 'validation.email' },
  ],
  [
    'an email with a 1-letter top-level domain',
    { email: 'greta@kaffebaren.s' },
    { field: 'email', key: 'validation.email' },
  ],
  ['an email without @', { email: 'greta.kaffebaren.se' }, { field: 'email', key: 'validation.email' }],
  ['no password', without('password'), { field: 'password', key: 'validation.required' }],
  ['a password of 7', { password: 'abcdef1' }, { field: 'password', key: 'validation.password.invalid' }],
  [
    'a password without a digit',
    { password: 'abcdefgh' },
    { field: 'password', key: 'validation.password.invalid' },
  ],
  [
    'a password without a letter',
    { password: '12345678' },
    { field: 'password', key: 'validation.password.invalid' },
  ],
  [
    'a password with a tab',
    { password: 'abcd\t1234' },
    { field: 'password', key: 'validation.password.invalid' },
  ],
  ['a password of 50', { password: `a1${'x'.repeat(48)}` }, null],
  [
    'a password of 51',
    { password: `a1${'x'.repeat(49)}` },
    { field: 'password', key: 'validation.password.too_long' },
  ],
  [
    'a password of 200',
    { password: `a1${'x'.repeat(198)}` },
    { field: 'password', key: 'validation.password.too_long' },
  ],
  ['a PIN of 4 digits', { pin: '0123' }, null],
  ['a PIN of 3 digits', { pin: '123' }, { field: 'pin', key: 'validation.user.pin' }],
  ['a PIN of 5 digits', { pin: '12345' }, { field: 'pin', key: 'validation.user.pin' }],
  [
    'a cashier code with a letter',
    { cashierCode: '12a4' },
    { field: 'cashierCode', key: 'validation.user.cashier_code' },
  ],
  ['a login code of 6 digits', { loginCode: '123456' }, null],
  [
    'a login code of 5 digits',
    { loginCode: '12345' },
    { field: 'loginCode', key: 'validation.user.login_code' },
  ],
  [
    'an internal role',
    { groups: ['SuperAdmin'], username: 'super.table@kaffebaren.test' },
    { field: 'groups.0', key: 'validation.enum' },
  ],
  ['two roles', { groups: ['Seller', 'StoreManager'] }, { field: 'groups', key: 'validation.max_items' }],
  ['no role', { groups: [] }, { field: 'groups', key: 'validation.min_items' }],
  ['a status that does not exist', { status: 'paused' }, { field: 'status', key: 'validation.enum' }],
  ['an inactive user', { status: 'inactive' }, null],
  ['no store', { stores: [] }, { field: 'stores', key: 'validation.min_items' }],
  [
    'no login permission',
    { permissions: ['users', 'stores'] },
    { field: 'permissions', key: 'validation.user.login_permission' },
  ],
  [
    'the back-office login permission',
    // A merchant admin gives any merchant role but Owner (docs/decisions.md "Who may touch an Owner").
    {
      groups: ['MerchantAdmin'],
      username: 'admin.table@kaffebaren.test',
      permissions: ['login-backstage', 'users'],
    },
    null,
  ],
  [
    'time tracking without SSN',
    { timeTracking: true },
    { field: 'ssn', key: 'validation.user.ssn_required' },
  ],
  [
    'time tracking with a wrong check digit',
    { timeTracking: true, ssn: '811218-9875' },
    { field: 'ssn', key: 'validation.personnummer' },
  ],
  ['time tracking with a valid SSN', { timeTracking: true, ssn: '19811218-9876' }, null],
  ['time tracking with a samordningsnummer', { timeTracking: true, ssn: '701063-2391' }, null],
  ['an SSN in the future', { ssn: '20991218-9876' }, { field: 'ssn', key: 'validation.personnummer' }],
  ['an unknown field', { nickname: 'Gurra' }, { field: 'nickname', key: 'validation.unknown_field' }],
];

/** As the create form validates: its defaults, then what the user entered. */
async function formOutcome(definition: ResourceDefinition, values: Json): Promise<Outcome[]> {
  const defaults = Object.entries(definition.fields).filter(
    ([, f]) => f.default !== undefined && isWritable(f, 'create'),
  );
  const form = {
    ...Object.fromEntries(defaults.map(([source, f]) => [source, structuredClone(f.default)])),
    ...values,
  };
  return (await validateRecord(definition, form, 'create')).map(({ field, key }) => ({ field, key }));
}

async function apiOutcome(user: string, path: string, values: Json): Promise<Outcome[]> {
  const res = await server.app.request(path, {
    method: 'POST',
    headers: { ...(await server.authHeader(user)), 'Content-Type': 'application/json' },
    body: JSON.stringify(values),
  });
  if (res.status === 201) return [];
  const body = (await res.json()) as { errors: { field?: string; errorCode: string }[] };
  expect(res.status, JSON.stringify(body)).toBe(400);
  return body.errors.map((e) => ({ field: e.field ?? '', key: e.errorCode }));
}

describe('merchant users: the form and the API agree', () => {
  it.each(MERCHANT_CASES)('%s', async (_name, change, expected) => {
    const values = typeof change === 'function' ? change(merchant({})) : merchant(change);
    const form = await formOutcome(users, values);
    const api = await apiOutcome('admin@kaffebaren.test', '/api/users/3.1/user', values);
    expect(form).toEqual(expected ? [expected] : []);
    expect(api).toEqual(form);
  });
});

const internal = (over: Json): Json => {
  serial += 1;
  return {
    firstName: 'Ingrid',
    lastName: 'Intern',
    username: `intern${serial}@demo.test`,
    email: `intern${serial}@demo.test`,
    password: 'Kaffe2025!',
    ...over,
  };
};

const INTERNAL_CASES: [string, Json, Outcome][] = [
  ['a valid super admin', {}, null],
  [
    'a username that is not an email',
    { username: 'intern12345' },
    { field: 'username', key: 'validation.user.admin_username' },
  ],
  ['a first name of 1 letter', { firstName: 'I' }, { field: 'firstName', key: 'validation.user.name' }],
  ['a short password', { password: 'kort1' }, { field: 'password', key: 'validation.password.invalid' }],
];

describe('internal users: the form and the API agree', () => {
  it.each(INTERNAL_CASES)('%s', async (_name, change, expected) => {
    const values = internal(change);
    const form = await formOutcome(superusers, values);
    const api = await apiOutcome('super@demo.test', '/api/users/3.1/superadmins', values);
    expect(form).toEqual(expected ? [expected] : []);
    expect(api).toEqual(form);
  });

  it('a partner admin needs a partner that exists', async () => {
    const missing = internal({});
    expect(await formOutcome(partneradmins, missing)).toEqual([
      { field: 'partnerId', key: 'validation.required' },
    ]);
    expect(await apiOutcome('super@demo.test', '/api/users/3.1/partneradmins', missing)).toEqual([
      { field: 'partnerId', key: 'validation.required' },
    ]);
    expect(
      await apiOutcome(
        'super@demo.test',
        '/api/users/3.1/partneradmins',
        internal({ partnerId: 'partner-nowhere' }),
      ),
    ).toEqual([{ field: 'partnerId', key: 'validation.reference_missing' }]);
    expect(
      await apiOutcome(
        'super@demo.test',
        '/api/users/3.1/partneradmins',
        internal({ partnerId: 'partner-kassa' }),
      ),
    ).toEqual([]);
  });

  it.each([
    ['user-kaffebaren-seller01', 'sel', { field: 'username', key: 'validation.user.username' }],
    ['user-kaffebaren-seller01', 'seller01b', null],
    ['user-super', 'superuser1', { field: 'username', key: 'validation.user.admin_username' }],
  ] as const)('all users judges the username of %s by its role: %s', async (id, username, expected) => {
    const path = `/api/users/user/full-list/${id}`;
    const headers = { ...(await server.authHeader('super@demo.test')), 'Content-Type': 'application/json' };
    const record = (await (await server.app.request(path, { headers })).json()) as Json;
    const values = { ...record, username };
    const form = (await validateRecord(allusers, values, 'edit')).map(({ field, key }) => ({ field, key }));
    expect(form).toEqual(expected ? [expected] : []);
    const res = await server.app.request(path, { method: 'PUT', headers, body: JSON.stringify(values) });
    const api =
      res.status === 200
        ? []
        : ((await res.json()) as { errors: { field?: string; errorCode: string }[] }).errors.map((e) => ({
            field: e.field ?? '',
            key: e.errorCode,
          }));
    expect(api).toEqual(form);
  });
});
