/**
 * The dialog of a record action that asks for fields (`input`: a supplement request's comments, the
 * answer's attachments): the fields' own inputs, required, judged by their rules before the step is sent;
 * the API's refusals land on the fields and what was typed stays.
 */
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useMemo } from 'react';
import { Button, Form, SaveButton, useTranslate } from 'react-admin';
import { issuesToFormErrors } from '../form-errors';
import { recordActionKey } from '../labels';
import type { FieldDefinition, RecordAction } from '../types';
import { validateRecord } from '../validation';
import { FieldInput } from './FieldInput';
import { useDefinition } from './EngineContext';

const EMPTY = {};

interface Props {
  actionKey: string;
  action: RecordAction;
  onClose: () => void;
  /** Runs the step; answers the form's errors when the API refused a field. */
  onSubmit: (values: Record<string, unknown>) => Promise<Record<string, unknown> | undefined>;
}

export function ActionInputDialog({ actionKey, action, onClose, onSubmit }: Props) {
  const { name, definition } = useDefinition();
  const translate = useTranslate();
  const titleId = useId();
  const fields = useMemo(
    () =>
      Object.fromEntries(
        (action.input ?? []).map((source): [string, FieldDefinition] => [
          source,
          { ...definition.fields[source]!, required: true },
        ]),
      ),
    [action, definition],
  );
  const validate = useMemo(
    () => async (values: Record<string, unknown>) =>
      issuesToFormErrors(await validateRecord({ fields }, values, 'create')),
    [fields],
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {/* Its own empty record: the page's record is not what this form sends. */}
      <Form record={EMPTY} validate={validate} onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{translate(recordActionKey(name, actionKey, 'label'))}</DialogTitle>
        <DialogContent>
          {Object.entries(fields).map(([source, field]) => (
            <FieldInput key={source} source={source} field={field} />
          ))}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={onClose} />
          <SaveButton label={recordActionKey(name, actionKey, 'label')} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
