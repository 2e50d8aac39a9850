/** The bulk edit dialog's form (BulkEditButton.tsx): loaded when the dialog opens, with its form layer. */
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, useTranslate } from 'react-admin';
import type { FieldDefinition } from '../types';
import { FieldInput } from './FieldInput';

export function BulkEditForm({
  source,
  field,
  title,
  titleId,
  onCancel,
  onSubmit,
}: {
  source: string;
  field: FieldDefinition;
  title: string;
  titleId: string;
  onCancel: () => void;
  onSubmit: (value: unknown) => Promise<void>;
}) {
  const translate = useTranslate();
  return (
    <Form noValidate onSubmit={(values: Record<string, unknown>) => onSubmit(values[source] ?? null)}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <FieldInput source={source} field={field} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('engine.bulk.cancel')}</Button>
        <Button type="submit" variant="contained">
          {translate('engine.bulk.apply')}
        </Button>
      </DialogActions>
    </Form>
  );
}
