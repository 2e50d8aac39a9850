/** Bulk delete, capped at BULK_CAP (100) items: past the cap the button is disabled and says why. */
import Typography from '@mui/material/Typography';
import { BulkDeleteButton, useListContext, useTranslate } from 'react-admin';
import { BULK_CAP } from '../filters';

export function CappedBulkDelete() {
  const { selectedIds } = useListContext();
  const translate = useTranslate();
  const over = selectedIds.length > BULK_CAP;
  return (
    <>
      {over && (
        <Typography role="alert" variant="body2" color="error" sx={{ mr: 2 }}>
          {translate('errors.bulk_cap', { max: BULK_CAP, count: selectedIds.length })}
        </Typography>
      )}
      <BulkDeleteButton mutationMode="pessimistic" disabled={over} />
    </>
  );
}
