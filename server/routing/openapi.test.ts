import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceDefinitions } from '../resources/definitions.ts';
import { createTestServer, type TestServer } from '../testing/test-server.ts';
import { openApiPath } from './openapi.ts';

interface Operation {
  summary: string;
  security?: unknown[];
  'x-access': Record<string, unknown>;
  parameters?: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, { properties?: Record<string, Record<string, unknown>>; required?: string[] }>;
  };
}

let server: TestServer;
let doc: Document;
beforeAll(async () => {
  server = await createTestServer();
  const res = await server.app.request('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = (await res.json()) as Document;
});
afterAll(() => server.close());

describe('GET /api/openapi.json', () => {
  it('lists exactly the routes the server serves, each with a summary and its access', () => {
    expect(doc.openapi).toBe('3.1.0');
    const served = new Set(
      server.app.routes
        .filter((r) => r.method !== 'ALL')
        .map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path)}`),
    );
    const listed = new Set(
      Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m} ${path}`)),
    );
    expect([...served].filter((r) => !listed.has(r))).toEqual([]);
    expect([...listed].filter((r) => !served.has(r))).toEqual([]);
    for (const methods of Object.values(doc.paths))
      for (const operation of Object.values(methods)) {
        expect(operation.summary).toBeTruthy();
        expect(operation['x-access']).toBeTruthy();
      }
  });

  it('says who may call a route, which parameters it takes and what it answers', () => {
    const refund = doc.paths['/api/orders/{id}/refund']!.post!;
    expect(refund['x-access']).toEqual({ resource: 'orders', action: 'show' });
    expect(refund.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(['path:id', 'header:organizationId']);
    expect(Object.keys(refund.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409']),
    );
    expect((refund as unknown as { tags: string[] }).tags).toEqual(['orders']);
    expect((doc.paths['/api/store/{id}']!.get as unknown as { tags: string[] }).tags).toEqual(['stores']);
    const token = doc.paths['/token']!.post!;
    expect(token.security).toEqual([]);
    const list = doc.paths['/api/store']!.get!;
    expect(list.responses['200']!.content!['application/json']!.schema).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/Stores' },
    });
  });

  it('describes each resource’s record from its definition, and every reference resolves', () => {
    expect(Object.keys(doc.components.schemas)).toHaveLength(resourceDefinitions.length + 1);
    const stores = doc.components.schemas.Stores!;
    expect(stores.required).toContain('name');
    expect(stores.properties!.name).toMatchObject({ type: 'string', maxLength: expect.any(Number) });
    expect(stores.properties!.version).toMatchObject({ type: 'integer', readOnly: true });
    const products = doc.components.schemas.Products!;
    expect(products.properties!.price ?? products.properties!.unitPrice).toMatchObject({ type: 'integer' });
    const refs = JSON.stringify(doc).match(/"\$ref":"#\/components\/schemas\/[A-Za-z]+"/g) ?? [];
    for (const ref of refs)
      expect(doc.components.schemas).toHaveProperty(ref.split('/').pop()!.replace('"', ''));
  });
});
