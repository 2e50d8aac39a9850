/**
 * Custom components that replace one field of a resource or add a row action, by key. A resource file
 * (plain data, no React) names a key, a field's `component: 'opening-hours'`; the component is
 * registered here, and the rest stays generated. Only the generated views (lazy chunks) read this file.
 * Whole views are replaced in viewOverrides.ts.
 */
import type { ComponentType } from 'react';
import type { FieldDefinition } from '../types';
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

export function overrideField(key: string): FieldOverride['field'] {
  return fieldOverrides[key]?.field;
}

export function overrideInput(key: string): FieldOverride['input'] {
  return fieldOverrides[key]?.input;
}
