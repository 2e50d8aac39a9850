/**
 * Issue 12, item 6: the logo check trusted the client. A client-claimed `rawFile: { size: 1, type:
 * 'image/png' }` let the server store a javascript: URL, an SVG and a 3 MB image. The server now judges
 * the bytes itself and stores only a data URL it checked (or the value the record already holds).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let headers: Record<string, string>;
const ORG = 'org-kaffebaren';
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const png = { src: `data:image/png;base64,${PNG}`, title: 'logo.png' };
const claim = { rawFile: { size: 1, type: 'image/png', name: 'logo.png' } };

beforeAll(async () => {
  server = await createTestServer();
  headers = { ...(await server.authHeader('admin@kaffebaren.test')), 'Content-Type': 'application/json' };
});
afterAll(() => server.close());

const current = async () =>
  (await (await server.app.request(`/api/organization/${ORG}`, { headers })).json()) as Record<
    string,
    unknown
  > & { version: number };
const putLogo = async (logo: unknown) => {
  const record = await current();
  return server.app.request(`/api/organization/${ORG}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...record, logo }),
  });
};
const storedLogo = async () =>
  (await server.db.query<{ logo: unknown }>('SELECT logo FROM organizations WHERE id = $1', [ORG]))[0]
    ?.logo ?? null;

describe('logos are judged by their bytes', () => {
  const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString('base64')}`;
  const big = `data:image/png;base64,${Buffer.concat([Buffer.from(PNG, 'base64').subarray(0, 8), Buffer.alloc(Math.floor(2.9 * 1024 * 1024))]).toString('base64')}`;
  it.each([
    ['a javascript: URL', { src: 'javascript:alert(1)', ...claim }, 'validation.file_type'],
    ['an SVG', { src: svg, ...claim }, 'validation.file_type'],
    ['an SVG claimed as PNG', { src: svg.replace('svg+xml', 'png'), ...claim }, 'validation.file_type'],
    ['a 2.9 MB image claimed as 1 byte', { src: big, ...claim }, 'validation.file_type'],
    ['a 2.9 MB image', { src: big }, 'validation.file_size'],
    ['an address on another site', { src: 'https://tracker.example/pixel.png' }, 'validation.file_type'],
    ['a PNG with extra keys', { ...png, onload: 'x' }, 'validation.file_type'],
  ])('%s: 400 on logo, nothing stored', async (_label, logo, code) => {
    const before = await storedLogo();
    const res = await putLogo(logo);
    const error = await expectApiError(res, 400, code);
    expect(error.errors[0]?.field).toBe('logo');
    expect(await storedLogo()).toEqual(before);
  });

  it('a real PNG sent as a data URL is stored as an upload; the record keeps its address and title', async () => {
    const res = await putLogo({ ...png, ...claim });
    expect(res.status, await res.clone().text()).toBe(400);
    const ok = await putLogo(png);
    expect(ok.status).toBe(200);
    const stored = (await storedLogo()) as { src: string; title: string };
    expect(stored).toEqual({
      src: expect.stringMatching(/^\/infrastructure\/3\.0\/image\/[0-9a-f-]{36}$/),
      title: 'logo.png',
    });
    const image = await server.app.request(stored.src);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(Buffer.from(PNG, 'base64'))).toBe(true);
    // The record's own value sent back unchanged (the form sends the whole record) is fine.
    expect((await putLogo(stored)).status).toBe(200);
    expect(await storedLogo()).toEqual(stored);
  });
});
