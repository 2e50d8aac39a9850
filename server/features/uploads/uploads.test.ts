/**
 * POST /infrastructure/3.0/image/upload (SPEC 7; issue 13): PNG or JPEG by its bytes, under 2 MB, width
 * below ten times the height; the answer is an address that records keep, served back as the bytes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../../src/domain/validators/image.ts';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { storedRow } from '../../testing/stored.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { deflateSync } from 'node:zlib';
import {
  concat,
  greyRows,
  jpegOf,
  pngChunk,
  pngHeader,
  pngOf,
  PNG_SIGNATURE,
  storedZlib,
} from '../../../src/domain/validators/__fixtures__/images.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const UPLOAD = '/infrastructure/3.0/image/upload';

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
      size: bytes.length,
    });
    const image = await server.app.request(body.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    // The image route's own caching stands (the API's no-store overwrote it), with the usual headers.
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
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
      [
        concat(pngOf(40, 30), new Uint8Array(MAX_IMAGE_BYTES)),
        'errors.image_upload.size',
        400,
        'större än 2 MB',
      ],
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
    const refused = await expectApiError(await put({ src: foreign }), 400, 'validation.upload_elsewhere');
    expect(refused.errors[0]?.field).toBe('imageSmall');
    expect(
      (
        await expectApiError(
          await put({ src: '/infrastructure/3.0/image/00000000-0000-0000-0000-000000000000' }),
          400,
          'validation.upload_elsewhere',
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

describe('images judged by decoding, not by the header (hardening, second round, D)', () => {
  const uploads = async () =>
    (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads'))[0]?.n ?? 0;
  const claims = (width: number, height: number) =>
    concat(PNG_SIGNATURE, pngHeader(width, height), pngChunk('IEND', []));
  const rowsWithFilter = (filter: number) => {
    const raw = greyRows(40, 30);
    raw[41 * 7] = filter;
    return raw;
  };
  const jpeg = jpegOf(400, 300);

  it.each<[string, Uint8Array, string]>([
    ['a 33-byte PNG: signature and header, no image', concat(PNG_SIGNATURE, pngHeader(400, 300)), 'damaged'],
    ['a PNG claiming 100,000 x 100,000 px', claims(100_000, 100_000), 'dimensions'],
    ['a PNG claiming 2^31 - 1 px each way', claims(2 ** 31 - 1, 2 ** 31 - 1), 'dimensions'],
    ['a PNG claiming 2^31 px each way', claims(2 ** 31, 2 ** 31), 'damaged'],
    ['a real PNG 8,001 px wide', pngOf(8001, 801, deflateSync(greyRows(8001, 801))), 'dimensions'],
    ['a PNG whose data inflates to a row too few', pngOf(40, 30, storedZlib(greyRows(40, 29))), 'damaged'],
    ['a PNG whose data inflates to a row too many', pngOf(40, 30, storedZlib(greyRows(40, 31))), 'damaged'],
    [
      'a PNG with a scanline filter no decoder knows',
      pngOf(40, 30, storedZlib(rowsWithFilter(5))),
      'damaged',
    ],
    ['a PNG whose data is no zlib stream', pngOf(40, 30, new Uint8Array(1240).fill(7)), 'damaged'],
    [
      'a PNG whose zlib stream is cut short',
      pngOf(40, 30, deflateSync(greyRows(40, 30)).subarray(0, 12)),
      'damaged',
    ],
    ['a JPEG of headers only', Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 1, 2, 0xff, 0xd9]), 'damaged'],
    ['a JPEG cut before its end', jpeg.subarray(0, jpeg.length - 2), 'damaged'],
    ['a JPEG 8,001 px high', jpegOf(900, 8001), 'dimensions'],
  ])('%s: 400, nothing stored', async (_label, bytes, reason) => {
    const before = await uploads();
    const error = await expectApiError(
      await upload('admin@kaffebaren.test', bytes),
      400,
      `errors.image_upload.${reason}`,
    );
    expect(error.errors[0]?.field).toBe('file');
    if (reason === 'dimensions') {
      expect(error.errors[0]?.errorMessage.sv).toContain('högst 8000 pixlar bred och 8000 pixlar hög');
      expect(error.errors[0]?.errorMessage.en).toContain('at most 8000 pixels wide and 8000 pixels high');
    } else expect(error.errors[0]?.errorMessage.sv).toContain('skadad');
    expect(await uploads()).toBe(before);
  });

  it('stores images that decode: compressed PNG, interlaced PNG, baseline JPEG, 8,000 px', async () => {
    const interlaced = pngChunk('IHDR', [0, 0, 0, 3, 0, 0, 0, 3, 8, 0, 0, 0, 1]);
    // Adam7 over 3 x 3 grey pixels: passes 2 and 3 are empty; the others' scanlines, filter byte first.
    const passes = Uint8Array.from([0, 1, 0, 2, 0, 3, 4, 0, 5, 0, 6, 0, 7, 8, 9]);
    const cases: [Uint8Array, number, number][] = [
      [pngOf(300, 200, deflateSync(greyRows(300, 200))), 300, 200],
      [concat(PNG_SIGNATURE, interlaced, pngChunk('IDAT', deflateSync(passes)), pngChunk('IEND', [])), 3, 3],
      [jpeg, 400, 300],
      [pngOf(8000, 801, deflateSync(greyRows(8000, 801))), 8000, 801],
    ];
    for (const [bytes, width, height] of cases) {
      const res = await upload('admin@kaffebaren.test', bytes);
      expect(res.status, await res.clone().text()).toBe(201);
      expect(await res.json()).toMatchObject({ width, height });
    }
  });

  it('a document that is an image must decode too', async () => {
    const send = async (bytes: Uint8Array) => {
      const body = new FormData();
      body.append('file', new Blob([new Uint8Array(bytes)]), 'intyg.png');
      return server.app.request('/infrastructure/3.0/document/upload', {
        method: 'POST',
        headers: { ...(await server.authHeader('super@demo.test')), 'Accept-Language': 'sv' },
        body,
      });
    };
    await expectApiError(
      await send(concat(PNG_SIGNATURE, pngHeader(400, 300))),
      400,
      'errors.document_upload.damaged',
    );
    await expectApiError(await send(claims(100_000, 100_000)), 400, 'errors.document_upload.dimensions');
    expect((await send(pngOf(40, 30))).status).toBe(201);
  });

  it('an image sent inline in a record is decoded before it is stored', async () => {
    const headers = {
      ...(await server.authHeader('admin@kaffebaren.test')),
      'Content-Type': 'application/json',
    };
    const [product] = (await (
      await server.app.request('/api/catalog/product?range=[0,0]', { headers })
    ).json()) as (Record<string, unknown> & { id: string })[];
    const put = (bytes: Uint8Array, type = 'image/png') =>
      server.app.request(`/api/catalog/product/${product!.id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({
          ...product,
          imageSmall: { src: `data:${type};base64,${Buffer.from(bytes).toString('base64')}` },
        }),
      });
    const before = await uploads();
    const damaged = await expectApiError(
      await put(pngOf(40, 30, storedZlib(greyRows(40, 29)))),
      400,
      'validation.image_damaged',
    );
    expect(damaged.errors[0]?.field).toBe('imageSmall');
    const large = await expectApiError(
      await put(claims(100_000, 100_000)),
      400,
      'validation.image_dimensions',
    );
    expect(large.errors[0]?.errorMessage.sv).toBe(
      'Bilden är för stor: högst 8000 pixlar bred och 8000 pixlar hög',
    );
    await expectApiError(await put(jpeg.subarray(0, 200), 'image/jpeg'), 400, 'validation.image_damaged');
    expect(await uploads()).toBe(before);
  });
});
