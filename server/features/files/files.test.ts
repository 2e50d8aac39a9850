/**
 * The organization's files (SPEC 6 `files`; issue 40): the list answers a merchant admin holding `files`
 * its own organization's uploads with their names, and the address of each serves it to that admin,
 * attachments included; a user without `files`, another organization and a caller in no organization
 * are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationFile } from '../../../src/domain/files.ts';
import { pngOf } from '../../../src/domain/validators/__fixtures__/images.ts';
import { DEMO_PASSWORD } from '../../seed/demo-users.ts';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

const FILES = '/api/organization/3.0/files';
const KAFFEBAREN = 'admin@kaffebaren.test';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
let server: TestServer;
let attachment = '';

beforeAll(async () => {
  server = await createTestServer();
  // An attachment of Kaffebaren's agreement, as the document endpoint stores one a partner sent.
  attachment = crypto.randomUUID();
  await server.db.query(
    `INSERT INTO uploads (id, organization_id, content_type, bytes, size, created_by, private, created_at)
     VALUES ($1, 'org-kaffebaren', 'application/pdf', $2, $3, 'partner@demo.test', true, '2026-03-02T10:00:00Z')`,
    [attachment, PDF, PDF.length],
  );
});
afterAll(() => server.close());

async function get(username: string, path: string, headers: Record<string, string> = {}) {
  return server.app.request(path, { headers: { ...(await server.authHeader(username)), ...headers } });
}

async function listed(username: string): Promise<OrganizationFile[]> {
  const res = await get(username, FILES);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as OrganizationFile[];
}

async function uploadImage(username: string, name: string): Promise<string> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(pngOf(40, 30))], { type: 'image/png' }), name);
  const res = await server.app.request('/infrastructure/3.0/image/upload', {
    method: 'POST',
    headers: await server.authHeader(username),
    body,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

describe("the organization's files", () => {
  it('lists its uploads, newest first, with the name they were sent with, kind, type, size and date', async () => {
    const url = await uploadImage(KAFFEBAREN, 'C:\\bilder\\skylt\u202e.png');
    const files = await listed(KAFFEBAREN);
    expect(files[0]).toMatchObject({
      url,
      name: 'skylt.png',
      kind: 'image',
      contentType: 'image/png',
      size: pngOf(40, 30).length,
    });
    expect(Date.parse(files[0]!.createdAt)).toBeGreaterThan(Date.parse('2026-03-02T10:00:00Z'));
    expect(files.find((file) => file.id === attachment)).toEqual({
      id: attachment,
      url: `/infrastructure/3.0/image/${attachment}`,
      name: 'bilaga-2026-03-02.pdf',
      kind: 'attachment',
      contentType: 'application/pdf',
      size: PDF.length,
      createdAt: '2026-03-02T10:00:00.000Z',
    });
  });

  it("serves an attachment to the organization's admin holding files, to no other organization", async () => {
    const own = await get(KAFFEBAREN, `/infrastructure/3.0/image/${attachment}`);
    expect(own.status).toBe(200);
    expect(Buffer.from(await own.arrayBuffer()).equals(PDF)).toBe(true);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    await expectApiError(
      await get('admin@bokhandeln.test', `/infrastructure/3.0/image/${attachment}`),
      404,
      'not_found',
    );
    expect((await listed('admin@bokhandeln.test')).map((file) => file.id)).not.toContain(attachment);
  });

  it('refuses a merchant admin without files, the list and the attachment alike', async () => {
    const created = await server.app.request('/api/users/3.1/user', {
      method: 'POST',
      headers: { ...(await server.authHeader(KAFFEBAREN)), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Frida',
        lastName: 'Utan',
        username: 'frida@kaffebaren.test',
        email: 'frida@kaffebaren.test',
        password: DEMO_PASSWORD,
        groups: ['MerchantAdmin'],
        status: 'active',
        stores: ['store-kaffebaren-gotgatan'],
        permissions: ['login-backstage', 'stores'],
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    await expectApiError(await get('frida@kaffebaren.test', FILES), 403, 'forbidden');
    await expectApiError(
      await get('frida@kaffebaren.test', `/infrastructure/3.0/image/${attachment}`),
      404,
      'not_found',
    );
  });

  it('answers an internal admin only inside an organization', async () => {
    await expectApiError(await get('super@demo.test', FILES), 403, 'forbidden');
    const inside = await get('super@demo.test', FILES, { organizationId: 'org-kaffebaren' });
    expect(inside.status).toBe(200);
    expect(((await inside.json()) as OrganizationFile[]).map((file) => file.id)).toContain(attachment);
    await expectApiError(await get('sales@demo.test', FILES), 403, 'forbidden');
    await expectApiError(await get('associate@demo.test', FILES), 403, 'forbidden');
  });
});
