import { describe, expect, it } from 'vitest';
import {
  contentSchema,
  operationGroups,
  schemaFields,
  schemaNameOf,
  searchGroups,
  typeText,
  UNTAGGED,
  type OpenApiDocument,
} from './openApi';

const document: OpenApiDocument = {
  paths: {
    '/api/store': {
      get: { summary: 'Lists stores', tags: ['resources'] },
      post: { summary: 'Creates a store', tags: ['resources'] },
    },
    '/token': { post: { summary: 'Signs in', tags: ['platform'] } },
    '/api/untagged': { delete: { summary: 'Removes something' } },
  },
};

describe('the OpenAPI document as the API reference reads it', () => {
  it('groups the operations by their first tag, in the document’s order', () => {
    expect(
      operationGroups(document).map(({ tag, operations }) => [tag, operations.map((o) => o.key)]),
    ).toEqual([
      ['resources', ['get /api/store', 'post /api/store']],
      ['platform', ['post /token']],
      [UNTAGGED, ['delete /api/untagged']],
    ]);
  });

  it('finds operations whose path or summary holds every word, in any case', () => {
    const keys = (query: string) =>
      searchGroups(operationGroups(document), query).flatMap((g) => g.operations.map((o) => o.key));
    expect(keys('')).toHaveLength(4);
    expect(keys('  STORE ')).toEqual(['get /api/store', 'post /api/store']);
    expect(keys('store creates')).toEqual(['post /api/store']);
    expect(keys('/token')).toEqual(['post /token']);
    expect(keys('nothing')).toEqual([]);
  });

  it('names the schema a body or response refers to, itself or as the items of a list', () => {
    expect(schemaNameOf({ $ref: '#/components/schemas/Stores' })).toBe('Stores');
    expect(schemaNameOf({ type: 'array', items: { $ref: '#/components/schemas/Stores' } })).toBe('Stores');
    expect(schemaNameOf({ type: 'object' })).toBeUndefined();
    expect(
      contentSchema({ 'text/csv': {}, 'application/json': { schema: { $ref: '#/components/schemas/A' } } }),
    ).toEqual({ $ref: '#/components/schemas/A' });
  });

  it('writes types in short', () => {
    expect(typeText({ type: 'string', format: 'date-time' })).toBe('string (date-time)');
    expect(typeText({ type: 'array', items: { type: 'integer' } })).toBe('integer[]');
    expect(typeText({ type: 'array', items: { $ref: '#/components/schemas/Orders' } })).toBe('Orders[]');
    expect(typeText({ type: ['string', 'null'] })).toBe('string | null');
    expect(typeText({ description: 'anything' })).toBe('any');
  });

  it('lists a schema’s fields with whether each is required, its values and an example', () => {
    expect(
      schemaFields({
        type: 'object',
        required: ['name'],
        properties: {
          id: { type: 'string', readOnly: true },
          name: { type: 'string', description: 'Name', examples: ['Butik Norr'] },
          languages: { type: 'array', items: { type: 'string', enum: ['sv', 'en'] }, examples: [['sv']] },
        },
      }),
    ).toEqual([
      { name: 'id', type: 'string', required: false, readOnly: true },
      {
        name: 'name',
        type: 'string',
        description: 'Name',
        required: true,
        readOnly: false,
        example: '"Butik Norr"',
      },
      {
        name: 'languages',
        type: 'string[]',
        required: false,
        readOnly: false,
        values: ['sv', 'en'],
        example: '["sv"]',
      },
    ]);
  });
});
