/**
 * The ONE validation builder: a definition -> a yup schema. The form (src/schema/ui) and the API
 * (server/resources) both call `validateRecord`, so a value the form refuses the API refuses with the
 * same message key. Values are checked strictly (no casting): the API sees JSON as sent.
 */
import * as yup from 'yup';
import { kindOf } from './kinds';
import { msg } from './messages';
import {
  SYSTEM_FIELDS,
  type FieldDefinition,
  type AsyncRecordRule,
  type MessageRef,
  type RecordIssue,
  type RecordRule,
  type ResourceDefinitionInput,
  type SubRecordsField,
  type ValueRule,
} from './types';

export type FormMode = 'create' | 'edit';

/** What a record is judged by: a definition's fields and rules, or a part of them (a wizard's step). */
export type FieldSet = Pick<ResourceDefinitionInput, 'fields' | 'rules'>;

/** Whether a field is on the form (and so may be written) in this mode. */
export function isWritable(field: FieldDefinition, mode: FormMode): boolean {
  if (field.compute || field.readOnly) return false;
  return mode === 'create' ? field.create !== false : field.edit !== false;
}

/** Whether a caller with these roles may change the field (`writeRoles`). */
export function mayChange(field: FieldDefinition, roles: readonly string[]): boolean {
  return !field.writeRoles || field.writeRoles.some((role) => roles.includes(role));
}

function isRequired(field: FieldDefinition, mode: FormMode): boolean {
  if (!field.required || !isWritable(field, mode)) return false;
  return !(field.kind === 'password' && mode === 'edit');
}

function withRule(schema: yup.Schema, rule: ValueRule<never>): yup.Schema {
  return schema.test({
    name: 'rule',
    skipAbsent: true,
    test: (value, ctx) => {
      const key = (rule.check as (v: unknown) => string | null)(value);
      return key ? ctx.createError({ message: msg(key) }) : true;
    },
  });
}

/** Reports keys that are not fields as `unknown_field` issues on the key itself. */
function noUnknownKeys(schema: yup.ObjectSchema<yup.AnyObject>, known: Set<string>) {
  return schema.test({
    name: 'unknown-fields',
    skipAbsent: true,
    test(value, ctx) {
      const extra = Object.keys(value ?? {}).filter((key) => !known.has(key));
      if (extra.length === 0) return true;
      const prefix = ctx.path ? `${ctx.path}.` : '';
      return new yup.ValidationError(
        extra.map((key) =>
          ctx.createError({ path: `${prefix}${key}`, message: msg('validation.unknown_field') }),
        ),
      );
    },
  });
}

function withRecordRules(
  schema: yup.ObjectSchema<yup.AnyObject>,
  rules: readonly (RecordRule<never> | AsyncRecordRule<never>)[],
) {
  if (rules.length === 0) return schema;
  return schema.test({
    name: 'record-rules',
    skipAbsent: true,
    async test(value, ctx) {
      const check = (rule: RecordRule<never> | AsyncRecordRule<never>) =>
        (rule.check as (r: unknown) => RecordIssue[] | Promise<RecordIssue[]>)(value);
      const issues = (await Promise.all(rules.map(check))).flat();
      if (issues.length === 0) return true;
      const prefix = ctx.path ? `${ctx.path}.` : '';
      return new yup.ValidationError(
        issues.map((i) => ctx.createError({ path: `${prefix}${i.field}`, message: msg(i.key, i.params) })),
      );
    },
  });
}

/** One row of a sub-record list: its fields, no other keys, and the row's own rules. */
function rowSchema(field: SubRecordsField): yup.Schema {
  const shape: Record<string, yup.Schema> = {};
  for (const [source, sub] of Object.entries(field.fields)) shape[source] = fieldSchema(sub, 'create');
  return withRecordRules(
    noUnknownKeys(
      yup.object(shape).strict().typeError(msg('validation.not_object')),
      new Set(Object.keys(shape)),
    ),
    field.rowRules ?? [],
  );
}

export function fieldSchema(field: FieldDefinition, mode: FormMode): yup.Schema {
  const kind = kindOf(field);
  let schema = kind.schema(field, { yup, row: rowSchema });
  if (kind.rules?.first) schema = withRule(schema, kind.rules.first);
  for (const rule of field.rules ?? []) schema = withRule(schema, rule);
  if (kind.rules?.last) schema = withRule(schema, kind.rules.last);
  if (isRequired(field, mode))
    schema = schema.required(
      field.kind === 'subRecords' ? msg('validation.at_least_one_row') : msg('validation.required'),
    );
  return schema;
}

/** The yup schema of a record in a mode. Computed, read-only and system fields are accepted and ignored. */
export function buildValidationSchema(definition: FieldSet, mode: FormMode): yup.ObjectSchema<yup.AnyObject> {
  const shape: Record<string, yup.Schema> = {};
  for (const [source, field] of Object.entries(definition.fields)) {
    if (isWritable(field, mode)) shape[source] = fieldSchema(field, mode);
  }
  const known = new Set([...Object.keys(definition.fields), ...SYSTEM_FIELDS]);
  return withRecordRules(noUnknownKeys(yup.object(shape).strict(), known), definition.rules ?? []);
}

const cache = new WeakMap<FieldSet, Partial<Record<FormMode, yup.ObjectSchema<yup.AnyObject>>>>();

function schemaFor(definition: FieldSet, mode: FormMode) {
  const entry = cache.get(definition) ?? {};
  cache.set(definition, entry);
  return (entry[mode] ??= buildValidationSchema(definition, mode));
}

/** `a[0].b` -> `a.0.b` (react-hook-form and the API's `field`). */
export const normalizePath = (path: string): string => path.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');

/** Validates a record; answers the issues (empty when valid), one per field at most, in field order. */
export async function validateRecord(
  definition: FieldSet,
  values: Record<string, unknown>,
  mode: FormMode,
): Promise<RecordIssue[]> {
  try {
    await schemaFor(definition, mode).validate(values, { strict: true, abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const issues = new Map<string, RecordIssue>();
    for (const inner of error.inner.length ? error.inner : [error]) {
      const field = normalizePath(inner.path ?? '');
      const ref = inner.errors[0] as MessageRef | string;
      const issue = typeof ref === 'string' ? { field, key: ref } : { field, ...ref };
      if (!issues.has(field)) issues.set(field, issue);
    }
    return [...issues.values()];
  }
}
