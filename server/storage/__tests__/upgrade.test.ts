/**
 * A database written by the version before typed tables (its `records`, history, credentials, tokens
 * and kept counts, dumped from that version after some API writes: __fixtures__/records-v1.json) is
 * upgraded on first start with every record, version and history entry intact, and the API serves it.
 */
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateOn, swedishToday } from '../../../src/domain/vat.ts';
import { storageOf } from '../../../src/schema/define-resource.ts';
import { createApp } from '../../app.ts';
import { loadConfig, type ServerConfig } from '../../config.ts';
import type { Db } from '../../db/db.ts';
import { migrate, splitStatements } from '../../db/migrate.ts';
import { openPglite } from '../../db/pglite.ts';
import { openPostgres } from '../../db/postgres.ts';
import { resourceDefinitions } from '../../resources/definitions.ts';
import { createFreshDatabase, type FreshDatabase } from '../../testing/fresh-database.ts';
import { storedRow } from '../../testing/stored.ts';
import { clientAuthHeader, TEST_SCOPE } from '../../testing/test-server.ts';
import { ensureSchema } from '../sync.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
interface OldRecord {
  resource: string;
  id: string;
  organization_id: string | null;
  data: Record<string, unknown>;
  version: number;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
}
const dump = JSON.parse(readFileSync(path.join(here, '../__fixtures__/records-v1.json'), 'utf8')) as Record<
  string,
  Record<string, unknown>[]
> & { records: OldRecord[] };

let db: Db;
let fresh: FreshDatabase | undefined;
let config: ServerConfig;

/** The old version's database: its three migrations and its rows, as it left them. */
async function oldDatabase(target: Db): Promise<void> {
  const dir = path.join(here, '../../db/migrations');
  await target.exec(
    'CREATE TABLE schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  for (const file of (await readdir(dir)).filter((f) => /^00[123]_/.test(f)).sort()) {
    for (const statement of splitStatements(await readFile(path.join(dir, file), 'utf8')))
      await target.query(statement);
    await target.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file.replace(/\.sql$/, '')]);
  }
  for (const table of ['records', 'record_history', 'credentials', 'refresh_tokens']) {
    for (const row of dump[table] ?? []) {
      const columns = Object.keys(row);
      const values = columns.map((c) =>
        typeof row[c] === 'object' && row[c] !== null ? JSON.stringify(row[c]) : row[c],
      );
      await target.query(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
        values,
      );
    }
  }
}

beforeAll(async () => {
  const adminUrl = process.env.DATABASE_URL || undefined;
  if (adminUrl) fresh = await createFreshDatabase(adminUrl);
  config = loadConfig({}, { ...fresh?.config });
  db = fresh ? await openPostgres(fresh.url, fresh.directUrl) : await openPglite(undefined);
  await oldDatabase(db);
  // The first start of this version: its migrations, then the tables from the definitions.
  await migrate(db);
  await ensureSchema(db, resourceDefinitions);
}, 120_000);
afterAll(async () => {
  await db.close();
  await fresh?.drop();
});

const definitionOf = (storage: string) => resourceDefinitions.find((d) => storageOf(d) === storage)!;

/**
 * A record as the old version stored it, in the form the typed column answers (a date-time in full ISO
 * form), with the declared defaults of fields it did not have and without the fields dropped since.
 */
function expected(storage: string, data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const definitions = resourceDefinitions.filter((d) => storageOf(d) === storage);
  for (const definition of definitions) {
    for (const [key, field] of Object.entries(definition.fields)) {
      if (field.default !== undefined && typeof field.default !== 'function' && !field.compute)
        out[key] = field.default;
    }
  }
  const dropped = new Set(definitions.flatMap((d) => d.droppedFields ?? []));
  for (const [key, value] of Object.entries(data)) {
    if (dropped.has(key)) continue;
    const field = definitions.map((d) => d.fields[key]).find(Boolean);
    if (field?.kind === 'datetime' && typeof value === 'string') out[key] = new Date(value).toISOString();
    else if (field?.kind === 'enum' && !field.multiple && typeof value === 'number') out[key] = String(value);
    else out[key] = value;
  }
  return out;
}

describe('the upgrade from the records table', () => {
  it('moves every record into its table with its values, version, organization and who and when', async () => {
    expect(dump.records.length).toBeGreaterThan(50);
    for (const old of dump.records) {
      const row = await storedRow(db, old.resource, old.id);
      expect(row, `${old.resource}/${old.id}`).toBeDefined();
      const { taxGroup, ...data } = row!.data;
      expect(data, `${old.resource}/${old.id}`).toEqual(expected(old.resource, old.data));
      if (old.resource === 'products') expect(taxGroup).toMatch(new RegExp(`^tax-${old.organization_id}-`));
      expect(row!.version).toBe(old.version);
      // An organization is its own organization; the old version also wrote its id there.
      const definition = definitionOf(old.resource);
      if (definition.scope === 'organization' || old.resource === 'users')
        expect(row!.organization_id).toBe(old.organization_id);
      expect(new Date(row!.created_at).toISOString()).toBe(new Date(old.created_at).toISOString());
      expect(new Date(row!.updated_at).toISOString()).toBe(new Date(old.updated_at).toISOString());
      expect([row!.created_by, row!.updated_by]).toEqual([old.created_by, old.updated_by]);
    }
    expect(dump.records.some((r) => r.version > 1)).toBe(true);
  });

  it('keeps every history entry, credential and refresh token, and leaves no records table', async () => {
    for (const table of ['record_history', 'credentials', 'refresh_tokens']) {
      const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      expect(row?.n, table).toBe(dump[table]!.length);
    }
    const history = await db.query<{ id: number | string; changes: unknown }>(
      'SELECT id, changes FROM record_history ORDER BY id',
    );
    expect(history.map((h) => [Number(h.id), h.changes])).toEqual(
      dump.record_history!.map((h) => [Number(h.id), h.changes]),
    );
    const [left] = await db.query(
      "SELECT 1 FROM pg_tables WHERE schemaname = current_schema() AND tablename IN ('records', 'legacy_records')",
    );
    expect(left).toBeUndefined();
  });

  it('keeps the list totals', async () => {
    const totals = async () =>
      Object.fromEntries(
        (
          await db.query<{ resource: string; n: number | string }>(
            'SELECT resource, sum(n) AS n FROM record_counts GROUP BY 1',
          )
        ).map((r) => [r.resource, Number(r.n)]),
      );
    const old: Record<string, number> = {};
    for (const record of dump.records) old[record.resource] = (old[record.resource] ?? 0) + 1;
    // Each organization gained the standard tax groups its products now point to.
    expect(await totals()).toEqual({ ...old, 'tax-groups': 5 * old.organizations! });
  });

  it('gives each old product the tax group whose rate today was its VAT rate', async () => {
    const rows = await db.query<{ id: string; rates: { rate: number; validFrom?: string }[] }>(
      `SELECT p.id, t.rates FROM products p JOIN tax_groups t ON t.id = p.tax_group`,
    );
    const rateOf = new Map(rows.map((r) => [r.id, rateOn(r.rates, swedishToday())]));
    for (const old of dump.records.filter((r) => r.resource === 'products'))
      expect(rateOf.get(old.id), old.id).toBe(Number(old.data.vatRate));
  });

  it('serves the upgraded data: sign-in with the stored password, a record as it was last written, its history', async () => {
    const app = createApp({ db, config });
    const token = await app.request('/token', {
      method: 'POST',
      headers: { ...clientAuthHeader(config), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: 'admin@kaffebaren.test',
        password: 'Demo1234!',
        scope: TEST_SCOPE,
      }).toString(),
    });
    expect(token.status).toBe(200);
    const headers = {
      Authorization: `Bearer ${((await token.json()) as { access_token: string }).access_token}`,
    };
    const store = (await (await app.request('/api/store/store-kaffebaren-gotgatan', { headers })).json()) as {
      address: string;
      version: number;
    };
    expect(store).toMatchObject({ address: 'Götgatan 16, 118 46 Stockholm', version: 2 });
    const history = (await (
      await app.request('/api/store/store-kaffebaren-gotgatan/history', { headers })
    ).json()) as { changes: Record<string, unknown> }[];
    expect(history[0]?.changes).toEqual({
      address: { from: 'Götgatan 14, 118 46 Stockholm', to: 'Götgatan 16, 118 46 Stockholm' },
    });
    const list = await app.request('/api/warehouse', { headers });
    expect(list.headers.get('content-range')).toBe(`warehouses 0-3/4`);
  });
});
