/**
 * The route and role data the matrix, axe and keyboard specs are generated from: the route table of
 * src/routing/routeTable.ts over the resource files (read from disk, as the API reads them), the guarded
 * pages of src/pages/<page>/route.ts, and the demo users of the reference API with their access.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { loadDefinitions } from '../../server/resources/load';
import { DEMO_PASSWORD, DEMO_USERS as SEEDED_USERS } from '../../server/seed/demo-users';
import { createRegistry, type Registry } from '../../src/schema/registry-core';
import {
  actingColumn as actingColumnOf,
  matrixColumns as columnsOf,
  type MatrixColumn,
} from '../../src/routing/matrixCells';
import { buildRouteTable, type PageRoute, type RouteEntry, type Screen } from '../../src/routing/routeTable';

const PAGES_DIR = path.resolve('src/pages');

function isPageRoute(value: unknown): value is PageRoute {
  const candidate = value as Partial<PageRoute> | null;
  return typeof candidate?.path === 'string' && Array.isArray(candidate.roles);
}

/** Every `{ path, roles }` exported by a src/pages/<page>/route.ts. */
async function pageRoutes(): Promise<PageRoute[]> {
  const found: PageRoute[] = [];
  for (const dir of (await readdir(PAGES_DIR, { withFileTypes: true })).filter((d) => d.isDirectory())) {
    const file = path.join(PAGES_DIR, dir.name, 'route.ts');
    const mod = (await import(pathToFileURL(file).href).catch(() => null)) as Record<string, unknown> | null;
    for (const value of Object.values(mod ?? {})) if (isPageRoute(value)) found.push(value);
  }
  return found;
}

export interface RouteData {
  registry: Registry;
  table: RouteEntry[];
}

let cached: Promise<RouteData> | undefined;
export function routeData(): Promise<RouteData> {
  cached ??= (async () => {
    const registry = createRegistry(await loadDefinitions());
    return { registry, table: buildRouteTable({ registry, pages: await pageRoutes() }) };
  })();
  return cached;
}

/** A column of the matrix: a guest, or a demo user (optionally working inside an organization). */
export type Column = MatrixColumn;

/** The guest and every demo user that can sign in (loginRefusal decides, as the login does). */
export const matrixColumns = (): Column[] => columnsOf(SEEDED_USERS);

/** A super admin working inside an organization: the admin role and every permission key added. */
export function actingColumn(username: string, organization: { id: string; name: string }): Column {
  const user = SEEDED_USERS.find((u) => u.username === username);
  if (!user) throw new Error(`No demo user ${username}`);
  return actingColumnOf(user, organization);
}

export { DEMO_PASSWORD };

/** CSS that is visible once a screen has rendered (react-admin's view classes for generated views). */
export function screenSelector(screen: Screen): string {
  if (screen.kind === 'resource') {
    const cls = { list: 'RaList-main', create: 'RaCreate-main', edit: 'RaEdit-main', show: 'RaShow-main' }[
      screen.view
    ];
    // A list whose first view is the catalogue's tree (the product groups) shows the tree instead.
    return screen.view === 'list' ? `.${cls}, .catalogue-tree` : `.${cls}`;
  }
  if (screen.page === 'login') return 'input[name="username"]';
  return 'h1';
}

const BASIC = `Basic ${Buffer.from('backoffice:backoffice-dev-secret').toString('base64')}`;

/** An access token through the password grant, for reading records in a test's setup. */
export async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/token', {
    headers: { Authorization: BASIC },
    form: {
      grant_type: 'password',
      username,
      password: DEMO_PASSWORD,
      scope: 'openid profile email offline_access device_matrixab',
    },
  });
  if (!response.ok()) throw new Error(`token for ${username}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export interface SampleRecord {
  id: string;
  /** The field old URLs name the record by (legacyKey), else the id. */
  key: string;
  /** The record's representation (its name), to look for on screen. */
  label: string;
}

/** The first record of each resource definition the token may list, by definition name. */
export async function sampleRecords(
  request: APIRequestContext,
  registry: Registry,
  token: string,
  organizationId?: string,
): Promise<Map<string, SampleRecord>> {
  const found = new Map<string, SampleRecord>();
  await Promise.all(
    registry.definitions.map(async (definition) => {
      const response = await request.get(`/${definition.api}`, {
        params: { range: '[0,0]', sort: '["id","ASC"]', filter: '{}' },
        headers: { Authorization: `Bearer ${token}`, ...(organizationId ? { organizationId } : {}) },
      });
      if (!response.ok()) return;
      const [record] = (await response.json()) as Record<string, unknown>[];
      if (!record) return;
      const id = String(record.id);
      found.set(definition.name, {
        id,
        key: definition.legacyKey ? String(record[definition.legacyKey]) : id,
        label: String(record[definition.representation] ?? id),
      });
    }),
  );
  return found;
}
