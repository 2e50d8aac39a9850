/**
 * The API's OpenAPI 3.1 document, made from the one route table (every path, method, access and
 * summary as declared; tagged with the feature that declares it, a generic route with its resource) and the resource definitions (records' schemas): GET /api/openapi.json. What the
 * server serves and what the document lists cannot drift apart: both come from the same entries
 * (openapi.test.ts checks it against the app's routes).
 */
import type { ResourceDefinition } from '../../src/schema/types.ts';
import type { Access } from './access.ts';
import { recordSchema, type JsonSchema } from './openapi-schema.ts';
import type { RouteEntry } from './route-table.ts';

/** A Hono path as OpenAPI writes it: `/api/x/:id{[0-9a-f-]{36}}` -> `/api/x/{id}`. */
export const openApiPath = (path: string): string =>
  path.replace(/:(\w+)(\{(?:[^{}]|\{[^}]*\})*\})?/g, (_all, name: string) => `{${name}}`);

const pathParameters = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** Who may call the route, in words (the document's `x-access` and the operation's description). */
export function accessText(access: Access): string {
  if ('public' in access) return `Public: ${access.public}.`;
  if ('signedIn' in access) return 'Any signed-in user.';
  if ('rule' in access) {
    const roles = access.rule.roles?.join(', ') ?? 'any role';
    const key = access.rule.permissionKey ? ` with the permission ${access.rule.permissionKey}` : '';
    const organization = access.organization === 'required' ? ', working in an organization' : '';
    return `Roles ${roles}${key}${organization}.`;
  }
  const also = (access.also ?? []).map((a) => ` and may ${a.action} ${a.resource}`).join('');
  const roles = access.roles ? ` (only ${access.roles.join(', ')})` : '';
  return `Whoever may ${access.action} ${access.resource}${also}${roles}, in the organization it works in (organization-scoped resources).`;
}

const ERROR: JsonSchema = {
  type: 'object',
  properties: {
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          errorCode: { type: 'string', description: 'A message key, e.g. validation.required' },
          errorMessage: {
            type: 'object',
            properties: { en: { type: 'string' }, sv: { type: 'string' } },
            required: ['en', 'sv'],
          },
          field: { type: 'string', description: 'The field or parameter the error concerns' },
        },
        required: ['errorCode', 'errorMessage'],
      },
    },
    current: { description: 'On 409: the record as it is now' },
  },
  required: ['errors'],
  examples: [
    {
      errors: [
        {
          errorCode: 'validation.required',
          errorMessage: { en: 'Required', sv: 'Obligatoriskt' },
          field: 'name',
        },
      ],
    },
  ],
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function operation(
  route: RouteEntry,
  schemas: ReadonlyMap<string, string>,
  tagOf: (route: RouteEntry) => string,
): JsonSchema {
  const guarded = !('public' in route.access);
  const answered = route.answers && schemas.get(route.answers);
  const ref = answered ? { $ref: `#/components/schemas/${answered}` } : undefined;
  const isList = route.method === 'GET' && route.owner === 'resources' && !route.path.includes(':');
  const parameters = [
    ...pathParameters(route.path).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string', maxLength: 200 },
    })),
    ...Object.entries(route.query ?? {}).map(([name, description]) => ({
      name,
      in: 'query',
      required: false,
      description,
      schema: { type: 'string' },
    })),
    ...(guarded
      ? [
          {
            name: 'organizationId',
            in: 'header',
            required: false,
            description:
              'Internal admins: the organization to work in (merchant users always work in their own)',
            schema: { type: 'string' },
          },
        ]
      : []),
  ];
  const status =
    route.method === 'POST' && route.owner === 'resources' && !route.path.includes(':') ? '201' : '200';
  return {
    summary: route.summary,
    description: accessText(route.access),
    tags: [tagOf(route)],
    operationId: `${route.method.toLowerCase()} ${route.path}`,
    'x-access': route.access,
    ...(guarded ? {} : { security: [] }),
    ...(parameters.length ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            description: route.body,
            content: {
              [route.body.startsWith('multipart')
                ? 'multipart/form-data'
                : route.body.startsWith('application/x-www-form-urlencoded')
                  ? 'application/x-www-form-urlencoded'
                  : 'application/json']: {
                schema: ref && ['POST', 'PUT'].includes(route.method) ? ref : { type: 'object' },
              },
            },
          },
        }
      : {}),
    responses: {
      [status]: {
        description: 'Done',
        ...(ref
          ? { content: { 'application/json': { schema: isList ? { type: 'array', items: ref } : ref } } }
          : {}),
      },
      '400': errorResponse('The request is not valid: each error names its field or parameter'),
      ...(guarded
        ? {
            '401': errorResponse('No valid bearer token'),
            '403': errorResponse('The caller may not do this'),
          }
        : {}),
      ...(route.path.includes(':') ? { '404': errorResponse('No such record the caller may see') } : {}),
      ...(['PUT', 'POST'].includes(route.method)
        ? { '409': errorResponse('A stale version, or a step the record’s state does not allow') }
        : {}),
    },
  };
}

/** The schema's name of each resource (its definition's name, in PascalCase). */
const schemaName = (name: string) =>
  name.replace(/(^|-)([a-z0-9])/g, (_all, _dash, letter: string) => letter.toUpperCase());

export function openApiDocument(
  routes: readonly RouteEntry[],
  definitions: readonly ResourceDefinition[],
): JsonSchema {
  const schemas = new Map(definitions.map((d) => [d.name, schemaName(d.name)]));
  // A generic route is tagged with its resource (longest API path first: api/store/3.0/... before api/store).
  const byApi = definitions
    .flatMap((d) => [d.api, ...(d.apiAliases ?? [])].map((api) => ({ api, name: d.name })))
    .sort((a, b) => b.api.length - a.api.length);
  const tagOf = (route: RouteEntry) =>
    route.owner === 'resources'
      ? (byApi.find(({ api }) => route.path === `/${api}` || route.path.startsWith(`/${api}/`))?.name ??
        route.owner)
      : route.owner;
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    (paths[path] ??= {})[route.method.toLowerCase()] = operation(route, schemas, tagOf);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Backoffice platform API',
      version: '3',
      description:
        'The reference platform API of the back office. Sign in at POST /token (OAuth 2 password grant) and send the access token as a bearer token. Errors answer { errors: [{ errorCode, errorMessage: { en, sv }, field }] }. Lists take filter, sort and range and answer Content-Range.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Error: ERROR,
        ...Object.fromEntries(definitions.map((d) => [schemas.get(d.name)!, recordSchema(d)])),
      },
    },
  };
}
