/**
 * A bulk edit of one field (`list.bulkEdit`): a dialog with the field's own input, whose value the
 * selected records then get (BulkActions runs the updates). The input validates as on the form.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import { lazy, Suspense, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { fieldKey } from '../labels';
import { useDefinition } from './EngineContext';

// The form and its input load with the dialog, not with the list (the list page's JS budget, DESIGN.md 8).
const BulkEditForm = lazy(() =>
  import('./BulkEditForm').then((module) => ({ default: module.BulkEditForm })),
);

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
        {open && (
          <Suspense fallback={null}>
            <BulkEditForm
              source={source}
              field={field}
              titleId={titleId}
              title={translate('engine.bulk.editTitle', {
                field: label.toLocaleLowerCase(),
                smart_count: selectedIds.length,
              })}
              onCancel={() => setOpen(false)}
              onSubmit={async (value) => {
                setOpen(false);
                await onApply(value);
              }}
            />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}
