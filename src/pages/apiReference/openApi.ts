/**
 * The parts of an OpenAPI 3.1 document the API reference shows (server/routing/openapi.ts writes it),
 * and what the page reads from it: the operations grouped by tag (the feature that owns the route), the
 * search, and the fields and types of a schema. Pure: the page and its tests use it alike.
 */

/** The language the API writes its document's texts in (server/routing/openapi.ts). */
export const DOCUMENT_LANGUAGE = 'en';

export interface JsonSchema {
  $ref?: string;
  type?: string | readonly string[];
  format?: string;
  description?: string;
  enum?: readonly unknown[];
  items?: JsonSchema;
  properties?: Readonly<Record<string, JsonSchema>>;
  required?: readonly string[];
  readOnly?: boolean;
  examples?: readonly unknown[];
  example?: unknown;
}

export interface Parameter {
  name: string;
  in: string;
  description?: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface Content {
  schema?: JsonSchema;
}

export interface Operation {
  summary?: string;
  /** Who may call it, in words. */
  description?: string;
  tags?: readonly string[];
  parameters?: readonly Parameter[];
  requestBody?: { description?: string; content?: Readonly<Record<string, Content>> };
  responses?: Readonly<Record<string, { description?: string; content?: Readonly<Record<string, Content>> }>>;
}

/** The document's schemas by name (`components.schemas`). */
export type Schemas = Readonly<Record<string, JsonSchema>>;

export interface OpenApiDocument {
  openapi?: string;
  info?: { title?: string; version?: string };
  paths?: Readonly<Record<string, Readonly<Record<string, Operation>>>>;
  components?: { schemas?: Schemas };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type Method = (typeof METHODS)[number];

export interface OperationRow {
  /** `get /api/store`: unique in a document. */
  key: string;
  method: Method;
  path: string;
  operation: Operation;
}

export interface OperationGroup {
  tag: string;
  operations: OperationRow[];
}

/** The tag of operations that name none. */
export const UNTAGGED = 'default';

/** The operations by their first tag, groups and operations in the document's order. */
export function operationGroups(document: OpenApiDocument): OperationGroup[] {
  const groups = new Map<string, OperationRow[]>();
  for (const [path, item] of Object.entries(document.paths ?? {}))
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? UNTAGGED;
      const rows = groups.get(tag) ?? [];
      rows.push({ key: `${method} ${path}`, method, path, operation });
      groups.set(tag, rows);
    }
  return [...groups].map(([tag, operations]) => ({ tag, operations }));
}

/** The groups with only the operations whose path or summary holds every word of `query` (any case). */
export function searchGroups(groups: readonly OperationGroup[], query: string): OperationGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...groups];
  const matches = ({ path, operation }: OperationRow) => {
    const text = `${path} ${operation.summary ?? ''}`.toLowerCase();
    return words.every((word) => text.includes(word));
  };
  return groups
    .map((group) => ({ ...group, operations: group.operations.filter(matches) }))
    .filter((group) => group.operations.length > 0);
}

const REF = /^#\/components\/schemas\/(.+)$/;

/** The name of the schema a response or body names (`$ref`, or the items of an array of them). */
export function schemaNameOf(schema: JsonSchema | undefined): string | undefined {
  if (!schema) return undefined;
  const ref = schema.$ref ?? schema.items?.$ref;
  return ref ? REF.exec(ref)?.[1] : undefined;
}

/** The schema of the first content type that has one. */
export const contentSchema = (content: Readonly<Record<string, Content>> | undefined) =>
  Object.values(content ?? {}).find((entry) => entry.schema)?.schema;

/** A schema's type in short: `string (date)`, `Orders`, `integer[]`, `string | null`; `any` when none. */
export function typeText(schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  if (schema.$ref) return REF.exec(schema.$ref)?.[1] ?? schema.$ref;
  const types = typeof schema.type === 'string' ? [schema.type] : [...(schema.type ?? [])];
  if (!types.length) return 'any';
  return types
    .map((type) =>
      type === 'array'
        ? `${typeText(schema.items)}[]`
        : schema.format && type !== 'null'
          ? `${type} (${schema.format})`
          : type,
    )
    .join(' | ');
}

export interface SchemaField {
  name: string;
  type: string;
  description?: string;
  required: boolean;
  readOnly: boolean;
  /** The allowed values, of an enum or an array of one. */
  values?: readonly string[];
  /** The first example, as JSON. */
  example?: string;
}

/** The fields of an object schema, in its order. */
export function schemaFields(schema: JsonSchema | undefined): SchemaField[] {
  const required = new Set(schema?.required ?? []);
  return Object.entries(schema?.properties ?? {}).map(([name, field]) => {
    const example = field.examples?.[0] ?? field.example;
    const values = field.enum ?? field.items?.enum;
    return {
      name,
      type: typeText(field),
      description: field.description,
      required: required.has(name),
      readOnly: field.readOnly === true,
      values: values?.map((value) => String(value)),
      example: example === undefined ? undefined : JSON.stringify(example),
    };
  });
}
