/**
 * The write path for what the server writes itself (issue 35): a write of the server's own values may
 * set a read-only field a client cannot, is judged by the same rules, removes what it leaves out, and
 * keeps its history under the caller or, for a system writer, under the system's name; a hook's records
 * (a new organization's tax groups) and the scheduler's emails are written on the path, with history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { luhnCheckDigit } from '../../../src/domain/validators/organization-number.ts';
import type { Caller } from '../../http/env.ts';
import { ApiError } from '../../http/errors.ts';
import { resourceDefinitions } from '../definitions.ts';
import { historyOf, type Row } from '../storage.ts';
import { systemWriter, updateRecord, writerOf, type Writer } from '../write-record.ts';
import { storedRows } from '../../testing/stored.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

const ORG = 'org-kaffebaren';
const lookup = (name: string) => resourceDefinitions.find((d) => d.name === name);
const devices = lookup('devices')!;
const admin: Caller = {
  userId: 'user-admin-kaffebaren',
  username: 'admin@kaffebaren.test',
  roles: ['admin'],
  permissions: [],
  organizationId: ORG,
  partnerId: null,
  actingOrganizationId: ORG,
};
const PAIRED_AT = '2026-01-02T03:04:05.000Z';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const aDevice = async (): Promise<Row> => {
  const [row] = await storedRows(server.db, 'devices', { organizationId: ORG });
  return row!;
};
const write = (writer: Writer, before: Row, body: Record<string, unknown>) =>
  server.db.transaction((tx) => updateRecord(tx, writer, devices, before, body));

describe('a write of the server’s own values', () => {
  it('sets a read-only field that a client’s write leaves as it was', async () => {
    const before = await aDevice();
    const byClient = await write(writerOf(admin, ORG, lookup), before, {
      ...before.data,
      pairedAt: PAIRED_AT,
    });
    expect(byClient!.data.pairedAt).toEqual(before.data.pairedAt);
    const byServer = await write(writerOf(admin, ORG, lookup, 'server'), byClient!, {
      ...byClient!.data,
      pairedAt: PAIRED_AT,
    });
    expect(byServer!.data.pairedAt).toBe(PAIRED_AT);
    const [latest] = await historyOf(server.db, devices, before.id, ORG);
    expect(latest).toMatchObject({ action: 'update', actor: admin.username });
  });

  it('removes a field it leaves out, and names the system in the history', async () => {
    const before = await aDevice();
    const after = await write(systemWriter('handshake', ORG, lookup), before, {
      ...before.data,
      pairedAt: PAIRED_AT,
    });
    const without = { ...after!.data };
    delete without.pairedAt;
    const removed = await write(systemWriter('handshake', ORG, lookup), after!, without);
    expect(removed!.data).not.toHaveProperty('pairedAt');
    const [latest] = await historyOf(server.db, devices, before.id, ORG);
    expect(latest).toMatchObject({
      action: 'update',
      actor: 'handshake',
      changes: { pairedAt: { to: null } },
    });
  });

  it('is judged by the definition’s rules, as a client’s is', async () => {
    const before = await aDevice();
    const refusal = await write(systemWriter('handshake', ORG, lookup), before, {
      ...before.data,
      serialNumber: 'x'.repeat(10_000),
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(400);
    expect((refusal as ApiError).items.map((item) => item.field)).toContain('serialNumber');
  });
});

describe('records a hook or the scheduler makes', () => {
  it('are a new organization’s tax groups, each with its history under the caller', async () => {
    const nine = '559900777';
    const res = await server.app.request('/api/organization', {
      method: 'POST',
      headers: { ...(await server.authHeader('super@demo.test')), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Skrivvägen AB',
        organizationNumber: `${nine.slice(0, 6)}-${nine.slice(6)}${luhnCheckDigit(nine)}`,
        partnerId: 'partner-nordic',
        status: 'active',
        isCustomer: true,
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const groups = await storedRows(server.db, 'tax-groups', { organizationId: id });
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      const history = await historyOf(server.db, lookup('tax-groups')!, group.id, id);
      expect(history).toMatchObject([{ action: 'create', actor: 'super@demo.test' }]);
    }
  });

  it('are the scheduler’s emails, with their history under its name', async () => {
    const emails = lookup('emails')!;
    const [email] = await storedRows(server.db, 'emails', { organizationId: ORG });
    expect(email).toBeDefined();
    expect(await historyOf(server.db, emails, email!.id, ORG)).toMatchObject([
      { action: 'create', actor: 'scheduler' },
    ]);
  });
});
