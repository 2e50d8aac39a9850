/**
 * A super admin deletes an organization (POST /api/organization/:id/destroy): a dialog that says what
 * goes, and a Delete button that works once the organization's name is typed as it is written. The API
 * checks the name too, and refuses an organization with sales; its message shows in the dialog, on the
 * name when it concerns the name, and what was typed stays.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import DeleteForever from '@mui/icons-material/DeleteForever';
import { useState } from 'react';
import {
  HttpError,
  useGetIdentity,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { httpClient } from '../../providers/httpClient';

interface ErrorItem {
  field?: string;
  errorMessage?: Record<string, string>;
}

export function DestroyOrganizationButton() {
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const roles = (identity as { roles?: string[] } | undefined)?.roles ?? [];
  if (!record || !roles.includes('superadmin')) return null;
  const name = String(record.name ?? '');

  const destroy = async () => {
    setBusy(true);
    setError('');
    try {
      await httpClient(`/api/organization/${encodeURIComponent(String(record.id))}/destroy`, {
        method: 'POST',
        body: JSON.stringify({ name: typed }),
      });
      notify('organizations.destroy.done', { type: 'success', messageArgs: { organization: name } });
      setOpen(false);
      redirect('list', 'apps/superadmin/organizations');
    } catch (caught) {
      const items =
        caught instanceof HttpError ? ((caught.body as { errors?: ErrorItem[] })?.errors ?? []) : [];
      const language = locale === 'en' ? 'en' : 'sv';
      const message =
        items[0]?.errorMessage?.[language] ??
        (caught instanceof Error && caught.message
          ? caught.message
          : translate('ra.notification.http_error'));
      setError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" color="error" startIcon={<DeleteForever />} onClick={() => setOpen(true)}>
        {translate('organizations.destroy.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="destroy-organization-title">
        <DialogTitle id="destroy-organization-title">
          {translate('organizations.destroy.title', { organization: name })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('organizations.destroy.body')}</DialogContentText>
          <TextField
            fullWidth
            margin="normal"
            label={translate('organizations.destroy.name')}
            placeholder={name}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={Boolean(error)}
            helperText={error || ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('organizations.destroy.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={busy || typed.trim() !== name}
            onClick={() => void destroy()}
          >
            {translate('organizations.destroy.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
