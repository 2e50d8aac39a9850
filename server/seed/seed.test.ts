import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_GROUPS } from '../../src/domain/roles.ts';
import { validateRecord } from '../../src/schema/validation.ts';
import { resourceDefinitions } from '../resources/definitions.ts';
import { countAllRecords, storedRows } from '../testing/stored.ts';
import { createTestServer, type TestServer } from '../testing/test-server.ts';
import { DEMO_USERS } from './demo-users.ts';
import { ORGANIZATIONS } from './organizations.ts';
import { AGREEMENTS_SEED } from '../features/onboarding/seed.ts';
import { seed } from './seed.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const count = async (sql: string, params: unknown[] = []) =>
  (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]?.n;

/** Swedish organisationsnummer: 10 digits, Luhn over all of them, digits 3-4 at least 20. */
function validOrganizationNumber(value: string): boolean {
  const digits = value.replace('-', '');
  if (!/^\d{10}$/.test(digits) || Number(digits.slice(2, 4)) < 20) return false;
  const sum = [...digits].reduce((acc, ch, i) => {
    const d = Number(ch) * (i % 2 === 0 ? 2 : 1);
    return acc + (d > 9 ? d - 9 : d);
  }, 0);
  return sum % 10 === 0;
}

/** The seeded signed agreements each set up their merchant: an organization and its invited admin. */
const PROVISIONED = AGREEMENTS_SEED.filter((lead) => lead.data.status === 'done').length;

describe('seed', () => {
  it('runs on the database the environment asks for', () => {
    expect(server.db.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('creates the partners, organizations, products and demo users', async () => {
    expect(await count('partners')).toBe(2);
    expect(PROVISIONED).toBe(2);
    expect(await count('organizations')).toBe(ORGANIZATIONS.length + PROVISIONED);
    expect(await count('users')).toBe(DEMO_USERS.length + PROVISIONED);
    expect(await count("products WHERE organization_id = 'org-kaffebaren'")).toBeGreaterThanOrEqual(140);
    expect(await count("products WHERE organization_id = 'org-bokhandeln'")).toBeGreaterThanOrEqual(60);
    // The new organization starts empty.
    expect(await count("products WHERE organization_id = 'org-nystart'")).toBe(0);
    expect(await count('credentials')).toBe(DEMO_USERS.length + PROVISIONED);
  });

  it('gives every organization a valid organisation number and its own id as the organization of its records', async () => {
    const rows = await storedRows(server.db, 'organizations');
    // The organizations table has no organization_id: an organization's id is the organization.
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining(ORGANIZATIONS.map((o) => o.id)));
    expect(rows).toHaveLength(ORGANIZATIONS.length + PROVISIONED);
    for (const row of rows) {
      expect(row.organization_id).toBeNull();
      const { organizationNumber, partnerId } = row.data as { organizationNumber: string; partnerId: string };
      expect(validOrganizationNumber(organizationNumber), organizationNumber).toBe(true);
      expect(['partner-nordic', 'partner-kassa']).toContain(partnerId);
    }
    // The seeded records of an organization name it by that id.
    const ids = rows.map((row) => row.id);
    for (const storage of ['users', 'products']) {
      for (const record of await storedRows(server.db, storage))
        if (record.organization_id !== null) expect(ids, record.id).toContain(record.organization_id);
    }
    expect(ORGANIZATIONS.find((o) => o.id === 'org-nystart')?.partnerId).toBe('partner-nordic');
  });

  it('uses only known identity groups and keeps password hashes out of the user records', async () => {
    const users = await storedRows(server.db, 'users');
    expect(users.length).toBe(DEMO_USERS.length + PROVISIONED);
    for (const { data } of users) {
      expect(IDENTITY_GROUPS).toContain((data.groups as string[])[0]);
      expect(JSON.stringify(data)).not.toMatch(/scrypt|password/i);
    }
  });

  it('stores catalogues that their own forms accept, with prices in öre', async () => {
    for (const name of [
      'tax-groups',
      'modifier-sets',
      'product-groups',
      'products',
      'customers',
      'gift-card-templates',
    ]) {
      const definition = resourceDefinitions.find((d) => d.name === name)!;
      const rows = await storedRows(server.db, name);
      expect(rows.length).toBeGreaterThan(0);
      for (const { data } of rows) expect(await validateRecord(definition, data, 'create')).toEqual([]);
    }
    for (const { data } of await storedRows(server.db, 'products'))
      expect(Number.isInteger(data.unitPrice)).toBe(true);
  });

  it('keeps the group tree: products only in groups without sub-groups, at most 100 in one', async () => {
    const groups = await storedRows(server.db, 'product-groups');
    const parents = new Set(groups.map((g) => g.data.parent).filter(Boolean));
    const perGroup = new Map<unknown, number>();
    for (const { data } of await storedRows(server.db, 'products'))
      perGroup.set(data.group, (perGroup.get(data.group) ?? 0) + 1);
    for (const [group, n] of perGroup) {
      expect(parents.has(group)).toBe(false);
      expect(n).toBeLessThanOrEqual(100);
    }
    for (const { data } of groups.filter((g) => g.data.parent))
      expect(groups.find((g) => g.id === data.parent)?.data.parent ?? null).toBeNull();
  });

  it('stores users that their own edit forms accept, so a status change alone saves', async () => {
    const definition = (name: string) => resourceDefinitions.find((d) => d.name === name)!;
    const users = await storedRows(server.db, 'users');
    expect(users.length).toBe(DEMO_USERS.length + PROVISIONED);
    for (const { id, organization_id, data } of users) {
      const shownBy = definition(organization_id ? 'users' : 'allusers');
      const own = Object.fromEntries(
        Object.entries(data).filter(([key]) => Object.hasOwn(shownBy.fields, key)),
      );
      const issues = await validateRecord(shownBy, own, 'edit');
      expect(issues, id).toEqual([]);
    }
  });

  it('stores organizations with only the fields of their definition (a form sends them all back)', async () => {
    const definition = resourceDefinitions.find((d) => d.name === 'organizations')!;
    const rows = await storedRows(server.db, 'organizations');
    expect(rows.length).toBe(ORGANIZATIONS.length + PROVISIONED);
    for (const { id, data } of rows) {
      expect(
        Object.keys(data).filter((key) => !Object.hasOwn(definition.fields, key)),
        id,
      ).toEqual([]);
      expect(await validateRecord(definition, data, 'edit'), id).toEqual([]);
    }
  });

  it('does nothing when run again', async () => {
    const before = await countAllRecords(server.db);
    expect(before).toBeGreaterThan(0);
    expect(await seed(server.db)).toBe(false);
    expect(await countAllRecords(server.db)).toBe(before);
  });
});
