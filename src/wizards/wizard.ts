/**
 * A wizard's steps as data (the onboarding, the transfer agreement): each names fields of a resource
 * definition, the ones it needs filled, and its rules from src/domain. The step's form and the API
 * judge a step with the same field set (`stepFieldSet`); a record is complete when no step has issues.
 */
import type {
  FieldDefinition,
  Label,
  RecordIssue,
  RecordRule,
  ResourceDefinitionInput,
} from '../schema/types';
import { REQUIRED_MESSAGES as REQUIRED, STEPS_INCOMPLETE_MESSAGES } from './stepMessages';

export interface WizardStep {
  key: string;
  title: Label;
  /** Fields of the definition the step shows, in order. */
  fields: readonly string[];
  /** Fields the step needs filled (a table: at least one row). */
  required?: readonly string[];
  /** Rules over the step's values (conditional requirements, owners' shares, dates ahead). */
  rules?: readonly RecordRule[];
  /** Buttons that fill some of the step's fields from others ("same as the signing officer"). */
  shortcuts?: readonly StepShortcut[];
}

/** Copies values into a step's fields: `copy` maps each field filled to the field it is read from. */
export interface StepShortcut {
  label: Label;
  /** The step's field the button shows before. */
  before: string;
  copy: Readonly<Record<string, string>>;
}

export const isFilled = (value: unknown): boolean =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** A field needed only when the record says so (an invoice email when invoices go by email). */
export function requiredWhen(field: string, when: (record: Record<string, unknown>) => boolean): RecordRule {
  return {
    messages: REQUIRED,
    check: (record) =>
      when(record) && !isFilled(record[field]) ? [{ field, key: 'validation.required' }] : [],
  };
}

/** The definition's fields of a step, its needed ones required, with the step's rules: what its form validates. */
export function stepFieldSet(
  definition: Pick<ResourceDefinitionInput, 'fields'>,
  step: WizardStep,
): Pick<ResourceDefinitionInput, 'fields' | 'rules'> {
  const fields: Record<string, FieldDefinition> = {};
  for (const source of step.fields) {
    const field = definition.fields[source];
    if (!field) throw new Error(`Step "${step.key}" names "${source}", which is no field`);
    fields[source] = step.required?.includes(source) ? { ...field, required: true } : field;
  }
  return { fields, rules: step.rules ?? [] };
}

/** What keeps a stored record's step from being complete: needed fields left empty, and its rules' issues. */
export function stepIssues(step: WizardStep, record: Record<string, unknown>): RecordIssue[] {
  const missing = (step.required ?? [])
    .filter((field) => !isFilled(record[field]))
    .map((field) => ({ field, key: 'validation.required' }));
  return [...missing, ...(step.rules ?? []).flatMap((rule) => rule.check(record))];
}

/**
 * The record rule "every step is complete", for the action that submits it: first the steps left
 * incomplete, by their titles (what a refused submission says), then each of their issues.
 */
export function completeRule(steps: readonly WizardStep[]): RecordRule {
  return {
    messages: Object.assign(
      { ...STEPS_INCOMPLETE_MESSAGES },
      ...steps.flatMap((s) => (s.rules ?? []).map((r) => r.messages)),
    ),
    check: (record) => {
      const incomplete = steps
        .map((step) => ({ step, issues: stepIssues(step, record) }))
        .filter(({ issues }) => issues.length > 0);
      if (incomplete.length === 0) return [];
      const titles = (language: keyof Label) => incomplete.map(({ step }) => step.title[language]).join(', ');
      return [
        {
          field: 'status',
          key: 'validation.steps_incomplete',
          params: { sv: titles('sv'), en: titles('en') },
        },
        ...incomplete.flatMap(({ issues }) => issues),
      ];
    },
  };
}
