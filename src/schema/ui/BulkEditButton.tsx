/**
 * A bulk edit of one field (`list.bulkEdit`): a dialog with the field's own input, whose value the
 * selected records then get (BulkActions runs the updates). The input validates as on the form.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { lazy, Suspense, useState } from 'react';
import { Form, useListContext, useTranslate } from 'react-admin';
import { fieldKey } from '../labels';
import { useDefinition } from './EngineContext';

// The inputs load with the dialog, not with the list (the list page's JS budget, DESIGN.md 8).
const FieldInput = lazy(() => import('./FieldInput').then((module) => ({ default: module.FieldInput })));

export function BulkEditButton({
  source,
  disabled,
  onApply,
}: {
  source: string;
  disabled: boolean;
  onApply: (value: unknown) => Promise<void>;
}) {
  const { name, definition } = useDefinition();
  const { selectedIds } = useListContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const field = definition.fields[source];
  if (!field) return null;
  const label = translate(fieldKey(name, source));
  const titleId = `bulk-edit-${source}`;
  return (
    <>
      <Button size="small" disabled={disabled} onClick={() => setOpen(true)}>
        {translate('engine.bulk.edit', { field: label.toLocaleLowerCase() })}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <Form
          noValidate
          onSubmit={async (values: Record<string, unknown>) => {
            setOpen(false);
            await onApply(values[source] ?? null);
          }}
        >
          <DialogTitle id={titleId}>
            {translate('engine.bulk.editTitle', {
              field: label.toLocaleLowerCase(),
              smart_count: selectedIds.length,
            })}
          </DialogTitle>
          <DialogContent>
            <Suspense fallback={null}>
              <FieldInput source={source} field={field} />
            </Suspense>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('engine.bulk.cancel')}</Button>
            <Button type="submit" variant="contained">
              {translate('engine.bulk.apply')}
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
