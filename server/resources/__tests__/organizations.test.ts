/**
 * Organizations in the API: every rule as a table run against the form's validation and the API with
 * the same outcome; the PNG logo check; partner admin scoping (list, read, update, move, forged
 * organizationId header); a merchant admin's own organization; who may do what.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { luhnCheckDigit } from '../../../src/domain/validators/organization-number.ts';
import organizations from '../../../src/resources/organizations/index.ts';
import { createRegistry } from '../../../src/schema/registry-core.ts';
import { validateRecord } from '../../../src/schema/validation.ts';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { storedRow } from '../../testing/stored.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { resourceDefinitions } from '../definitions.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const json = { 'Content-Type': 'application/json' };
const as = async (username: string, extra: Record<string, string> = {}) => ({
  ...(await server.authHeader(username)),
  ...json,
  ...extra,
});
const get = async (username: string, path: string, extra: Record<string, string> = {}) =>
  server.app.request(path, { headers: await as(username, extra) });
const send = async (
  username: string,
  method: string,
  path: string,
  body: unknown,
  extra: Record<string, string> = {},
) => server.app.request(path, { method, headers: await as(username, extra), body: JSON.stringify(body) });
const stored = (id: string) => storedRow(server.db, 'organizations', id);

/** A fresh valid organisation number for each call (unique on the platform). */
let serial = 0;
const orgNumber = () => {
  const nine = `5599${String(100000 + ++serial).slice(1)}`;
  return `${nine.slice(0, 6)}-${nine.slice(6)}${luhnCheckDigit(nine)}`;
};

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const JPEG =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAA//EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AN//Z';
const png = { src: `data:image/png;base64,${PNG}`, title: 'logo.png' };
const jpeg = { src: `data:image/jpeg;base64,${JPEG}`, title: 'logo.jpg' };
const fakePng = { src: `data:image/png;base64,${JPEG}`, title: 'logo.png' };
// A real PNG header followed by zeros: 2 MB + 1 byte.
const bigPng = {
  src: `data:image/png;base64,${Buffer.concat([Buffer.from(PNG, 'base64').subarray(0, 8), Buffer.alloc(2 * 1024 * 1024 - 7)]).toString('base64')}`,
  title: 'big.png',
};

const valid = () => ({
  name: 'Testbolaget AB',
  organizationNumber: orgNumber(),
  partnerId: 'partner-nordic',
  status: 'active',
  isCustomer: true,
});

type Case = [string, Record<string, unknown>, string[]];
const cases: Case[] = [
  ['a valid organization', {}, []],
  ['organisation number without hyphen', { organizationNumber: '5592140635' }, []],
  ['organisation number with prefix 16', { organizationNumber: '16559108-7753' }, []],
  [
    'organisation number with a wrong check digit',
    { organizationNumber: '556812-3457' },
    ['organizationNumber:validation.organization_number.checksum'],
  ],
  [
    'organisation number with digits 3-4 below 20',
    { organizationNumber: '551012-3456' },
    ['organizationNumber:validation.organization_number.group'],
  ],
  [
    'organisation number of 9 digits',
    { organizationNumber: '556812-345' },
    ['organizationNumber:validation.organization_number.format'],
  ],
  [
    'organisation number with letters',
    { organizationNumber: '55681A-3458' },
    ['organizationNumber:validation.organization_number.format'],
  ],
  ['no organisation number', { organizationNumber: '' }, ['organizationNumber:validation.required']],
  ['a name of 1 character', { name: 'X' }, ['name:validation.min_length']],
  ['no name', { name: null }, ['name:validation.required']],
  ['no partner', { partnerId: null }, ['partnerId:validation.required']],
  ['an unknown status', { status: 'closed' }, ['status:validation.enum']],
  ['customer flag as text', { isCustomer: 'yes' }, ['isCustomer:validation.not_boolean']],
  ['a PNG logo', { logo: png }, []],
  ['a JPEG logo', { logo: jpeg }, ['logo:validation.file_type']],
  ['a JPEG named .png (fake PNG)', { logo: fakePng }, ['logo:validation.file_type']],
  ['a PNG logo over 2 MB', { logo: bigPng }, ['logo:validation.file_size']],
  ['a logo that is not an upload', { logo: 'logo.png' }, ['logo:validation.not_object']],
  ['an invalid email', { email: 'info@kaffebaren' }, ['email:validation.email']],
];

describe.each(cases)('%s', (_label, change, expected) => {
  it('gets the same outcome from the form and the API', async () => {
    const values = { ...valid(), ...change };
    const form = (await validateRecord(organizations, values, 'create'))
      .map((i) => `${i.field}:${i.key}`)
      .sort();
    const res = await send('super@demo.test', 'POST', '/api/organization', values);
    const body = (await res.json()) as { errors?: { field: string; errorCode: string }[] };
    const api = res.status === 201 ? [] : (body.errors ?? []).map((e) => `${e.field}:${e.errorCode}`).sort();
    expect(form).toEqual([...expected].sort());
    expect(api).toEqual(form);
    expect(res.status).toBe(expected.length ? 400 : 201);
  });
});

describe('rules only the API can judge', () => {
  it('refuses an organisation number another organization has', async () => {
    const res = await send('super@demo.test', 'POST', '/api/organization', {
      ...valid(),
      organizationNumber: '556812-3458',
    });
    const body = await expectApiError(res, 400, 'validation.unique');
    expect(body.errors[0]).toMatchObject({ field: 'organizationNumber' });
  });

  it('takes another spelling of a number in use for the same number (without hyphen, with 16)', async () => {
    for (const spelling of ['5568123458', '16556812-3458', ' 556812-3458 ']) {
      const res = await send('super@demo.test', 'POST', '/api/organization', {
        ...valid(),
        organizationNumber: spelling,
      });
      expect((await expectApiError(res, 400, 'validation.unique')).errors[0]).toMatchObject({
        field: 'organizationNumber',
      });
    }
  });

  it('stores a number as NNNNNN-NNNN however it was typed, and finds it by either spelling', async () => {
    const digits = orgNumber().replace('-', '');
    const res = await send('super@demo.test', 'POST', '/api/organization', {
      ...valid(),
      organizationNumber: `16${digits}`,
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: string; organizationNumber: string };
    const written = `${digits.slice(0, 6)}-${digits.slice(6)}`;
    expect(created.organizationNumber).toBe(written);
    expect((await stored(created.id))?.data.organizationNumber).toBe(written);
    for (const spelling of [digits, written]) {
      const found = await get(
        'super@demo.test',
        `/api/organization?filter=${encodeURIComponent(JSON.stringify({ organizationNumber: spelling }))}`,
      );
      expect(
        ((await found.json()) as { id: string }[]).map((o) => o.id),
        spelling,
      ).toEqual([created.id]);
    }
  });

  it('refuses a partner that does not exist', async () => {
    const res = await send('super@demo.test', 'POST', '/api/organization', {
      ...valid(),
      partnerId: 'partner-nope',
    });
    expect((await expectApiError(res, 400, 'validation.reference_missing')).errors[0]).toMatchObject({
      field: 'partnerId',
    });
  });

  it('stores a PNG logo as an upload and answers its address', async () => {
    const res = await send('super@demo.test', 'POST', '/api/organization', { ...valid(), logo: png });
    expect(res.status).toBe(201);
    const { logo } = (await res.json()) as { logo: { src: string } };
    expect(logo).toEqual({
      ...png,
      src: expect.stringMatching(/^\/infrastructure\/3\.0\/image\/[0-9a-f-]{36}$/),
    });
    expect((await server.app.request(logo.src)).headers.get('content-type')).toBe('image/png');
  });
});

describe('a partner admin (Nordic Payments Partner AB)', () => {
  const partner = 'partner@demo.test';

  it('lists only its partner’s organizations', async () => {
    const res = await get(partner, '/api/organization?range=[0,999]');
    expect(res.status).toBe(200);
    const rows = (await res.json()) as { id: string; partnerId: string }[];
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining(['org-kaffebaren', 'org-nystart']));
    expect(rows.every((r) => r.partnerId === 'partner-nordic')).toBe(true);
    expect(res.headers.get('Content-Range')).toMatch(new RegExp(`/${rows.length}$`));
    const other = await get(
      partner,
      `/api/organization?filter=${encodeURIComponent(JSON.stringify({ id: ['org-bokhandeln'] }))}`,
    );
    expect(await other.json()).toEqual([]);
    const byPartner = await get(
      partner,
      `/api/organization?filter=${encodeURIComponent(JSON.stringify({ partnerId: 'partner-kassa' }))}`,
    );
    expect(await byPartner.json()).toEqual([]);
  });

  it('cannot read, see the history of or update another partner’s organization (404), nor delete any', async () => {
    await expectApiError(await get(partner, '/api/organization/org-bokhandeln'), 404, 'not_found');
    await expectApiError(await get(partner, '/api/organization/org-bokhandeln/history'), 404, 'not_found');
    const before = await stored('org-bokhandeln');
    await expectApiError(
      await send(partner, 'PUT', '/api/organization/org-bokhandeln', {
        name: 'Kapad AB',
        partnerId: 'partner-nordic',
        version: before?.version,
      }),
      404,
      'not_found',
    );
    await expectApiError(
      await server.app.request('/api/organization/org-kaffebaren', {
        method: 'DELETE',
        headers: await as(partner),
      }),
      403,
      'forbidden',
    );
    expect(await stored('org-bokhandeln')).toEqual(before);
  });

  it('reads and edits its own partner’s organization', async () => {
    const res = await get(partner, '/api/organization/org-nystart');
    expect(res.status).toBe(200);
    const record = (await res.json()) as { version: number };
    const put = await send(partner, 'PUT', '/api/organization/org-nystart', {
      isCustomer: false,
      version: record.version,
    });
    expect(put.status).toBe(200);
    expect((await stored('org-nystart'))?.data.isCustomer).toBe(false);
  });

  it('cannot move an organization to another partner, nor create one for another partner', async () => {
    const before = await stored('org-kaffebaren');
    const move = await send(partner, 'PUT', '/api/organization/org-kaffebaren', {
      partnerId: 'partner-kassa',
      version: before?.version,
    });
    expect((await expectApiError(move, 400, 'validation.row_scope.partner')).errors[0]).toMatchObject({
      field: 'partnerId',
    });
    expect(await stored('org-kaffebaren')).toEqual(before);
    const create = await send(partner, 'POST', '/api/organization', {
      ...valid(),
      partnerId: 'partner-kassa',
    });
    await expectApiError(create, 400, 'validation.row_scope.partner');
    const own = await send(partner, 'POST', '/api/organization', { ...valid(), name: 'Partnerns Nya AB' });
    expect(own.status).toBe(201);
    expect(await own.json()).toMatchObject({ partnerId: 'partner-nordic' });
  });

  it('with a forged organizationId header of another partner’s organization: refused', async () => {
    const res = await get(partner, '/api/organization/org-bokhandeln', { organizationId: 'org-bokhandeln' });
    await expectApiError(res, 403, 'organization_not_in_partner');
    const list = await get(partner, '/api/organization', { organizationId: 'org-bokhandeln' });
    await expectApiError(list, 403, 'organization_not_in_partner');
  });

  it('working inside one of its organizations still sees only its partner’s organizations', async () => {
    const res = await get(partner, '/api/organization?range=[0,999]', { organizationId: 'org-kaffebaren' });
    const rows = (await res.json()) as { partnerId: string }[];
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((r) => r.partnerId === 'partner-nordic')).toBe(true);
    await expectApiError(
      await get(partner, '/api/organization/org-bokhandeln', { organizationId: 'org-kaffebaren' }),
      404,
      'not_found',
    );
  });

  it('sees only its own partner among the partners', async () => {
    const rows = (await (await get(partner, '/api/backstage/3.0/partner')).json()) as { id: string }[];
    expect(rows.map((r) => r.id)).toEqual(['partner-nordic']);
    await expectApiError(await get(partner, '/api/backstage/3.0/partner/partner-kassa'), 404, 'not_found');
  });
});

describe('super and support admins', () => {
  it('list every organization', async () => {
    for (const user of ['super@demo.test', 'support@demo.test']) {
      const rows = (await (await get(user, '/api/organization?range=[0,999]')).json()) as { id: string }[];
      expect(rows.map((r) => r.id)).toEqual(
        expect.arrayContaining(['org-kaffebaren', 'org-bokhandeln', 'org-nystart']),
      );
    }
  });

  it('a super admin moves an organization to another partner', async () => {
    const created = (await (
      await send('super@demo.test', 'POST', '/api/organization', { ...valid(), name: 'Flyttbolaget AB' })
    ).json()) as { id: string; version: number };
    const res = await send('super@demo.test', 'PUT', `/api/organization/${created.id}`, {
      partnerId: 'partner-kassa',
      version: created.version,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ partnerId: 'partner-kassa', version: created.version + 1 });
    const history = (await (
      await get('super@demo.test', `/api/organization/${created.id}/history`)
    ).json()) as { changes: Record<string, unknown> }[];
    expect(history[0]?.changes.partnerId).toEqual({ from: 'partner-nordic', to: 'partner-kassa' });
  });

  it('a sales admin has no organizations', async () => {
    await expectApiError(await get('sales@demo.test', '/api/organization'), 403, 'forbidden');
  });
});

describe('a merchant admin (the organization permission)', () => {
  const admin = 'admin@kaffebaren.test';

  it('reads its own organization only, whatever organizationId header it sends', async () => {
    for (const extra of [{}, { organizationId: 'org-bokhandeln' }] as Record<string, string>[]) {
      const rows = (await (await get(admin, '/api/organization?range=[0,999]', extra)).json()) as {
        id: string;
      }[];
      expect(rows.map((r) => r.id)).toEqual(['org-kaffebaren']);
      expect((await get(admin, '/api/organization/org-kaffebaren', extra)).status).toBe(200);
      await expectApiError(await get(admin, '/api/organization/org-bokhandeln', extra), 404, 'not_found');
    }
  });

  it('changes its name and contact details, and keeps them with the whole record sent back as the form does', async () => {
    const before = await stored('org-kaffebaren');
    const record = (await (await get(admin, '/api/organization/org-kaffebaren')).json()) as Record<
      string,
      unknown
    >;
    const res = await send(admin, 'PUT', '/api/organization/org-kaffebaren', {
      ...record,
      name: 'Kaffebaren Söder AB',
      city: 'Stockholm',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const after = await stored('org-kaffebaren');
    expect(after?.data).toEqual({ ...before?.data, name: 'Kaffebaren Söder AB', city: 'Stockholm' });
    await send('super@demo.test', 'PUT', '/api/organization/org-kaffebaren', {
      name: before?.data.name,
      city: before?.data.city ?? null,
      version: after?.version,
    });
  });

  it.each([
    ['its partner', { partnerId: 'partner-kassa' }],
    ['its status', { status: 'blocked' }],
    ['its customer flag', { isCustomer: false }],
    ['its organisation number', { organizationNumber: '559214-0635' }],
  ])('cannot change %s (the platform’s): 400 on the field, nothing stored', async (_what, change) => {
    const before = await stored('org-kaffebaren');
    const res = await send(admin, 'PUT', '/api/organization/org-kaffebaren', {
      ...change,
      name: 'Annat namn AB',
      version: before?.version,
    });
    const body = await expectApiError(res, 400, 'validation.read_only');
    expect(body.errors.map((e: { field?: string }) => e.field)).toEqual(Object.keys(change));
    expect(await stored('org-kaffebaren')).toEqual(before);
  });

  it('cannot create organizations', async () => {
    await expectApiError(await send(admin, 'POST', '/api/organization', valid()), 403, 'forbidden');
  });

  it('an internal admin working inside the organization still changes what the platform owns', async () => {
    const before = await stored('org-kaffebaren');
    const res = await send(
      'super@demo.test',
      'PUT',
      '/api/organization/org-kaffebaren',
      { isCustomer: !before?.data.isCustomer, version: before?.version },
      { organizationId: 'org-kaffebaren' },
    );
    expect(res.status).toBe(200);
    const after = await stored('org-kaffebaren');
    await send('super@demo.test', 'PUT', '/api/organization/org-kaffebaren', {
      isCustomer: before?.data.isCustomer,
      version: after?.version,
    });
  });

  it('reads its own partner’s name (its page shows the partner), and no other partner', async () => {
    const res = await get(admin, '/api/backstage/3.0/partner/partner-nordic');
    expect(await res.json()).toMatchObject({ id: 'partner-nordic', name: 'Nordic Payments Partner AB' });
    const rows = (await (await get(admin, '/api/backstage/3.0/partner')).json()) as { id: string }[];
    expect(rows.map((r) => r.id)).toEqual(['partner-nordic']);
    await expectApiError(await get(admin, '/api/backstage/3.0/partner/partner-kassa'), 404, 'not_found');
    await expectApiError(
      await send(admin, 'PUT', '/api/backstage/3.0/partner/partner-nordic', { name: 'X', version: 1 }),
      403,
      'forbidden',
    );
  });

  it('needs the organization permission key of its settings route', () => {
    const registry = createRegistry(resourceDefinitions);
    expect(
      registry.canAccess('organizations', 'show', { roles: ['admin'], permissions: ['organization'] }),
    ).toBe(true);
    expect(registry.canAccess('organizations', 'show', { roles: ['admin'], permissions: ['stores'] })).toBe(
      false,
    );
    expect(
      registry.canAccess('apps/setting/Organization', 'list', { roles: ['admin'], permissions: [] }),
    ).toBe(false);
    expect(registry.canAccess('organizations', 'list', { roles: ['superadmin'], permissions: [] })).toBe(
      true,
    );
    expect(
      registry.canAccess('apps/superadmin/organizations', 'list', {
        roles: ['admin'],
        permissions: ['organization'],
      }),
    ).toBe(false);
  });
});
