/**
 * Agreements, the read side: the seeded leads in every status, filters by status and full-text search,
 * list and show only, and a partner admin's leads limited to its partner (list, read, forged header).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

const API = '/api/leads/3.0';
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

interface Lead {
  id: string;
  leadId: string;
  companyName: string;
  status: string;
  partnerId: string;
  updated: string;
}

const request = async (
  username: string,
  path: string,
  init: RequestInit & { extra?: Record<string, string> } = {},
) =>
  server.app.request(path, {
    ...init,
    headers: { ...(await server.authHeader(username)), 'Content-Type': 'application/json', ...init.extra },
  });
const list = async (
  username: string,
  query: Record<string, unknown> = {},
  extra: Record<string, string> = {},
) => {
  const params = new URLSearchParams({
    range: '[0,99]',
    ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])),
  });
  const res = await request(username, `${API}?${params}`, { extra });
  expect(res.status).toBe(200);
  return (await res.json()) as Lead[];
};

describe('the sales admin', () => {
  it('lists every lead, two in each status, newest change first', async () => {
    const rows = await list('sales@demo.test');
    expect(rows).toHaveLength(14);
    const statuses = [
      'draft',
      'submitted',
      'waitingForSignature',
      'needForSupplement',
      'supplementDocumentsSubmitted',
      'declined',
      'done',
    ];
    for (const status of statuses) expect(rows.filter((r) => r.status === status)).toHaveLength(2);
    expect(new Set(rows.map((r) => r.partnerId))).toEqual(new Set(['partner-nordic', 'partner-kassa']));
    const updated = rows.map((r) => r.updated);
    expect(updated).toEqual([...updated].sort().reverse());
  });

  it('filters by status', async () => {
    const rows = await list('sales@demo.test', { filter: { status: 'needForSupplement' } });
    expect(rows.map((r) => r.companyName).sort()).toEqual([
      'Gårdsbutiken Österlen AB',
      'Pizzeria Vesuvio Sundsvall AB',
    ]);
    const several = await list('sales@demo.test', { filter: { status: ['done', 'declined'] } });
    expect(several).toHaveLength(4);
  });

  it('filters by the save in the CRM and by the digital signing', async () => {
    const failed = await list('sales@demo.test', { filter: { crmStatus: 'failed' } });
    expect(failed.length).toBeGreaterThan(0);
    expect(new Set(failed.map((r) => r.partnerId))).toEqual(new Set(['partner-kassa']));
    const signed = await list('sales@demo.test', { filter: { signingStatus: 'signed' } });
    expect(signed.map((r) => r.status)).toEqual(['done', 'done']);
    const sent = await list('sales@demo.test', { filter: { signingStatus: ['sent'] } });
    expect(sent.map((r) => r.status)).toEqual(['waitingForSignature', 'waitingForSignature']);
  });

  it('searches company name, organisation number and reference; finds a lead by its id', async () => {
    expect((await list('sales@demo.test', { filter: { q: 'kiruna' } })).map((r) => r.leadId)).toEqual([
      'L-25011',
    ]);
    expect((await list('sales@demo.test', { filter: { q: 'Elmia' } })).map((r) => r.leadId).sort()).toEqual([
      'L-25001',
      'L-25010',
    ]);
    expect(
      (await list('sales@demo.test', { filter: { leadId: 'l-25004' } })).map((r) => r.companyName),
    ).toEqual(['Bageriet Kanelbullen AB']);
    expect((await list('sales@demo.test', { filter: { q: '769634' } })).map((r) => r.leadId)).toEqual([
      'L-25008',
    ]);
    // An organisation number typed without its hyphen (or with 16) is found as it is written.
    expect((await list('sales@demo.test', { filter: { q: '7696345185' } })).map((r) => r.leadId)).toEqual([
      'L-25008',
    ]);
    expect((await list('sales@demo.test', { filter: { q: '167696345185' } })).map((r) => r.leadId)).toEqual([
      'L-25008',
    ]);
    // Any part of a value is found, hyphens included: the search is by substring, not by word prefix.
    expect((await list('sales@demo.test', { filter: { q: 'L-25004' } })).map((r) => r.leadId)).toEqual([
      'L-25004',
    ]);
    expect((await list('sales@demo.test', { filter: { q: 'iruna' } })).map((r) => r.leadId)).toEqual([
      'L-25011',
    ]);
  });

  it('filters by date and sorts by company name', async () => {
    const between = { created_gt: '2025-08-15T00:00:00Z', created_lt: '2026-01-01T00:00:00Z' };
    const recent = await list('sales@demo.test', { filter: between });
    expect(recent.map((r) => r.leadId).sort()).toEqual(['L-25001', 'L-25002', 'L-25003', 'L-25004']);
    // A day, as the date filter sends it: from that day on (the two drafts are this autumn's).
    expect((await list('sales@demo.test', { filter: { created_gt: '2025-08-15' } })).length).toBe(6);
    // Not a date: refused, not compared as text.
    const garbage = await request(
      'sales@demo.test',
      `${API}?${new URLSearchParams({ filter: JSON.stringify({ created_gt: 'igår' }) })}`,
    );
    await expectApiError(garbage, 400, 'errors.invalid_filter');
    const sorted = await list('sales@demo.test', { sort: ['companyName', 'ASC'] });
    expect(sorted[0]?.companyName).toBe('Bageriet Kanelbullen AB');
  });

  it('reads a lead; nobody creates or edits one here, a partner admin deletes none', async () => {
    const res = await request('sales@demo.test', `${API}/lead-l-25003`);
    expect(await res.json()).toMatchObject({
      leadId: 'L-25003',
      status: 'waitingForSignature',
      organizationNumber: '559108-7753',
    });
    for (const user of ['sales@demo.test', 'super@demo.test']) {
      await expectApiError(
        await request(user, API, {
          method: 'POST',
          body: JSON.stringify({
            leadId: 'L-1',
            companyName: 'X AB',
            organizationNumber: '556812-3458',
            status: 'submitted',
            partnerId: 'partner-nordic',
          }),
        }),
        403,
        'forbidden',
      );
      await expectApiError(
        await request(user, `${API}/lead-l-25003`, {
          method: 'PUT',
          body: JSON.stringify({ status: 'done', version: 1 }),
        }),
        403,
        'forbidden',
      );
    }
    // Deleting a lead is the platform staff's (server/features/onboarding/lifecycle.test.ts), never a partner's.
    await expectApiError(
      await request('partner@demo.test', `${API}/lead-l-25003`, { method: 'DELETE' }),
      403,
      'forbidden',
    );
  });
});

describe('super and support admins', () => {
  it('list every lead', async () => {
    expect(await list('super@demo.test')).toHaveLength(14);
    expect(await list('support@demo.test')).toHaveLength(14);
  });

  it('a merchant admin has no agreements list', async () => {
    await expectApiError(await request('admin@kaffebaren.test', API), 403, 'forbidden');
  });
});

describe('a partner admin (Nordic Payments Partner AB)', () => {
  const partner = 'partner@demo.test';

  it('lists only its partner’s leads, filtered or searched', async () => {
    const rows = await list(partner);
    expect(rows).toHaveLength(7);
    expect(rows.every((r) => r.partnerId === 'partner-nordic')).toBe(true);
    expect(await list(partner, { filter: { partnerId: 'partner-kassa' } })).toEqual([]);
    expect(await list(partner, { filter: { q: 'Vesuvio' } })).toEqual([]);
    expect((await list(partner, { filter: { status: 'done' } })).map((r) => r.leadId)).toEqual(['L-25011']);
    expect(await list(partner, { filter: { id: ['lead-l-25002'] } })).toEqual([]);
  });

  it('cannot read another partner’s lead or its history (404)', async () => {
    await expectApiError(await request(partner, `${API}/lead-l-25002`), 404, 'not_found');
    await expectApiError(await request(partner, `${API}/lead-l-25002/history`), 404, 'not_found');
    expect((await request(partner, `${API}/lead-l-25001`)).status).toBe(200);
  });

  it('a forged organizationId header does not widen it', async () => {
    await expectApiError(
      await request(partner, API, { extra: { organizationId: 'org-bokhandeln' } }),
      403,
      'organization_not_in_partner',
    );
    const inOwn = await list(partner, {}, { organizationId: 'org-kaffebaren' });
    expect(inOwn).toHaveLength(7);
    expect(inOwn.every((r) => r.partnerId === 'partner-nordic')).toBe(true);
    await expectApiError(
      await request(partner, `${API}/lead-l-25002`, { extra: { organizationId: 'org-kaffebaren' } }),
      404,
      'not_found',
    );
  });
});
