/**
 * The database's references hold (DESIGN.md 5): a record that others name cannot be deleted (409
 * naming what uses it, in sv and en; nothing changes), and a write that breaks a constraint past the
 * validation answers 400 on its field, never 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { storedRow } from '../../testing/stored.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { constraintError } from '../constraint-errors.ts';
import { resourceDefinitions } from '../definitions.ts';
import { insertRow } from '../storage.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const remove = async (username: string, path: string, extra: Record<string, string> = {}) =>
  server.app.request(path, {
    method: 'DELETE',
    headers: { ...(await server.authHeader(username)), ...extra },
  });

describe('deleting a record in use', () => {
  it('refuses a warehouse that a store uses, naming the store, and keeps it', async () => {
    const body = await expectApiError(
      await remove('admin@kaffebaren.test', '/api/warehouse/wh-kaffebaren-central'),
      409,
      'errors.in_use',
    );
    expect(body.errors[0]?.errorMessage).toEqual({
      en: 'It cannot be deleted while it is used by 1 store (Kaffebaren Götgatan)',
      sv: 'Den kan inte tas bort medan den används av 1 butik (Kaffebaren Götgatan)',
    });
    expect(await storedRow(server.db, 'warehouses', 'wh-kaffebaren-central')).toBeDefined();
  });

  it('deletes a warehouse nothing uses', async () => {
    expect((await remove('admin@kaffebaren.test', '/api/warehouse/wh-kaffebaren-extra')).status).toBe(200);
    expect(await storedRow(server.db, 'warehouses', 'wh-kaffebaren-extra')).toBeUndefined();
  });

  it('refuses a store that users work in (a list of references)', async () => {
    const body = await expectApiError(
      await remove('admin@kaffebaren.test', '/api/store/store-kaffebaren-gotgatan'),
      409,
      'errors.in_use',
    );
    expect(body.errors[0]?.errorMessage.en).toMatch(
      /used by 4 users \(admin@kaffebaren.test, nobackstage@kaffebaren.test, owner@kaffebaren.test and 1 more\)/,
    );
    expect(await storedRow(server.db, 'stores', 'store-kaffebaren-gotgatan')).toBeDefined();
  });

  it('keeps a partner with organizations and an organization with records, whoever deletes', async () => {
    // Partners are read-only in the API; the foreign key holds for any writer.
    // restrict_violation on PGlite, foreign_key_violation on PostgreSQL 15.
    const refusal = (text: string) =>
      server.db.query(text).then(
        () => 'deleted',
        (error: { code?: string }) => error.code,
      );
    expect(['23001', '23503']).toContain(await refusal("DELETE FROM partners WHERE id = 'partner-nordic'"));
    // Organizations are closed by their status, never deleted by the API; their records keep them anyway.
    expect(['23001', '23503']).toContain(await refusal("DELETE FROM organizations WHERE id = 'org-nystart'"));
    expect(await storedRow(server.db, 'organizations', 'org-nystart')).toBeDefined();
  });
});

describe('a constraint broken past the validation', () => {
  const stores = resourceDefinitions.find((d) => d.name === 'stores')!;
  const write = (data: Record<string, unknown>) =>
    server.db
      .transaction((tx) => insertRow(tx, stores, crypto.randomUUID(), 'org-kaffebaren', data, 'test'))
      .then(
        () => null,
        (error: unknown) => constraintError(stores, error),
      );

  it('answers 400 on the field whose CHECK, NOT NULL or foreign key refused it', async () => {
    const base = {
      name: 'Butik X',
      timeZone: 'Europe/Stockholm',
      currency: 'SEK',
      supportedLanguages: ['sv'],
      defaultLanguage: 'sv',
    };
    expect((await write({ ...base, currency: 'XYZ' }))?.items).toEqual([
      expect.objectContaining({
        field: 'currency',
        errorCode: 'validation.not_allowed',
        errorMessage: { en: 'This value is not allowed', sv: 'Värdet är inte tillåtet' },
      }),
    ]);
    expect((await write({ ...base, name: undefined }))?.items).toEqual([
      expect.objectContaining({ field: 'name', errorCode: 'validation.required' }),
    ]);
    expect((await write({ ...base, warehouseId: 'no-such-warehouse' }))?.items).toEqual([
      expect.objectContaining({ field: 'warehouseId', errorCode: 'validation.reference_missing' }),
    ]);
    expect((await write({ ...base, name: 'Kaffebaren Götgatan' }))?.items).toEqual([
      expect.objectContaining({ field: 'name', errorCode: 'validation.unique' }),
    ]);
    expect(await write({ ...base, name: 'Butik Y' })).toBeNull();
  });
});
