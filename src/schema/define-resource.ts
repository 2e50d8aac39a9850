/** `defineResource`: checks a resource file's declaration once, when it is loaded, and brands it. */
import {
  RESOURCE_BRAND,
  SYSTEM_FIELDS,
  type AccessRule,
  type FieldDefinition,
  type ResourceAction,
  type ResourceDefinition,
  type ResourceDefinitionInput,
  type TextField,
} from './types';

/** `rowScope.partner` of an organization's records: the partner of the record's organization. */
export const ORGANIZATION_PARTNER = 'organization.partnerId';

const NAME = /^[a-z][a-zA-Z0-9-]*$/;
const FIELD = /^[a-zA-Z][a-zA-Z0-9]*$/;

function fail(resource: string, message: string): never {
  throw new Error(`Resource "${resource}": ${message}`);
}

function checkField(resource: string, source: string, field: FieldDefinition): void {
  if (!FIELD.test(source)) fail(resource, `field name "${source}" must be letters and digits`);
  if ((SYSTEM_FIELDS as readonly string[]).includes(source)) fail(resource, `"${source}" is a system field`);
  if (!field.label?.en || !field.label?.sv) fail(resource, `field "${source}" needs labels { en, sv }`);
  if (field.compute && (field.filterable || field.sortable || field.unique)) {
    fail(resource, `computed field "${source}" cannot be filterable, sortable or unique`);
  }
  if (
    field.kind === 'reference' &&
    field.recordOrganization &&
    (field.reference !== 'organizations' || !field.readOnly || field.compute)
  )
    fail(resource, `"${source}" shows the record's organization: a read-only reference to organizations`);
  if (field.kind === 'subRecords') {
    for (const [sub, subField] of Object.entries(field.fields)) checkField(resource, sub, subField);
  }
  if (field.kind === 'enum' && Object.keys(field.values).length === 0)
    fail(resource, `enum "${source}" has no values`);
}

/**
 * Fields declared apart from their resource (shared by several definitions): keeps each field's literal
 * types, so that `RecordOf` of a definition spreading them knows their names and values.
 */
export const defineFields = <const F extends Record<string, FieldDefinition>>(fields: F): F => fields;

/** Declares a resource. The result is what the registry, the generated views and the API read. */
export function defineResource<const D extends ResourceDefinitionInput>(input: D): D & ResourceDefinition {
  const { name } = input;
  if (!NAME.test(name)) fail(name, 'name must start with a lower-case letter and hold letters, digits or -');
  if (!input.label.one.en || !input.label.many.sv) fail(name, 'label { one, many } needs { en, sv }');
  if (input.routes.length === 0) fail(name, 'at least one route is needed');
  if (/^\/|\/$/.test(input.api)) fail(name, 'api path has no leading or trailing slash, e.g. "api/store"');
  for (const [source, field] of Object.entries(input.fields)) checkField(name, source, field);
  const ownOrganization = Object.values(input.fields).some(
    (f) => f.kind === 'reference' && f.recordOrganization,
  );
  if (ownOrganization && input.scope !== 'platform')
    fail(name, "a field showing the record's organization belongs to a platform definition");
  for (const [source, field] of Object.entries(input.fields)) {
    for (const [other, values] of Object.entries(field.shownWhen ?? {})) {
      const enumField = input.fields[other];
      if (
        other === source ||
        enumField?.kind !== 'enum' ||
        enumField.multiple ||
        values.length === 0 ||
        values.some((v) => !Object.hasOwn(enumField.values, v))
      )
        fail(name, `field "${source}" is shown when "${other}" is one of its values: a single-valued enum`);
    }
  }
  if (!input.fields[input.representation])
    fail(name, `representation "${input.representation}" is not a field`);
  const detail = input.representationDetail?.field;
  if (detail !== undefined && !input.fields[detail])
    fail(name, `representationDetail "${detail}" is not a field`);
  for (const field of input.deleteConfirm?.names ?? [])
    if (!input.fields[field]) fail(name, `deleteConfirm names "${field}", which is not a field`);
  const sort = input.list?.sort?.field;
  if (sort && !input.fields[sort]?.sortable && !['createdAt', 'updatedAt', 'id'].includes(sort)) {
    fail(name, `default sort "${sort}" is not a sortable field`);
  }
  for (const fields of input.list?.indexes ?? []) {
    const unknown = fields.find((field) => !input.fields[field] || input.fields[field].compute);
    if (fields.length < 2 || unknown !== undefined)
      fail(name, `list index [${fields.join(', ')}] needs two or more stored fields`);
  }
  for (const [rows, where] of [
    ['partner', input.rowScope?.partner],
    ['organization', input.rowScope?.organization],
  ] as const) {
    const named = (rule: { rows: string }) =>
      rule.rows === rows || (rows === 'partner' && rule.rows === 'partnerIfAny');
    if (!input.rowScope?.rules.some(named)) continue;
    const throughOrganization = rows === 'partner' && where === ORGANIZATION_PARTNER;
    if (!where || (where !== 'id' && !throughOrganization && !input.fields[where]))
      fail(name, `rowScope.${rows} must be "id" or a field for ${rows} rows`);
  }
  if (input.storage !== undefined && !NAME.test(input.storage)) fail(name, 'storage must be a resource name');
  for (const key of Object.keys(input.fixedFilter ?? {})) {
    if (!input.fields[key.replace(/_[a-zA-Z]+$/, '')] && !input.fields[key])
      fail(name, `fixedFilter "${key}" is not a field`);
  }
  for (const action of input.list?.valueActions ?? []) {
    const field = input.fields[action.field];
    if (field?.kind !== 'enum' || field.multiple || !Object.hasOwn(field.values, action.value)) {
      fail(
        name,
        `value action "${action.field}=${action.value}" needs a single-valued enum field with that value`,
      );
    }
    if (!action.label.en || !action.label.sv || !action.done.en || !action.done.sv)
      fail(name, 'a value action needs label and done texts { en, sv }');
  }
  for (const [key, action] of Object.entries(input.actions ?? {})) {
    const field = input.fields[action.field];
    const values = [...action.from, ...(action.to === undefined ? [] : [action.to])];
    if (field?.kind !== 'enum' || field.multiple || values.some((v) => !Object.hasOwn(field.values, v)))
      fail(name, `action "${key}" needs a single-valued enum field "${action.field}" with its values`);
    if (!NAME.test(key)) fail(name, `action "${key}" needs a name of letters and digits`);
    for (const source of action.input ?? [])
      if (!input.fields[source] || source === action.field)
        fail(name, `action "${key}" asks for "${source}", which is not another field`);
  }
  if (input.legacyKey && !input.fields[input.legacyKey])
    fail(name, `legacyKey "${input.legacyKey}" is not a field`);
  const routes = input.routes.map((route) => (typeof route === 'string' ? { path: route } : route));
  for (const route of routes) {
    if (!/^\/apps\/[A-Za-z-]+\/[A-Za-z0-9-]+$/.test(route.path))
      fail(name, `route "${route.path}" must look like /apps/<area>/<segment>`);
  }
  return Object.freeze({ ...input, routes, [RESOURCE_BRAND]: true as const });
}

/** The records a definition reads and writes (`storage`, default its name). */
export const storageOf = (definition: Pick<ResourceDefinitionInput, 'name' | 'storage'>): string =>
  definition.storage ?? definition.name;

export function isResourceDefinition(value: unknown): value is ResourceDefinition {
  return (
    typeof value === 'object' && value !== null && (value as Record<string, unknown>)[RESOURCE_BRAND] === true
  );
}

/** The requirement of one action, or null when the action is switched off. */
export function accessFor(definition: ResourceDefinition, action: ResourceAction): AccessRule {
  const override = definition.access[action];
  if (override === false) return false;
  const base = { roles: definition.access.roles, permissionKey: definition.access.permissionKey };
  return override ? { ...base, ...override } : base;
}

/** A text field with a stored form (`normalize`). */
export function isNormalized(
  field: FieldDefinition,
): field is TextField & Required<Pick<TextField, 'normalize'>> {
  return 'normalize' in field && typeof field.normalize === 'function';
}
