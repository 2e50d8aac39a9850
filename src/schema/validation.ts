/**
 * The ONE validation builder: a definition -> a yup schema. The form (src/schema/ui) and the API
 * (server/resources) both call `validateRecord`, so a value the form refuses the API refuses with the
 * same message key. Values are checked strictly (no casting): the API sees JSON as sent.
 */
import * as yup from 'yup';
import { emailRule, httpsUrlRule, phoneRule } from '../domain/validators/contact';
import { multiLineTextRule, singleLineTextRule } from '../domain/validators/text';
import { formatBytes, uploadProblem } from '../domain/validators/upload';
import { DEFAULT_MAX_LENGTH } from './kinds';
import { msg } from './messages';
import {
  SYSTEM_FIELDS,
  type FieldDefinition,
  type AsyncRecordRule,
  type MessageRef,
  type RecordIssue,
  type RecordRule,
  type ResourceDefinitionInput,
  type ScalarField,
  type ValueRule,
} from './types';

export type FormMode = 'create' | 'edit';

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
/** Text no one should store (control and bidi characters, only spaces); after the field's own rules, whose messages say more. */
const TEXT_RULES: Partial<Record<FieldDefinition['kind'], ValueRule<unknown>>> = {
  text: singleLineTextRule,
  longText: multiLineTextRule,
};
const KIND_RULES: Partial<Record<FieldDefinition['kind'], ValueRule<unknown>>> = {
  email: emailRule,
  phone: phoneRule,
  url: httpsUrlRule,
};

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

function pattern(schema: yup.StringSchema<string | null | undefined>, re: RegExp, ref: MessageRef) {
  return schema.test({
    name: 'pattern',
    skipAbsent: true,
    test: (v, ctx) =>
      re.test(v as string) && (re !== DATE || !Number.isNaN(Date.parse(v as string)))
        ? true
        : ctx.createError({ message: ref }),
  });
}

function scalarSchema(field: ScalarField): yup.Schema {
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'email':
    case 'phone':
    case 'url':
    case 'password': {
      let s = yup.string().strict().typeError(msg('validation.not_text')).nullable();
      if (field.minLength) s = s.min(field.minLength, msg('validation.min_length', { min: field.minLength }));
      const max = field.maxLength ?? DEFAULT_MAX_LENGTH[field.kind];
      return s.max(max, msg('validation.max_length', { max }));
    }
    case 'number':
    case 'integer':
    case 'money':
    case 'percentage': {
      let s = yup.number().strict().typeError(msg('validation.not_number')).nullable();
      if (field.kind !== 'number') s = s.integer(msg('validation.integer'));
      if (field.kind === 'percentage')
        return s.min(0, msg('validation.percentage')).max(100, msg('validation.percentage'));
      if (field.min !== undefined) s = s.min(field.min, msg('validation.min', { min: field.min }));
      if (field.max !== undefined) s = s.max(field.max, msg('validation.max', { max: field.max }));
      return s;
    }
    case 'boolean':
      return yup.boolean().strict().typeError(msg('validation.not_boolean')).nullable();
    case 'date':
      return pattern(
        yup.string().strict().typeError(msg('validation.not_text')).nullable(),
        DATE,
        msg('validation.date'),
      );
    case 'datetime':
      return pattern(
        yup.string().strict().typeError(msg('validation.not_text')).nullable(),
        DATETIME,
        msg('validation.datetime'),
      );
    case 'time':
      return pattern(
        yup.string().strict().typeError(msg('validation.not_text')).nullable(),
        TIME,
        msg('validation.time'),
      );
    case 'enum': {
      const allowed = Object.keys(field.values);
      const one = yup
        .string()
        .strict()
        .typeError(msg('validation.not_text'))
        .test({
          name: 'enum',
          skipAbsent: true,
          test: (v, ctx) =>
            allowed.includes(v as string) ? true : ctx.createError({ message: msg('validation.enum') }),
        });
      return field.multiple ? listSchema(one.required(msg('validation.enum')), field) : one.nullable();
    }
    case 'reference':
      return yup
        .string()
        .strict()
        .typeError(msg('validation.not_text'))
        .max(100, msg('validation.max_length', { max: 100 }))
        .nullable();
    case 'references':
      return listSchema(
        yup
          .string()
          .strict()
          .typeError(msg('validation.not_text'))
          .required(msg('validation.reference_missing')),
        field,
      );
    case 'image':
    case 'file':
      return yup
        .mixed()
        .nullable()
        .test({
          name: 'upload',
          skipAbsent: true,
          test: (v, ctx) => {
            const problem = uploadProblem(v, field.accept, field.maxBytes);
            if (problem === 'size')
              return ctx.createError({
                message: msg('validation.file_size', { max: formatBytes(field.maxBytes) }),
              });
            if (problem === 'not_object') return ctx.createError({ message: msg('validation.not_object') });
            return problem ? ctx.createError({ message: msg('validation.file_type') }) : true;
          },
        });
  }
}

function listSchema(item: yup.Schema, field: { required?: boolean; minItems?: number; maxItems?: number }) {
  let s = yup.array().strict().typeError(msg('validation.not_list')).of(item).nullable();
  const min = field.minItems ?? (field.required ? 1 : 0);
  if (min > 0) s = s.min(min, msg('validation.min_items', { min }));
  if (field.maxItems !== undefined)
    s = s.max(field.maxItems, msg('validation.max_items', { max: field.maxItems }));
  return s;
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

export function fieldSchema(field: FieldDefinition, mode: FormMode): yup.Schema {
  let schema: yup.Schema;
  if (field.kind === 'subRecords') {
    const shape: Record<string, yup.Schema> = {};
    for (const [source, sub] of Object.entries(field.fields)) shape[source] = fieldSchema(sub, 'create');
    const row = withRecordRules(
      noUnknownKeys(
        yup.object(shape).strict().typeError(msg('validation.not_object')),
        new Set(Object.keys(shape)),
      ),
      field.rowRules ?? [],
    );
    let list = yup
      .array()
      .strict()
      .typeError(msg('validation.not_list'))
      .of(row.required(msg('validation.not_object')))
      .nullable();
    const min = field.minRows ?? (field.required ? 1 : 0);
    if (min > 0)
      list = list.min(
        min,
        min === 1 ? msg('validation.at_least_one_row') : msg('validation.min_rows', { min }),
      );
    if (field.maxRows !== undefined)
      list = list.max(field.maxRows, msg('validation.max_rows', { max: field.maxRows }));
    schema = list;
  } else {
    schema = scalarSchema(field);
  }
  const kindRule = KIND_RULES[field.kind];
  if (kindRule) schema = withRule(schema, kindRule);
  for (const rule of field.rules ?? []) schema = withRule(schema, rule);
  const textRule = TEXT_RULES[field.kind];
  if (textRule) schema = withRule(schema, textRule);
  if (isRequired(field, mode))
    schema = schema.required(
      field.kind === 'subRecords' ? msg('validation.at_least_one_row') : msg('validation.required'),
    );
  return schema;
}

/** The yup schema of a record in a mode. Computed, read-only and system fields are accepted and ignored. */
export function buildValidationSchema(
  definition: ResourceDefinitionInput,
  mode: FormMode,
): yup.ObjectSchema<yup.AnyObject> {
  const shape: Record<string, yup.Schema> = {};
  for (const [source, field] of Object.entries(definition.fields)) {
    if (isWritable(field, mode)) shape[source] = fieldSchema(field, mode);
  }
  const known = new Set([...Object.keys(definition.fields), ...SYSTEM_FIELDS]);
  return withRecordRules(noUnknownKeys(yup.object(shape).strict(), known), definition.rules ?? []);
}

const cache = new WeakMap<
  ResourceDefinitionInput,
  Partial<Record<FormMode, yup.ObjectSchema<yup.AnyObject>>>
>();

function schemaFor(definition: ResourceDefinitionInput, mode: FormMode) {
  const entry = cache.get(definition) ?? {};
  cache.set(definition, entry);
  return (entry[mode] ??= buildValidationSchema(definition, mode));
}

/** `a[0].b` -> `a.0.b` (react-hook-form and the API's `field`). */
export const normalizePath = (path: string): string => path.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');

/** Validates a record; answers the issues (empty when valid), one per field at most, in field order. */
export async function validateRecord(
  definition: ResourceDefinitionInput,
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
