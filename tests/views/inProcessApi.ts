/**
 * The reference API in-process for a test file's generated views: msw hands each request to
 * http://api.test to the app, over one PGlite test database, with a demo user's access token.
 */
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../server/app';
import { createTestServer, type TestServer } from '../../server/testing/test-server';
import { setRequestLocale } from '../../src/providers/requestLocale';
import type { Registry } from '../../src/schema/registry-core';

export interface InProcessApi {
  readonly server: TestServer;
  readonly token: string;
  /** The msw server in front of it (e.g. to count the requests a screen sends: `msw.events`). */
  readonly msw: ReturnType<typeof setupServer>;
}

export function inProcessApi(registry: Registry, username = 'admin@kaffebaren.test'): InProcessApi {
  let server: TestServer | undefined;
  let token = '';
  const msw = setupServer();
  beforeAll(async () => {
    server = await createTestServer();
    await registry.ensureAll(); // the app's registry starts with summaries
    const app = createApp({ db: server.db, config: server.config }, { resources: registry.definitions });
    msw.use(http.all('http://api.test/*', ({ request }) => app.fetch(request)));
    msw.listen({ onUnhandledRequest: 'error' });
    token = (await server.login(username)).access_token;
    setRequestLocale('en');
  }, 60_000);
  afterAll(async () => {
    msw.close();
    await server?.close();
  });
  return {
    get server() {
      if (!server) throw new Error('The in-process API starts in beforeAll');
      return server;
    },
    get token() {
      return token;
    },
    msw,
  };
}
