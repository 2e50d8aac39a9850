/**
 * The i18n keys of a resource, and the catalogue entries generated from the definitions' own labels
 * (react-admin's convention `resources.<name>.fields.<source>`, where <name> is the react-admin resource
 * name, e.g. `apps/setting/stores`). src/i18n/messages/resources.ts merges them into the app catalogue.
 */
import { messageCatalogue } from './messages';
import type { Registry } from './registry-core';
import type { Locale, ResourceDefinition } from './types';

type Messages = { [key: string]: string | Messages };

export const nameKey = (name: string) => `resources.${name}.name`;
export const fieldKey = (name: string, source: string) => `resources.${name}.fields.${source}`;
export const helperKey = (name: string, source: string) => `resources.${name}.helpers.${source}`;
export const enumKey = (name: string, source: string, value: string) =>
  `resources.${name}.values.${source}.${value}`;
export const valueActionKey = (name: string, field: string, value: string) =>
  `resources.${name}.actions.${field}.${value}`;
export const valueActionDoneKey = (name: string, field: string, value: string) =>
  `resources.${name}.actionsDone.${field}.${value}`;
/** A record action's texts (RecordAction): `label`, `done` and `confirm`. */
export const recordActionKey = (name: string, action: string, text: 'label' | 'done' | 'confirm') =>
  `resources.${name}.recordActions.${action}.${text}`;
export const subFieldKey = (name: string, source: string, sub: string) =>
  `resources.${name}.subfields.${source}.${sub}`;
export const subEnumKey = (name: string, source: string, sub: string, value: string) =>
  `resources.${name}.subvalues.${source}.${sub}.${value}`;

function put(target: Messages, path: string, text: string): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Messages;
  node[parts[parts.length - 1] as string] = text;
}

/** The resources' names (the menu, titles) and the engine's own messages, in one language. */
export function resourceNameMessages(registry: Registry, locale: Locale): Messages {
  const out: Messages = {};
  for (const { name, label } of registry.registrations)
    put(out, nameKey(name), `${label.one[locale]} |||| ${label.many[locale]}`);
  for (const [key, texts] of Object.entries(messageCatalogue([]))) put(out, key, texts[locale]);
  return out;
}

/** The texts of these definitions (fields, values, actions, their rules' messages) under each of their routes. */
export function definitionMessages(
  registry: Registry,
  definitions: readonly ResourceDefinition[],
  locale: Locale,
): Messages {
  const out: Messages = {};
  // The definitions given, not the registrations' own: they may still hold the summaries (registry-core's `ensure`).
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  for (const registration of registry.registrations) {
    const { name } = registration;
    const definition = byName.get(registration.definition.name);
    if (!definition) continue;
    for (const [source, field] of Object.entries(definition.fields)) {
      put(out, fieldKey(name, source), field.label[locale]);
      if (field.helper) put(out, helperKey(name, source), field.helper[locale]);
      if (field.kind === 'enum')
        for (const [value, v] of Object.entries(field.values))
          put(out, enumKey(name, source, value), v.label[locale]);
      if (field.kind === 'subRecords') {
        for (const [sub, subField] of Object.entries(field.fields)) {
          put(out, subFieldKey(name, source, sub), subField.label[locale]);
          if (subField.kind === 'enum')
            for (const [value, v] of Object.entries(subField.values))
              put(out, subEnumKey(name, source, sub, value), v.label[locale]);
        }
      }
    }
    for (const action of definition.list?.valueActions ?? []) {
      put(out, valueActionKey(name, action.field, action.value), action.label[locale]);
      put(out, valueActionDoneKey(name, action.field, action.value), action.done[locale]);
    }
    // react-admin's own key for a resource's delete confirmation.
    if (definition.deleteConfirm)
      put(out, `resources.${name}.message.delete_content`, definition.deleteConfirm.content[locale]);
    for (const [key, action] of Object.entries(definition.actions ?? {})) {
      put(out, recordActionKey(name, key, 'label'), action.label[locale]);
      put(out, recordActionKey(name, key, 'done'), action.done[locale]);
      if (action.confirm) put(out, recordActionKey(name, key, 'confirm'), action.confirm[locale]);
    }
  }
  for (const [key, texts] of Object.entries(messageCatalogue(definitions))) put(out, key, texts[locale]);
  return out;
}

/** Labels of every registered resource and every validation message, in one language (whole definitions). */
export function resourceMessages(registry: Registry, locale: Locale): Messages {
  return mergeInto(
    resourceNameMessages(registry, locale),
    definitionMessages(registry, registry.definitions, locale),
  );
}

function mergeInto(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      typeof value === 'object' && typeof existing === 'object' ? mergeInto(existing, value) : value;
  }
  return target;
}
