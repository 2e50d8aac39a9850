import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_GROUPS } from '../../src/domain/roles.ts';
import { validateRecord } from '../../src/schema/validation.ts';
import { resourceDefinitions } from '../resources/definitions.ts';
import { createTestServer, type TestServer } from '../testing/test-server.ts';
import { DEMO_USERS } from './demo-users.ts';
import { ORGANIZATIONS } from './organizations.ts';
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

describe('seed', () => {
  it('runs on the database the environment asks for', () => {
    expect(server.db.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('creates the partners, organizations, products and demo users', async () => {
    expect(await count("records WHERE resource = 'partners'")).toBe(2);
    expect(await count("records WHERE resource = 'organizations'")).toBe(3);
    expect(await count("records WHERE resource = 'users'")).toBe(DEMO_USERS.length);
    expect(
      await count("records WHERE resource = 'products' AND organization_id = 'org-kaffebaren'"),
    ).toBeGreaterThanOrEqual(10);
    expect(await count("records WHERE resource = 'products' AND organization_id <> 'org-kaffebaren'")).toBe(
      0,
    );
    expect(await count('credentials')).toBe(DEMO_USERS.length);
  });

  it('gives every organization a valid organisation number and itself as organization_id', async () => {
    const rows = await server.db.query<{
      id: string;
      organization_id: string;
      data: { organizationNumber: string; partnerId: string };
    }>("SELECT id, organization_id, data FROM records WHERE resource = 'organizations'");
    for (const row of rows) {
      expect(row.organization_id).toBe(row.id);
      expect(validOrganizationNumber(row.data.organizationNumber), row.data.organizationNumber).toBe(true);
      expect(['partner-nordic', 'partner-kassa']).toContain(row.data.partnerId);
    }
    expect(ORGANIZATIONS.find((o) => o.id === 'org-nystart')?.partnerId).toBe('partner-nordic');
  });

  it('uses only known identity groups and keeps password hashes out of the user records', async () => {
    const users = await server.db.query<{ data: Record<string, unknown> }>(
      "SELECT data FROM records WHERE resource = 'users'",
    );
    for (const { data } of users) {
      expect(IDENTITY_GROUPS).toContain((data.groups as string[])[0]);
      expect(JSON.stringify(data)).not.toMatch(/scrypt|password/i);
    }
  });

  it('prices products in öre with Swedish VAT rates', async () => {
    const products = await server.db.query<{
      data: { unitPrice: number; vatRate: number; priceIncludesVat: boolean };
    }>("SELECT data FROM records WHERE resource = 'products'");
    for (const { data } of products) {
      expect(Number.isInteger(data.unitPrice)).toBe(true);
      expect([6, 12, 25]).toContain(data.vatRate);
      expect(data.priceIncludesVat).toBe(true);
    }
  });

  it('stores users that their own edit forms accept, so a status change alone saves', async () => {
    const definition = (name: string) => resourceDefinitions.find((d) => d.name === name)!;
    const users = await server.db.query<{ id: string; organization_id: string | null; data: Record<string, unknown> }>(
      "SELECT id, organization_id, data FROM records WHERE resource = 'users'",
    );
    for (const { id, organization_id, data } of users) {
      const shownBy = definition(organization_id ? 'users' : 'allusers');
      const own = Object.fromEntries(Object.entries(data).filter(([key]) => Object.hasOwn(shownBy.fields, key)));
      const issues = await validateRecord(shownBy, own, 'edit');
      expect(issues, id).toEqual([]);
    }
  });

  it('stores organizations with only the fields of their definition (a form sends them all back)', async () => {
    const definition = resourceDefinitions.find((d) => d.name === 'organizations')!;
    const rows = await server.db.query<{ id: string; data: Record<string, unknown> }>("SELECT id, data FROM records WHERE resource = 'organizations'");
    for (const { id, data } of rows) {
      expect(Object.keys(data).filter((key) => !Object.hasOwn(definition.fields, key)), id).toEqual([]);
      expect(await validateRecord(definition, data, 'edit'), id).toEqual([]);
    }
  });

  it('does nothing when run again', async () => {
    const before = await count('records');
    expect(await seed(server.db)).toBe(false);
    expect(await count('records')).toBe(before);
  });
});
