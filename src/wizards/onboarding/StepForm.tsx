/**
 * One step of the onboarding: its fields' inputs (the engine's kinds), judged by the step's field set
 * as the API judges it, saved to the draft on "Save and continue". A refusal lands on its field and
 * keeps what was typed; a draft someone else saved meanwhile gets the conflict choice. The compliance
 * warnings the API kept on the agreement (./warnings.ts) show under the field they concern.
 */
import NavigateNext from '@mui/icons-material/NavigateNext';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo, useState, type MutableRefObject } from 'react';
import {
  Button,
  Form,
  SaveButton,
  Toolbar,
  useDataProvider,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { issuesToFormErrors } from '../../schema/form-errors';
import type { HistoryMethod } from '../../schema/history';
import { ConflictChoice } from '../../schema/ui/ConflictDialog';
import { FieldInput } from '../../schema/ui/FieldInput';
import { useDefinition } from '../../schema/ui/EngineContext';
import { validateRecord } from '../../schema/validation';
import { stepFieldSet, type WizardStep } from '../wizard';
import { StepShortcuts } from './StepShortcuts';
import { warningsOn } from './warnings';

type Values = Record<string, unknown>;

/** Lets the wizard read what is typed when the user leaves the step by the stepper. */
function ValuesReporter({ valuesRef }: { valuesRef: MutableRefObject<(() => Values) | null> }) {
  const { getValues } = useFormContext();
  useEffect(() => {
    valuesRef.current = () => getValues();
    return () => {
      valuesRef.current = null;
    };
  }, [getValues, valuesRef]);
  return null;
}

interface Props {
  step: WizardStep;
  /** Where the step is saved, under the record's address (`onboarding/<step>`, `transfer`). */
  path: string;
  record: RaRecord;
  /** Values typed earlier and not saved (the user went back). */
  typed?: Values;
  valuesRef?: MutableRefObject<(() => Values) | null>;
  onSaved: (record: RaRecord) => void;
  onReload: (record: RaRecord) => void;
  onBack?: () => void;
  saveLabel?: string;
  savedMessage?: string;
}

const statusOf = (error: unknown) => (error as { status?: number }).status;
const bodyOf = (error: unknown) => (error as { body?: { current?: RaRecord; errors?: Values } }).body ?? {};

export function StepForm({
  step,
  path,
  record,
  typed,
  valuesRef,
  onSaved,
  onReload,
  onBack,
  saveLabel = 'onboarding.next',
  savedMessage = 'onboarding.saved',
}: Props) {
  const { name, definition } = useDefinition();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & HistoryMethod>();
  const notify = useNotify();
  const translate = useTranslate();
  const [conflict, setConflict] = useState<{ current: RaRecord; values: Values } | null>(null);
  const fieldSet = useMemo(() => stepFieldSet(definition, step), [definition, step]);
  const validate = useMemo(
    () => async (values: Values) => issuesToFormErrors(await validateRecord(fieldSet, values, 'create')),
    [fieldSet],
  );
  const values = useMemo(
    () => ({
      ...Object.fromEntries(step.fields.filter((f) => record[f] !== undefined).map((f) => [f, record[f]])),
      ...typed,
    }),
    [record, step, typed],
  );

  const save = async (input: Values, version: unknown = record.version) => {
    try {
      const { data } = await dataProvider.send(name, {
        id: record.id,
        path,
        method: 'PUT',
        body: { ...input, version },
      });
      notify(savedMessage, { type: 'success' });
      onSaved(data as RaRecord);
      return undefined;
    } catch (error) {
      const body = bodyOf(error);
      if (statusOf(error) === 409 && body.current) {
        setConflict({ current: body.current, values: input });
        return undefined;
      }
      if (body.errors) return body.errors;
      const message = (error instanceof Error && error.message) || 'ra.notification.http_error';
      notify(message, { type: 'error', messageArgs: { _: message } });
      return undefined;
    }
  };

  return (
    <Form record={values} validate={validate} onSubmit={(input: Values) => save(input)} noValidate>
      <Stack sx={{ maxWidth: 720 }}>
        {step.fields.map((source) => (
          <Stack key={source}>
            <StepShortcuts
              shortcuts={(step.shortcuts ?? []).filter((shortcut) => shortcut.before === source)}
              record={record}
            />
            <FieldInput source={source} field={fieldSet.fields[source]!} />
            {warningsOn(record, [source]).map((warning) => (
              <Alert key={`${warning.code}-${warning.detail}`} severity="warning" sx={{ mb: 2 }}>
                {translate(`onboarding.warnings.${warning.code}`, { detail: warning.detail })}
              </Alert>
            ))}
          </Stack>
        ))}
      </Stack>
      {valuesRef && <ValuesReporter valuesRef={valuesRef} />}
      <Toolbar sx={{ gap: 1, px: '0 !important', background: 'none' }}>
        {onBack && <Button label="onboarding.back" onClick={onBack} variant="text" />}
        <SaveButton label={saveLabel} icon={<NavigateNext />} alwaysEnable />
      </Toolbar>
      <ConflictChoice
        open={conflict !== null}
        onClose={() => setConflict(null)}
        onReload={() => {
          if (conflict) onReload(conflict.current);
          setConflict(null);
        }}
        onOverwrite={() => {
          const pending = conflict;
          setConflict(null);
          if (pending) void save(pending.values, pending.current.version);
        }}
      />
    </Form>
  );
}
