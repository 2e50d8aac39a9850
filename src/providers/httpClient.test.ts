import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiConfig } from './apiConfig';
import { createHttpClient, httpClient } from './httpClient';
import { setRequestLocale } from './requestLocale';
import { session, type SessionEnd } from './session';
import { API, errorBody, FakePlatform, fakeJwt, inSeconds } from './testing/fakePlatform';

const platform = new FakePlatform();
const server = setupServer();

beforeAll(() => {
  apiConfig.baseUrl = API;
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());
beforeEach(() => {
  session.clear();
  setRequestLocale('sv');
  platform.reset();
  server.resetHandlers(...platform.handlers());
});
afterEach(() => session.clear());

const TOKEN = fakeJwt({ sub: 'user-1', exp: inSeconds(3600) });

function signIn(accessToken = TOKEN) {
  session.saveTokens({ accessToken, idToken: 'id', refreshToken: 'refresh-0' });
}

/** An API path that answers 401 to every token but `valid`, and records the bearer of each call. */
function protectedPath(path: string, isValid: (bearer: string | null) => boolean) {
  const bearers: (string | null)[] = [];
  server.use(
    http.get(`${API}${path}`, ({ request }) => {
      const bearer = request.headers.get('authorization');
      bearers.push(bearer);
      return isValid(bearer)
        ? HttpResponse.json({ ok: true })
        : HttpResponse.json(errorBody(401, 'Authentication required', 'Inloggning krävs'), { status: 401 });
    }),
  );
  return bearers;
}

describe('httpClient requests', () => {
  it('sends the bearer token and JSON accept header to the API base URL', async () => {
    signIn();
    let seen: Headers | undefined;
    server.use(
      http.get(`${API}/api/store`, ({ request }) => ((seen = request.headers), HttpResponse.json([]))),
    );
    const result = await httpClient('/api/store');
    expect(result.json).toEqual([]);
    expect(seen?.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(seen?.get('accept')).toBe('application/json');
    expect(seen?.get('organizationid')).toBeNull();
  });

  it('sends the organizationId header when an organization is selected, and stops after leaving it', async () => {
    signIn();
    const seen: (string | null)[] = [];
    server.use(
      http.get(
        `${API}/api/store`,
        ({ request }) => (seen.push(request.headers.get('organizationId')), HttpResponse.json([])),
      ),
    );
    session.setOrganization({ id: 'org-bokhandeln', name: 'Bokhandeln AB', selected: true });
    await httpClient('/api/store');
    session.setOrganization(null);
    await httpClient('/api/store');
    expect(seen).toEqual(['org-bokhandeln', null]);
  });

  it('adds the language header to payment and handshake calls only', async () => {
    signIn();
    const seen: Record<string, string | null> = {};
    const record = ({ request }: { request: Request }) => {
      seen[new URL(request.url).pathname] = request.headers.get('accept-language');
      return HttpResponse.json({});
    };
    server.use(
      http.get(`${API}/api/payments`, record),
      http.get(`${API}/api/handshakes/3.0/handshake`, record),
      http.get(`${API}/api/orders`, record),
    );
    setRequestLocale('en');
    await httpClient('/api/payments');
    await httpClient('api/handshakes/3.0/handshake');
    await httpClient('/api/orders');
    expect(seen).toEqual({
      '/api/payments': 'en',
      '/api/handshakes/3.0/handshake': 'en',
      '/api/orders': null,
    });
  });

  it('keeps an absolute URL as it is', async () => {
    server.use(http.get('http://other.test/x', () => HttpResponse.json(1)));
    expect((await httpClient('http://other.test/x')).json).toBe(1);
  });
});

describe('httpClient errors', () => {
  it('maps the first server error entry to the message in the user language, with status code and trace id', async () => {
    signIn();
    server.use(
      http.put(`${API}/api/store/1`, () =>
        HttpResponse.json(
          {
            errors: [
              { errorCode: 'x', errorMessage: { en: 'Store name taken', sv: 'Butiksnamnet är upptaget' } },
              { errorCode: 'y', errorMessage: { en: 'Second', sv: 'Andra' } },
            ],
            statusCode: 409,
            traceId: 'abc-123',
          },
          { status: 409 },
        ),
      ),
    );
    await expect(httpClient('/api/store/1', { method: 'PUT', body: '{}' })).rejects.toMatchObject({
      message: 'Butiksnamnet är upptaget',
      status: 409,
      body: { statusCode: 409, traceId: 'abc-123' },
    });
    setRequestLocale('en');
    await expect(httpClient('/api/store/1', { method: 'PUT', body: '{}' })).rejects.toMatchObject({
      message: 'Store name taken',
    });
  });

  it('gives up after the timeout with the SPEC message', async () => {
    signIn();
    server.use(http.get(`${API}/api/report`, async () => (await delay(1000), HttpResponse.json({}))));
    const client = createHttpClient({ timeoutMs: 50 });
    await expect(client('/api/report')).rejects.toMatchObject({
      message: 'Begäran tog för lång tid. Var god försök igen.',
      status: 408,
    });
  });
});

describe('httpClient token refresh on 401', () => {
  it('refreshes once with the refresh token and Basic credentials, then retries once with the new token', async () => {
    signIn();
    const bearers = protectedPath('/api/orders', (bearer) => bearer !== `Bearer ${TOKEN}`);
    const result = await httpClient('/api/orders');
    expect(result.json).toEqual({ ok: true });
    const refreshes = platform.calls('/token');
    expect(refreshes).toHaveLength(1);
    expect(Object.fromEntries(refreshes[0]!.form!)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-0',
    });
    expect(refreshes[0]!.headers.get('authorization')).toBe(
      `Basic ${btoa('backoffice:backoffice-dev-secret')}`,
    );
    expect(bearers).toHaveLength(2);
    expect(bearers[1]).toBe(`Bearer ${session.accessToken()}`);
    expect(session.refreshToken()).toBe('refresh-1');
  });

  it('does not loop: a second 401 after the retry goes to the caller', async () => {
    signIn();
    const bearers = protectedPath('/api/orders', () => false);
    await expect(httpClient('/api/orders')).rejects.toMatchObject({
      status: 401,
      message: 'Inloggning krävs',
    });
    expect(bearers).toHaveLength(2);
    expect(platform.calls('/token')).toHaveLength(1);
  });

  it('shares one refresh between concurrent 401s', async () => {
    signIn();
    const bearers = protectedPath('/api/orders', (bearer) => bearer !== `Bearer ${TOKEN}`);
    const results = await Promise.all([
      httpClient('/api/orders'),
      httpClient('/api/orders'),
      httpClient('/api/orders'),
    ]);
    expect(results.map((r) => r.json)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(platform.calls('/token')).toHaveLength(1);
    expect(bearers).toHaveLength(6);
  });

  it('never refreshes for the token call itself', async () => {
    signIn();
    server.use(
      http.post(`${API}/token`, () =>
        HttpResponse.json(errorBody(401, 'Invalid client', 'Ogiltig klient'), { status: 401 }),
      ),
    );
    await expect(httpClient('/token', { method: 'POST', body: 'x=1' })).rejects.toMatchObject({
      status: 401,
    });
    expect(session.accessToken()).toBe(TOKEN);
  });

  it('never refreshes on the sign-up page', async () => {
    signIn();
    const bearers = protectedPath('/api/orders', () => false);
    const client = createHttpClient({ currentPath: () => '/signup' });
    await expect(client('/api/orders')).rejects.toMatchObject({ status: 401 });
    expect(bearers).toHaveLength(1);
    expect(platform.calls('/token')).toHaveLength(0);
  });

  it('makes no refresh for a guest', async () => {
    const bearers = protectedPath('/api/orders', () => false);
    await expect(httpClient('/api/orders')).rejects.toMatchObject({ status: 401 });
    expect(bearers).toEqual([null]);
    expect(platform.calls('/token')).toHaveLength(0);
  });

  it('clears the session and logs out with the authentication failed message when the refresh fails', async () => {
    signIn();
    session.setOrganization({ id: 'org-kaffebaren', name: 'Kaffebaren AB', selected: false });
    platform.refreshAllowed = false;
    const ended: SessionEnd[] = [];
    const stop = session.onEnded((end) => ended.push(end));
    const bearers = protectedPath('/api/orders', () => false);
    await expect(httpClient('/api/orders')).rejects.toMatchObject({
      status: 401,
      message: 'Användarautentisering misslyckades',
    });
    stop();
    expect(bearers).toHaveLength(1);
    expect(platform.calls('/token')).toHaveLength(1);
    expect(session.tokens()).toBeNull();
    expect(session.organization()).toBeNull();
    expect(ended).toEqual([{ reason: 'authFailed' }]);
  });

  it('renews an expired access token before the call instead of waiting for a 401', async () => {
    const expired = fakeJwt({ sub: 'user-1', exp: inSeconds(-10) });
    signIn(expired);
    const bearers = protectedPath('/api/orders', (bearer) => bearer !== `Bearer ${expired}`);
    await httpClient('/api/orders');
    expect(platform.calls('/token')).toHaveLength(1);
    expect(bearers).toEqual([`Bearer ${session.accessToken()}`]);
  });
});
