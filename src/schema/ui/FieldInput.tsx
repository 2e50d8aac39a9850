/** The input of one field: the resource's own component when it names one, else its kind's (./kinds/). */
import { createElement, Suspense } from 'react';
import { enumKey, fieldKey, helperKey } from '../labels';
import type { FieldDefinition } from '../types';
import { fieldComponents } from './components';
import { useComponentIndex, useDefinition } from './EngineContext';
import { uiKindOf } from './kinds';
import { preloadInputs } from './kinds/inputs';
import { SubRecordsInput } from './kinds/subRecords';

// Wherever a field's input can show, the kinds' inputs start loading (the generated forms wait for them).
void preloadInputs().catch(() => undefined);

/** The input of one field of the current resource, labelled from the catalogue. Validation runs once for the whole form. */
export function FieldInput({ source, field }: { source: string; field: FieldDefinition }) {
  const { name, definition } = useDefinition();
  const components = useComponentIndex();
  const label = fieldKey(name, source);
  const helperText = field.helper ? helperKey(name, source) : undefined;
  const override = field.component
    ? fieldComponents(components, definition, field.component).input
    : undefined;
  if (override) {
    // The resource's own input loads lazily (its components.tsx).
    return (
      <Suspense fallback={null}>{createElement(override, { source, field, label, helperText })}</Suspense>
    );
  }
  if (field.kind === 'subRecords')
    return <SubRecordsInput source={source} field={field} label={label} helperText={helperText ?? false} />;
  const { Input } = uiKindOf(field);
  return (
    <Input
      source={source}
      field={field}
      label={label}
      helperText={helperText ?? false}
      fullWidth
      isRequired={Boolean(field.required)}
      choiceKey={(value) => enumKey(name, source, value)}
    />
  );
}
