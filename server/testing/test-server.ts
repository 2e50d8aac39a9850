/**
 * The reference API on a fresh, seeded database, for API tests. One per test file (first start takes a
 * few seconds), in `beforeAll`, closed in `afterAll`:
 *
 *   let server: TestServer;
 *   beforeAll(async () => { server = await createTestServer(); });
 *   afterAll(() => server.close());
 *   const res = await server.app.request('/api/store', { headers: await server.authHeader('admin@kaffebaren.test') });
 *
 * In-memory PGlite by default; with DATABASE_URL set, a new database on that server, dropped on close.
 */
import type { Hono } from 'hono';
import type { TokenResponse } from '../auth/token-response.ts';
import { loadConfig, type ServerConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { AppEnv } from '../http/env.ts';
import { DEMO_PASSWORD } from '../seed/demo-users.ts';
import { bootstrap, type BootstrapOptions } from '../start.ts';
import { Blob as NodeBlob } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import { expect, inject } from 'vitest';
import { createFreshDatabase, type FreshDatabase } from './fresh-database.ts';
import { TEST_SEED, usesTemplate } from './template.ts';

export interface TestServer {
  app: Hono<AppEnv>;
  db: Db;
  config: ServerConfig;
  /** Signs in with the password grant; throws with the response body when that fails. */
  login(username: string, password?: string): Promise<TokenResponse>;
  /** `{ Authorization: 'Bearer …' }` for a demo user, signed in once per server and cached. */
  authHeader(username: string): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/** A device scope as the client makes one: 'device_' and 8 letters. */
export const TEST_SCOPE = 'openid profile email offline_access device_TestTest';

/** `Authorization: Basic …` for the configured client credentials. */
export function clientAuthHeader(
  config: Pick<ServerConfig, 'clientId' | 'clientSecret'>,
): Record<string, string> {
  return {
    Authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
  };
}

/** A POST of form fields, with client credentials, as the client sends to /token and /revoke. */
export function formRequest(config: ServerConfig, fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { ...clientAuthHeader(config), 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  };
}

/** A refresh-token grant at /token, as the client sends it. */
export function refreshGrant(server: TestServer, refreshToken: string): Promise<Response> {
  return Promise.resolve(
    server.app.request(
      '/token',
      formRequest(server.config, { grant_type: 'refresh_token', refresh_token: refreshToken }),
    ),
  );
}

/** A refresh-token grant that must succeed (200): the new pair. */
export async function refreshedPair(server: TestServer, refreshToken: string): Promise<TokenResponse> {
  const res = await refreshGrant(server, refreshToken);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TokenResponse;
}

export async function createTestServer(
  overrides: Partial<ServerConfig> = {},
  options: Pick<BootstrapOptions, 'features'> = {},
): Promise<TestServer> {
  const adminUrl = process.env.DATABASE_URL || undefined;
  // The run's seeded template (tests/global-setup.ts), when this server's seed is the template's.
  const template = usesTemplate(overrides) ? inject('testDatabaseTemplate') : undefined;
  const fresh: FreshDatabase | undefined = adminUrl
    ? await createFreshDatabase(adminUrl, template?.kind === 'postgres' ? template.name : undefined)
    : undefined;
  const config = loadConfig({}, { ...TEST_SEED, ...overrides, ...fresh?.config });
  // Node's Blob, not the DOM tests' jsdom one, which PGlite cannot read.
  const loadDataDir =
    template?.kind === 'pglite'
      ? (new NodeBlob([await readFile(template.file)]) as unknown as Blob)
      : undefined;
  let started;
  try {
    started = await bootstrap(config, { inMemory: true, loadDataDir, ...options });
  } catch (error) {
    await fresh?.drop();
    throw error;
  }
  const { app, db } = started;
  const headers = new Map<string, Promise<Record<string, string>>>();

  const login = async (username: string, password = DEMO_PASSWORD): Promise<TokenResponse> => {
    const res = await app.request(
      '/token',
      formRequest(config, { grant_type: 'password', username, password, scope: TEST_SCOPE }),
    );
    const body: unknown = await res.json();
    if (res.status !== 200)
      throw new Error(`Login of ${username} failed with ${res.status}: ${JSON.stringify(body)}`);
    return body as TokenResponse;
  };

  return {
    app,
    db,
    config,
    login,
    authHeader(username) {
      let header = headers.get(username);
      if (!header) {
        header = login(username).then((tokens) => ({ Authorization: `Bearer ${tokens.access_token}` }));
        header.catch(() => headers.delete(username));
        headers.set(username, header);
      }
      return header;
    },
    async close() {
      await db.close();
      await fresh?.drop();
    },
  };
}
