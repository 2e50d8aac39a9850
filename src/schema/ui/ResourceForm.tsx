/**
 * The generated create/edit form: the writable fields of the mode, one page or the definition's tabs,
 * validated by the shared builder (src/schema/validation.ts) with messages shown on the fields, and a
 * warning before leaving with unsaved changes. The browser's own checks are off (`noValidate`): they
 * speak the browser's language and hide ours. A field the user's roles may not change (`writeRoles`)
 * is shown as on the show page. A field with `shownWhen` shows while the form's values meet it.
 */
import { useMemo, type ReactNode } from 'react';
import { Labeled, SimpleForm, TabbedForm, useLocaleState, usePermissions } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AccessSubject } from '../../domain/roles';
import { fieldKey } from '../labels';
import { issuesToFormErrors } from '../form-errors';
import { isWritable, mayChange, validateRecord, type FormMode } from '../validation';
import { isShown } from '../shown-when';
import type { FieldDefinition, ResourceDefinition } from '../types';
import { FieldInput } from './FieldInput';
import { FieldValue } from './FieldValue';
import { EditToolbar } from './EditToolbar';
import { SaveAndAddToolbar } from './SaveAndAddToolbar';
import { useDefinition } from './EngineContext';

export function useFormValidation(definition: ResourceDefinition, mode: FormMode) {
  return useMemo(
    () => async (values: Record<string, unknown>) =>
      issuesToFormErrors(await validateRecord(definition, values, mode)),
    [definition, mode],
  );
}

export function defaultValues(definition: ResourceDefinition): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(definition.fields)
      .filter(([, field]) => field.default !== undefined && isWritable(field, 'create'))
      .map(([source, field]) => [source, structuredClone(field.default)]),
  );
}

/** Its field's input while the form's values meet the field's `shownWhen`. */
function WhenShown({ field, children }: { field: FieldDefinition; children: ReactNode }) {
  const sources = Object.keys(field.shownWhen ?? {});
  const watched = useWatch({ name: sources });
  const values = Object.fromEntries(sources.map((source, index) => [source, watched[index]]));
  return isShown(field, values) ? children : null;
}

export function ResourceForm({ mode }: { mode: FormMode }) {
  const { name, definition } = useDefinition();
  const [locale] = useLocaleState();
  const validate = useFormValidation(definition, mode);
  const defaults = useMemo(
    () => (mode === 'create' ? defaultValues(definition) : undefined),
    [definition, mode],
  );
  const { permissions } = usePermissions<AccessSubject>();
  const roles = permissions?.roles ?? [];
  const inputs = (sources?: readonly string[]) =>
    Object.entries(definition.fields)
      .filter(([source, field]) => isWritable(field, mode) && (!sources || sources.includes(source)))
      .map(([source, field]) => {
        const input = mayChange(field, roles) ? (
          <FieldInput key={source} source={source} field={field} />
        ) : (
          <Labeled key={source} label={fieldKey(name, source)}>
            <FieldValue source={source} field={field} />
          </Labeled>
        );
        return field.shownWhen ? (
          <WhenShown key={source} field={field}>
            {input}
          </WhenShown>
        ) : (
          input
        );
      });

  const toolbar =
    mode === 'edit' ? <EditToolbar /> : definition.create?.saveAndAdd ? <SaveAndAddToolbar /> : undefined;
  const tabs = definition.form?.tabs;
  if (tabs) {
    return (
      <TabbedForm
        validate={validate}
        defaultValues={defaults}
        toolbar={toolbar}
        warnWhenUnsavedChanges
        noValidate
      >
        {tabs.map((tab) => (
          <TabbedForm.Tab key={tab.label.en} label={locale === 'en' ? tab.label.en : tab.label.sv}>
            {inputs(tab.fields)}
          </TabbedForm.Tab>
        ))}
      </TabbedForm>
    );
  }
  return (
    <SimpleForm
      validate={validate}
      defaultValues={defaults}
      toolbar={toolbar}
      warnWhenUnsavedChanges
      noValidate
    >
      {inputs()}
    </SimpleForm>
  );
}
