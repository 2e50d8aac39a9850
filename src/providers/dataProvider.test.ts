import { HttpError } from 'ra-core';
import { afterEach, describe, expect, it } from 'vitest';
import { registry } from '../resources/registry';
import { createDataProvider } from './dataProvider';
import type { HttpClient } from './httpClient';
import { session } from './session';

afterEach(() => session.clear());

/** An httpClient that answers every PUT with the record sent, as the API does after a save. */
const echo: HttpClient = async (_url, options = {}) => {
  const json = JSON.parse(String(options.body ?? '{}')) as Record<string, unknown>;
  return { status: 200, headers: new Headers(), body: JSON.stringify(json), json };
};

describe('dataProvider', () => {
  const dataProvider = createDataProvider({ registry, httpClient: echo });
  const update = (resource: string, data: Record<string, unknown>) =>
    dataProvider.update(resource, { id: String(data.id), data, previousData: { id: String(data.id) } });

  it('gives the session the new name and logo when the organization the user works in changes them', async () => {
    session.setOrganization({ id: 'org-kaffebaren', name: 'Kaffebaren AB', selected: false });
    await update('apps/setting/Organization', {
      id: 'org-kaffebaren',
      name: 'Kaffebaren Söder AB',
      logo: { src: '/infrastructure/3.0/image/logo-2', title: 'logo.png' },
      version: 1,
    });
    expect(session.organization()).toEqual({
      id: 'org-kaffebaren',
      name: 'Kaffebaren Söder AB',
      selected: false,
      logoUrl: '/infrastructure/3.0/image/logo-2',
    });
  });

  it('leaves it alone for another organization or another kind of record with that id', async () => {
    session.setOrganization({ id: 'org-kaffebaren', name: 'Kaffebaren AB', selected: true });
    await update('apps/superadmin/organizations', {
      id: 'org-bokhandeln',
      name: 'Bokhandeln Väst AB',
      version: 1,
    });
    await update('apps/setting/stores', { id: 'org-kaffebaren', name: 'Butiken', version: 1 });
    expect(session.organization()?.name).toBe('Kaffebaren AB');
  });
});

describe('dataProvider: images', () => {
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'bulle.png', { type: 'image/png' });
  const ADDRESS = '/infrastructure/3.0/image/5b1d7f3e-8a5e-4c1b-9d7a-0c2f4e6a8b10';

  it('uploads a new image first and sends the record its address, not the bytes', async () => {
    const calls: { url: string; body: unknown }[] = [];
    const httpClient: HttpClient = async (url, options = {}) => {
      calls.push({ url, body: options.body });
      const json = url.endsWith('image/upload')
        ? { url: ADDRESS }
        : { id: 'p1', ...(JSON.parse(String(options.body)) as object) };
      return { status: 201, headers: new Headers(), body: JSON.stringify(json), json };
    };
    const dataProvider = createDataProvider({ registry, httpClient });
    await dataProvider.create('apps/merchant/productsV3', {
      data: { name: 'Kanelbulle', imageSmall: { rawFile: file, src: 'blob:x', title: 'bulle.png' } },
    });
    expect(calls[0]?.url).toBe('infrastructure/3.0/image/upload');
    expect((calls[0]?.body as FormData).get('file')).toBeInstanceOf(Blob);
    expect(JSON.parse(String(calls[1]?.body))).toMatchObject({
      name: 'Kanelbulle',
      imageSmall: { src: ADDRESS, title: 'bulle.png' },
    });
  });

  it('makes a refused upload an error on the image field, and saves nothing', async () => {
    const calls: string[] = [];
    const httpClient: HttpClient = async (url) => {
      calls.push(url);
      throw new HttpError('Bad Request', 400, {
        errors: [
          {
            field: 'file',
            errorCode: 'errors.image_upload.aspect',
            errorMessage: {
              en: 'The image could not be uploaded: too wide',
              sv: 'Bilden kunde inte laddas upp: för bred',
            },
          },
        ],
      });
    };
    const dataProvider = createDataProvider({ registry, httpClient });
    const failure = await dataProvider
      .create('apps/merchant/productsV3', { data: { name: 'Kanelbulle', imageLarge: { rawFile: file } } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).body.errors).toEqual({
      imageLarge: 'Bilden kunde inte laddas upp: för bred',
    });
    expect(calls).toEqual(['infrastructure/3.0/image/upload']);
  });
});

describe('dataProvider: PUT falls back to POST (SPEC 7)', () => {
  const notFound = (body: Record<string, unknown>) => new HttpError('Not Found', 404, body);
  const withMessage = {
    errors: [{ errorCode: 'not_found', errorMessage: { en: 'Not found', sv: 'Hittades inte' } }],
  };

  /** Records each call; a PUT fails with `putError`, a POST answers with a server-made id. */
  function recording(putError: unknown) {
    const calls: { url: string; method: string; body: unknown }[] = [];
    const httpClient: HttpClient = async (url, options = {}) => {
      const method = options.method ?? 'GET';
      const body = options.body === undefined ? undefined : JSON.parse(String(options.body));
      calls.push({ url, method, body });
      if (method === 'PUT') throw putError;
      const json = { id: 'store-new', ...(body as object) };
      return { status: 201, headers: new Headers(), body: JSON.stringify(json), json };
    };
    return { calls, dataProvider: createDataProvider({ registry, httpClient }) };
  }

  it('creates a record the server answers 404 with a message for, under the id the server gives', async () => {
    const { calls, dataProvider } = recording(notFound(withMessage));
    const result = await dataProvider.update('apps/setting/stores', {
      id: 'store-gone',
      data: { id: 'store-gone', name: 'Butiken', version: 3 },
      previousData: { id: 'store-gone' },
    });
    expect(calls.map(({ url, method }) => `${method} ${url}`)).toEqual([
      'PUT /api/store/store-gone',
      'POST /api/store',
    ]);
    expect(calls[1]?.body).toEqual({ name: 'Butiken' });
    expect(result.data.id).toBe('store-new');
  });

  it("sends a resource's own endpoint again as a POST to the same address", async () => {
    const { calls, dataProvider } = recording(notFound({ message: 'No settings yet' }));
    await dataProvider.send('apps/setting/stores', {
      id: 's1',
      path: 'settings',
      method: 'PUT',
      body: { open: true },
    });
    expect(calls.map(({ url, method }) => `${method} ${url}`)).toEqual([
      'PUT /api/store/s1/settings',
      'POST /api/store/s1/settings',
    ]);
  });

  it('keeps the failure of a 404 without a message, and of any other status', async () => {
    for (const error of [notFound({ statusCode: 404 }), new HttpError('Conflict', 409, withMessage)]) {
      const { calls, dataProvider } = recording(error);
      const failure = await dataProvider
        .update('apps/setting/stores', {
          id: 's1',
          data: { id: 's1', name: 'B' },
          previousData: { id: 's1' },
        })
        .catch((caught: unknown) => caught);
      expect(failure).toBeInstanceOf(HttpError);
      expect(calls.map(({ method }) => method)).toEqual(['PUT']);
    }
  });
});
