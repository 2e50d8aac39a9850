/**
 * Hardening, second round (G): an onboarding's documents were served to anyone with the address. A
 * document is now served only to a signed-in user who uploaded it or may read a record holding it
 * (the lead's partner and the platform's staff); product images and logos stay public and cacheable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngOf } from '../../../src/domain/validators/__fixtures__/images.ts';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { storedRows, tableOf } from '../../testing/stored.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

async function upload(username: string, bytes: Uint8Array, endpoint: 'document' | 'image'): Promise<string> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)]), endpoint === 'document' ? 'intyg.pdf' : 'bild.png');
  const res = await server.app.request(`/infrastructure/3.0/${endpoint}/upload`, {
    method: 'POST',
    headers: await server.authHeader(username),
    body,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

const get = async (url: string, username?: string) =>
  server.app.request(url, { headers: username ? await server.authHeader(username) : {} });

/** Puts the documents into a lead's supplement, as the partner's supplement step stores them. */
async function attach(leadPartner: 'partner-nordic' | 'partner-kassa', urls: string[]): Promise<string> {
  const lead = (await storedRows(server.db, 'agreements')).find((row) => row.data.partnerId === leadPartner)!;
  const column = tableOf('agreements').bySource.get('supplementAttachments')!.name;
  const value = urls.map((src) => ({ file: { src, title: 'intyg.pdf' } }));
  await server.db.query(`UPDATE agreements SET "${column}" = $1::jsonb WHERE id = $2`, [
    JSON.stringify(value),
    lead.id,
  ]);
  return lead.id;
}

describe('private uploads: an onboarding’s documents', () => {
  it('are served only to who uploaded them or may read the lead that holds them', async () => {
    const pdf = await upload('partner@demo.test', PDF, 'document');
    const scan = await upload('partner@demo.test', pngOf(40, 30), 'document');
    // Without a token: 401, whatever the address.
    await expectApiError(await get(pdf), 401, 'unauthorized');
    await expectApiError(await get(scan), 401, 'unauthorized');
    // The uploader, before any record holds it (the form uploads first, then saves).
    const own = await get(pdf, 'partner@demo.test');
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    // Someone else signed in, before any record holds it: no such file.
    await expectApiError(await get(pdf, 'sales@demo.test'), 404, 'not_found');

    await attach('partner-nordic', [pdf, scan]);
    for (const reader of ['sales@demo.test', 'super@demo.test', 'support@demo.test', 'partner@demo.test']) {
      const res = await get(scan, reader);
      expect(res.status, reader).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('content-type')).toBe('image/png');
    }
    // The other partner's admin, and a merchant admin, read no lead of Nordic Payments.
    await expectApiError(await get(scan, 'partner@kassagruppen.test'), 404, 'not_found');
    await expectApiError(await get(pdf, 'admin@kaffebaren.test'), 404, 'not_found');
  });

  it('an image the supplement step attaches becomes private; product images and logos stay public', async () => {
    const partner = 'partner@kassagruppen.test';
    const image = await upload(partner, pngOf(40, 30), 'image');
    expect((await get(image)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const lead = (await storedRows(server.db, 'agreements')).find(
      (row) => row.data.partnerId === 'partner-kassa' && row.data.status === 'needForSupplement',
    )!;
    const res = await server.app.request(`/api/leads/3.0/${lead.id}/actions/answerSupplement`, {
      method: 'POST',
      headers: { ...(await server.authHeader(partner)), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        version: lead.version,
        supplementAnswer: 'Bild på F-skattsedeln bifogad.',
        supplementAttachments: [{ file: { src: image, title: 'bild.png' } }],
      }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    await expectApiError(await get(image), 401, 'unauthorized');
    const held = await get(image, 'sales@demo.test');
    expect(held.status).toBe(200);
    expect(held.headers.get('cache-control')).toBe('private, no-store');
    await expectApiError(await get(image, 'partner@demo.test'), 404, 'not_found');

    const logo = await upload('admin@kaffebaren.test', pngOf(40, 30), 'image');
    const shown = await get(logo);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
