/** A field kind -> the react-admin input that edits it. Validation runs once for the whole form. */
import { createElement, lazy, Suspense } from 'react';
import {
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  CheckboxGroupInput,
  DateInput,
  DateTimeInput,
  NumberInput,
  PasswordInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  TimeInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { enumKey, fieldKey, helperKey, subEnumKey, subFieldKey } from '../labels';
import type { FieldDefinition, ScalarField } from '../types';
import { fieldComponents } from './components';
import { useComponentIndex, useDefinition, useReferenceName } from './EngineContext';
import { MoneyInput } from './MoneyInput';

/** Image and file inputs load on first use (the drop zone is large; lists and most forms have none). */
const UploadInput = lazy(() => import('./UploadInput'));

interface Props {
  source: string;
  field: FieldDefinition;
  label: string;
  helperText?: string;
  choiceKey?: (value: string) => string;
}

const TEXT_TYPES: Record<string, string> = { email: 'email', phone: 'tel', url: 'url' };
const keepTime = (value: string) => value || null;
const toIso = (value: string) => (value ? new Date(value).toISOString() : null);
const firstOf = (value: unknown) => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));
const asList = (value: unknown) => (value === '' || value === null || value === undefined ? [] : [value]);

function ReferenceSelect({
  source,
  target,
  label,
  helperText,
  many,
  isRequired,
}: {
  source: string;
  target: string;
  label: string;
  helperText?: string;
  many: boolean;
  isRequired: boolean;
}) {
  const reference = useReferenceName(target);
  return many ? (
    <ReferenceArrayInput source={source} reference={reference}>
      <AutocompleteArrayInput label={label} helperText={helperText} isRequired={isRequired} />
    </ReferenceArrayInput>
  ) : (
    <ReferenceInput source={source} reference={reference}>
      <AutocompleteInput label={label} helperText={helperText} isRequired={isRequired} />
    </ReferenceInput>
  );
}

/** A write-only field: on an edit form (the record exists) its helper adds that blank keeps the stored value. */
function SecretInput({
  helperText,
  isRequired,
  ...props
}: {
  source: string;
  label: string;
  helperText: string | boolean;
  fullWidth: boolean;
  isRequired: boolean;
}) {
  const record = useRecordContext();
  const translate = useTranslate();
  const editing = record?.id !== undefined;
  const helper = [
    typeof helperText === 'string' ? translate(helperText) : '',
    editing ? translate('engine.keepBlank') : '',
  ]
    .filter(Boolean)
    .join('. ');
  return (
    <PasswordInput
      {...props}
      isRequired={isRequired && !editing}
      helperText={helper || false}
      autoComplete="new-password"
    />
  );
}

function ScalarInput({
  source,
  field,
  label,
  helperText,
  choiceKey,
  inline = false,
}: Props & { field: ScalarField; inline?: boolean }) {
  // The required marker (*) on the label; the rule itself is the form's schema.
  const common = {
    source,
    label,
    helperText: helperText ?? false,
    fullWidth: !inline,
    isRequired: Boolean(field.required),
  };
  switch (field.kind) {
    case 'longText':
      return <TextInput {...common} multiline minRows={3} />;
    case 'password':
      return <SecretInput {...common} />;
    case 'number':
      return <NumberInput {...common} min={field.min} max={field.max} />;
    case 'integer':
      return <NumberInput {...common} step={1} min={field.min} max={field.max} />;
    case 'percentage':
      return <NumberInput {...common} min={0} max={100} />;
    case 'money':
      return <MoneyInput {...common} />;
    case 'boolean':
      return <BooleanInput source={source} label={label} helperText={helperText ?? false} />;
    case 'date':
      return <DateInput {...common} />;
    case 'datetime':
      return <DateTimeInput {...common} parse={toIso} />;
    case 'time':
      return <TimeInput {...common} parse={keepTime} />;
    case 'enum': {
      const keyOf = choiceKey ?? ((value: string) => value);
      const choices = Object.keys(field.values).map((value) => ({ id: value, name: keyOf(value) }));
      if (!field.multiple) return <SelectInput {...common} choices={choices} emptyText="" />;
      // A list of at most one value: one choice, kept as a one-value list.
      if (field.maxItems === 1)
        return <SelectInput {...common} choices={choices} emptyText="" format={firstOf} parse={asList} />;
      return choices.length <= 8 ? (
        <CheckboxGroupInput {...common} choices={choices} />
      ) : (
        <SelectArrayInput {...common} choices={choices} />
      );
    }
    case 'reference':
    case 'references':
      return (
        <ReferenceSelect
          source={source}
          target={field.reference}
          label={label}
          helperText={helperText}
          many={field.kind === 'references'}
          isRequired={Boolean(field.required)}
        />
      );
    case 'image':
    case 'file':
      return (
        <Suspense fallback={null}>
          <UploadInput
            source={source}
            label={label}
            helperText={helperText ?? false}
            fullWidth={!inline}
            field={field}
          />
        </Suspense>
      );
    default:
      return <TextInput {...common} type={TEXT_TYPES[field.kind] ?? 'text'} />;
  }
}

/** The input of one field of the current resource, labelled from the catalogue. */
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
  if (field.kind !== 'subRecords') {
    return (
      <ScalarInput
        source={source}
        field={field}
        label={label}
        helperText={helperText}
        choiceKey={(value) => enumKey(name, source, value)}
      />
    );
  }
  const inputs = Object.entries(field.fields).map(([sub, subField]) => (
    <ScalarInput
      key={sub}
      inline
      source={sub}
      field={subField}
      label={subFieldKey(name, source, sub)}
      choiceKey={(value) => subEnumKey(name, source, sub, value)}
    />
  ));
  return (
    <ArrayInput source={source} label={label} helperText={helperText ?? false}>
      {/* A one-field row is one element: react-admin's iterator takes a lone child with Children.only. */}
      <SimpleFormIterator inline disableReordering>
        {inputs.length === 1 ? inputs[0] : inputs}
      </SimpleFormIterator>
    </ArrayInput>
  );
}
