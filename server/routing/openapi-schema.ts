/**
 * A resource's records as JSON Schema (OpenAPI 3.1), from its definition's fields: each kind's type and
 * bounds, enum values, references by id, read-only and required fields, labels as descriptions (en) and
 * a sample record from the kinds' bench values (src/schema/kinds/samples.ts), so that an integrator reads
 * a record's shape in the document instead of the code. The switch is exhaustive: a new kind is a type
 * error here until it says its schema.
 */
import { kindOf } from '../../src/schema/kinds/index.ts';
import type { FieldDefinition, ResourceDefinition, ScalarField } from '../../src/schema/types.ts';

export type JsonSchema = Record<string, unknown>;

function scalarSchema(field: ScalarField): JsonSchema {
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'password':
      return { type: 'string', minLength: field.minLength, maxLength: field.maxLength };
    case 'email':
      return { type: 'string', format: 'email', maxLength: field.maxLength };
    case 'phone':
      return { type: 'string', description: 'E.164 or a national number', maxLength: field.maxLength };
    case 'url':
      return { type: 'string', format: 'uri', maxLength: field.maxLength };
    case 'money':
      return { type: 'integer', description: 'Minor units (öre)', minimum: field.min, maximum: field.max };
    case 'integer':
      return { type: 'integer', minimum: field.min, maximum: field.max };
    case 'number':
    case 'percentage':
      return { type: 'number', minimum: field.min, maximum: field.max };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'datetime':
      return { type: 'string', format: 'date-time' };
    case 'time':
      return { type: 'string', pattern: '^\\d{2}:\\d{2}$' };
    case 'enum': {
      const one = { type: 'string', enum: Object.keys(field.values) };
      return field.multiple ? { type: 'array', items: one, maxItems: field.maxItems } : one;
    }
    case 'reference':
      return { type: 'string', description: `The id of a record of ${field.reference}` };
    case 'references':
      return {
        type: 'array',
        items: { type: 'string' },
        minItems: field.minItems,
        maxItems: field.maxItems,
        description: `Ids of records of ${field.reference}`,
      };
    case 'image':
    case 'file':
      return {
        type: 'object',
        properties: {
          src: { type: 'string', description: 'The address an upload answered' },
          title: { type: 'string' },
        },
        required: ['src'],
        description: `${field.accept.join(', ')}, at most ${field.maxBytes} bytes`,
      };
  }
}

const withoutUndefined = (schema: JsonSchema): JsonSchema =>
  Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined));

/** The kind's first bench value for the field (a reference names a made-up id), if it has one. */
function exampleOf(definition: ResourceDefinition, source: string, field: FieldDefinition): unknown {
  if (field.compute || field.kind === 'password' || field.kind === 'subRecords') return undefined;
  try {
    const [first] = kindOf(field).samples({
      definition,
      source,
      field,
      refs: (resource) => [`${resource}-1`],
      row: 0,
    });
    return first?.(0);
  } catch {
    return undefined;
  }
}

function fieldSchema(field: FieldDefinition, example?: unknown): JsonSchema {
  const base =
    field.kind === 'subRecords'
      ? {
          type: 'array',
          minItems: field.minRows,
          maxItems: field.maxRows,
          items: objectSchema(field.fields),
        }
      : scalarSchema(field);
  const label = field.helper ? `${field.label.en}: ${field.helper.en}` : field.label.en;
  const described = base.description ? `${label} (${String(base.description)})` : label;
  return withoutUndefined({
    ...base,
    description: described,
    readOnly: field.readOnly || field.compute ? true : undefined,
    examples: example === undefined ? undefined : [example],
  });
}

function objectSchema(
  fields: Readonly<Record<string, FieldDefinition>>,
  definition?: ResourceDefinition,
): JsonSchema {
  const required = Object.entries(fields)
    .filter(([, field]) => field.required && !field.readOnly && !field.compute)
    .map(([source]) => source);
  return withoutUndefined({
    type: 'object',
    properties: Object.fromEntries(
      Object.entries(fields).map(([source, field]) => [
        source,
        fieldSchema(field, definition && exampleOf(definition, source, field)),
      ]),
    ),
    required: required.length ? required : undefined,
  });
}

/** A record of `definition` as the API answers it and takes it. */
export function recordSchema(definition: ResourceDefinition): JsonSchema {
  const schema = objectSchema(definition.fields, definition);
  return {
    ...schema,
    description: `${definition.label.one.en} (${definition.scope === 'platform' ? "the platform's" : "an organization's"})`,
    properties: {
      id: { type: 'string', readOnly: true },
      version: {
        type: 'integer',
        readOnly: true,
        description: 'Sent back on a change: a stale one is a 409',
      },
      ...(schema.properties as JsonSchema),
    },
  };
}
