/**
 * What a field kind is in the app: the input that edits a value and the view that shows one. Each kind is
 * one file here, named as its isomorphic spec in src/schema/kinds/ (SQL, rules, filters, CSV, bench).
 */
import type { ComponentType } from 'react';
import type { ScalarField } from '../../types';

export interface KindInputProps<F> {
  source: string;
  field: F;
  label: string;
  helperText: string | false;
  /** False in a sub-record row, whose inputs sit side by side. */
  fullWidth: boolean;
  /** The required marker (*) on the label; the rule itself is the form's schema. */
  isRequired: boolean;
  /** The translation key of an enum value (of the field, or of a sub-record row's field). */
  choiceKey: (value: string) => string;
}

export interface KindValueProps<F> {
  source: string;
  field: F;
  choiceKey: (value: string) => string;
}

export interface UiKind<F extends ScalarField> {
  Input: ComponentType<KindInputProps<F>>;
  /** Null: never shown (a password). */
  Value: ComponentType<KindValueProps<F>> | null;
}
