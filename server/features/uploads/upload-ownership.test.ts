/**
 * Issue 36 item 5: an upload belongs to the organization of the record that uses it, platform records
 * included. A merchant admin's valid PNG was refused as its own organization's logo ("Filtypen accepteras
 * inte": the organization is a platform record, judged as belonging to no organization), while a logo sent
 * inline was kept as an upload of no organization, which any other organization could then name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { storedRow } from '../../testing/stored.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { pngOf } from '../../../src/domain/validators/__fixtures__/images.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const KAFFEBAREN = 'org-kaffebaren';
const BOKHANDELN = 'org-bokhandeln';

const headersOf = async (username: string) => ({
  ...(await server.authHeader(username)),
  'Content-Type': 'application/json',
});

async function upload(username: string, bytes: Uint8Array = pngOf(40, 30)): Promise<string> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)]), 'logo.png');
  const res = await server.app.request('/infrastructure/3.0/image/upload', {
    method: 'POST',
    headers: await server.authHeader(username),
    body,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

const ownerOf = async (src: string) =>
  (
    await server.db.query<{ organization_id: string | null }>(
      'SELECT organization_id FROM uploads WHERE id = $1',
      [src.split('/').pop()],
    )
  )[0]?.organization_id;

async function putRecord(username: string, path: string, change: Record<string, unknown>) {
  const headers = await headersOf(username);
  const record = (await (await server.app.request(path, { headers })).json()) as Record<string, unknown>;
  return server.app.request(path, { method: 'PUT', headers, body: JSON.stringify({ ...record, ...change }) });
}

const putLogo = (username: string, organization: string, logo: unknown) =>
  putRecord(username, `/api/organization/${organization}`, { logo });

async function putProductImage(username: string, image: unknown) {
  const headers = await headersOf(username);
  const [product] = (await (
    await server.app.request('/api/catalog/product?range=[0,0]', { headers })
  ).json()) as { id: string }[];
  return putRecord(username, `/api/catalog/product/${product!.id}`, { imageSmall: image });
}

describe('uploads belong to the organization of the record that uses them', () => {
  it("a merchant admin sets its organization's logo from its own upload", async () => {
    const bytes = pngOf(40, 30);
    expect(bytes.length).toBeLessThan(2 * 1024 * 1024);
    const src = await upload('admin@kaffebaren.test', bytes);
    const res = await putLogo('admin@kaffebaren.test', KAFFEBAREN, { src, title: 'logo.png' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await storedRow(server.db, 'organizations', KAFFEBAREN))?.data.logo).toEqual({
      src,
      title: 'logo.png',
    });
    expect(await ownerOf(src)).toBe(KAFFEBAREN);
  });

  it("another organization's upload is refused on the logo, with the reason on the field", async () => {
    const foreign = await upload('admin@bokhandeln.test');
    const before = (await storedRow(server.db, 'organizations', KAFFEBAREN))?.data.logo;
    for (const username of ['admin@kaffebaren.test', 'super@demo.test']) {
      const error = await expectApiError(
        await putLogo(username, KAFFEBAREN, { src: foreign }),
        400,
        'validation.upload_elsewhere',
      );
      expect(error.errors[0]?.field).toBe('logo');
      expect(error.errors[0]?.errorMessage.sv).toBe(
        'Filen laddades inte upp för den här organisationen: ladda upp den igen',
      );
    }
    expect((await storedRow(server.db, 'organizations', KAFFEBAREN))?.data.logo).toEqual(before);
    expect(await ownerOf(foreign)).toBe(BOKHANDELN);
  });

  it("a logo sent inline in an organization's record is that organization's: no other may name it", async () => {
    const inline = { src: `data:image/png;base64,${Buffer.from(pngOf(40, 30)).toString('base64')}` };
    const res = await putLogo('super@demo.test', KAFFEBAREN, inline);
    expect(res.status, await res.clone().text()).toBe(200);
    const { logo } = (await res.json()) as { logo: { src: string } };
    expect(logo.src).toMatch(/^\/infrastructure\/3\.0\/image\/[0-9a-f-]{36}$/);
    expect(await ownerOf(logo.src)).toBe(KAFFEBAREN);

    const named = await putProductImage('admin@bokhandeln.test', { src: logo.src });
    const error = await expectApiError(named, 400, 'validation.upload_elsewhere');
    expect(error.errors[0]?.field).toBe('imageSmall');
    // Its own organization may name it elsewhere.
    expect((await putProductImage('admin@kaffebaren.test', { src: logo.src })).status).toBe(200);
  });

  it("a staff upload named in an organization's record becomes that organization's", async () => {
    const staff = await upload('super@demo.test');
    expect(await ownerOf(staff)).toBeNull();
    const res = await putLogo('super@demo.test', BOKHANDELN, { src: staff });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await ownerOf(staff)).toBe(BOKHANDELN);
    await expectApiError(
      await putLogo('super@demo.test', KAFFEBAREN, { src: staff }),
      400,
      'validation.upload_elsewhere',
    );
    await expectApiError(
      await putProductImage('admin@kaffebaren.test', { src: staff }),
      400,
      'validation.upload_elsewhere',
    );
  });

  it("a merchant's upload is not the logo of an organization staff create", async () => {
    const own = await upload('admin@kaffebaren.test');
    const res = await server.app.request('/api/organization', {
      method: 'POST',
      headers: await headersOf('super@demo.test'),
      body: JSON.stringify({
        name: 'Nya Caféet AB',
        organizationNumber: '5592140635',
        partnerId: (await storedRow(server.db, 'organizations', KAFFEBAREN))?.data.partnerId,
        logo: { src: own },
      }),
    });
    const error = await expectApiError(res, 400, 'validation.upload_elsewhere');
    expect(error.errors[0]?.field).toBe('logo');
  });
});
