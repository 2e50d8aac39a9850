import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../testing/expect-api-error.ts';
import { createTestServer, formRequest, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ accessTokenTtlSeconds: 4 });
});
afterAll(() => server.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an access token with a 4-second lifetime (long enough to be used under load, short enough to wait out)', () => {
  it('works at first, is refused with 401 once expired, and a refresh gives a working one', async () => {
    const tokens = await server.login('admin@kaffebaren.test');
    expect(tokens.expires_in).toBe(4);
    const headers = { Authorization: `Bearer ${tokens.access_token}` };
    expect((await server.app.request('/userinfo', { headers })).status).toBe(200);

    await sleep(5100);
    await expectApiError(await server.app.request('/userinfo', { headers }), 401, 'invalid_token');
    await expectApiError(
      await server.app.request('/api/catalog/product/count', { headers }),
      401,
      'invalid_token',
    );

    const res = await server.app.request(
      '/token',
      formRequest(server.config, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token }),
    );
    expect(res.status).toBe(200);
    const fresh = (await res.json()) as { access_token: string };
    expect(
      (await server.app.request('/userinfo', { headers: { Authorization: `Bearer ${fresh.access_token}` } }))
        .status,
    ).toBe(200);
  });
});
