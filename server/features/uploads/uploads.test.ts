/**
 * POST /infrastructure/3.0/image/upload (SPEC 7; issue 13): PNG or JPEG by its bytes, under 2 MB, width
 * below ten times the height; the answer is an address that records keep, served back as the bytes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../../src/domain/validators/image.ts';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { storedRow } from '../../testing/stored.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const UPLOAD = '/infrastructure/3.0/image/upload';

function pngOf(width: number, height: number, length = 64): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

async function upload(username: string | null, bytes: Uint8Array, name = 'bild.png'): Promise<Response> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)]), name);
  const headers = username ? await server.authHeader(username) : {};
  return server.app.request(UPLOAD, {
    method: 'POST',
    headers: { ...headers, 'Accept-Language': 'sv' },
    body,
  });
}

async function uploaded(username: string, bytes = pngOf(400, 300)): Promise<string> {
  const res = await upload(username, bytes);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

describe('the image upload endpoint', () => {
  it('stores a PNG and answers its address, size and pixels; the address serves the bytes', async () => {
    const bytes = pngOf(400, 300);
    const res = await upload('admin@kaffebaren.test', bytes);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { url: string; width: number; height: number; size: number };
    expect(body).toEqual({
      url: expect.stringMatching(/^\/infrastructure\/3\.0\/image\/[0-9a-f-]{36}$/),
      width: 400,
      height: 300,
      size: 64,
    });
    const image = await server.app.request(body.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(bytes);
    const [row] = await server.db.query<{ organization_id: string }>(
      'SELECT organization_id FROM uploads WHERE id = $1',
      [body.url.split('/').pop()],
    );
    expect(row?.organization_id).toBe('org-kaffebaren');
  });

  it('refuses what is not a PNG or JPEG, more than 2 MB, too wide, or no file, with the reason', async () => {
    const cases: [Uint8Array, string, number, string][] = [
      [new TextEncoder().encode('GIF89a not really'), 'errors.image_upload.type', 400, 'PNG- eller JPEG'],
      [pngOf(400, 300, MAX_IMAGE_BYTES + 1), 'errors.image_upload.size', 400, 'större än 2 MB'],
      [pngOf(1000, 100), 'errors.image_upload.aspect', 400, 'tio gånger'],
    ];
    for (const [bytes, code, status, words] of cases) {
      const error = await expectApiError(await upload('admin@kaffebaren.test', bytes), status, code);
      expect(error.errors[0]?.errorMessage.sv).toContain('Bilden kunde inte laddas upp');
      expect(error.errors[0]?.errorMessage.sv).toContain(words);
    }
    const empty = await server.app.request(UPLOAD, {
      method: 'POST',
      headers: await server.authHeader('admin@kaffebaren.test'),
      body: new FormData(),
    });
    await expectApiError(empty, 400, 'errors.image_upload.missing');
    const [count] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads');
    expect(count?.n).toBe(1);
  });

  it('needs a signed-in user', async () => {
    expect((await upload(null, pngOf(10, 10))).status).toBe(401);
  });

  it('lets a product keep the address of its own organization’s upload, and no other', async () => {
    const headers = {
      ...(await server.authHeader('admin@kaffebaren.test')),
      'Content-Type': 'application/json',
    };
    const [product] = (await (
      await server.app.request('/api/catalog/product?range=[0,0]', { headers })
    ).json()) as (Record<string, unknown> & { id: string })[];
    const put = (image: unknown) =>
      server.app.request(`/api/catalog/product/${product!.id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ ...product, imageSmall: image }),
      });
    const foreign = await uploaded('admin@bokhandeln.test');
    const refused = await expectApiError(await put({ src: foreign }), 400, 'validation.file_type');
    expect(refused.errors[0]?.field).toBe('imageSmall');
    expect(
      (
        await expectApiError(
          await put({ src: '/infrastructure/3.0/image/00000000-0000-0000-0000-000000000000' }),
          400,
          'validation.file_type',
        )
      ).errors[0]?.field,
    ).toBe('imageSmall');

    const own = await uploaded('admin@kaffebaren.test');
    const saved = await put({ src: own, title: 'kanelbulle.png' });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await storedRow(server.db, 'products', product!.id))?.data.imageSmall).toEqual({
      src: own,
      title: 'kanelbulle.png',
    });
  });
});
