/**
 * Custom components that replace one generated view or one field of a resource, by key. A resource
 * file (plain data, no React) names a key: `views: { list: 'store-map' }` or a field's
 * `component: 'opening-hours'`; the component is registered here, and the rest stays generated.
 */
import type { ComponentType } from 'react';
import type { FieldDefinition, ViewName } from '../types';
import { PartnerMoveConfirmationInput } from './PartnerMoveConfirmationInput';
import { WorkInOrganizationButton } from './WorkInOrganizationButton';

export interface FieldOverrideProps {
  source: string;
  field: FieldDefinition;
}

export interface FieldOverride {
  /** Shown in lists and show pages. */
  field?: ComponentType<FieldOverrideProps>;
  /** Shown on create and edit forms. */
  input?: ComponentType<FieldOverrideProps & { label: string; helperText?: string }>;
}

/** Keys -> components. Add an entry (importing the component from its own file) to use a key. */
export const viewOverrides: Record<string, ComponentType> = {};
export const fieldOverrides: Record<string, FieldOverride> = {
  'partner-move-confirmation': { input: PartnerMoveConfirmationInput },
};
/** Buttons shown on each row of a list (`list.rowActions`); they read the row from the record context. */
export const rowActionOverrides: Record<string, ComponentType> = {
  'work-in-organization': WorkInOrganizationButton,
};

export function overrideRowAction(key: string): ComponentType {
  const component = rowActionOverrides[key];
  if (!component) throw new Error(`No row action "${key}" in src/schema/ui/overrides.ts`);
  return component;
}

export function overrideView(key: string | undefined, view: ViewName): ComponentType | undefined {
  if (!key) return undefined;
  const component = viewOverrides[key];
  if (!component) throw new Error(`No component "${key}" for the ${view} view in src/schema/ui/overrides.ts`);
  return component;
}

export function overrideField(key: string): FieldOverride['field'] {
  return fieldOverrides[key]?.field;
}

export function overrideInput(key: string): FieldOverride['input'] {
  return fieldOverrides[key]?.input;
}
