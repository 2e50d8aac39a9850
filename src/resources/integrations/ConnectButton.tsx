/**
 * Connecting an integration (POST /api/integrations/:id/connect): a dialog asks for the client secret
 * (at least 3 characters, the rule the API applies), the API has the provider check it with the
 * record's client id, and the browser goes on to the provider's consent page. A refusal ("could not
 * connect to the accounting provider") shows on the secret's field and keeps what was typed.
 */
import LinkIcon from '@mui/icons-material/Link';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { clientCredentialRule } from '../../domain/accounting';
import type { HistoryMethod } from '../../schema/history';
import { useDefinition } from '../../schema/ui/EngineContext';
import { apiUrl } from '../../providers/apiConfig';
import { apiErrorText } from '../../providers/apiErrorText';

export function ConnectButton() {
  const record = useRecordContext();
  const { name } = useDefinition();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & HistoryMethod>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const provider = String(record.providerName ?? record.provider ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const key = secret.trim() ? clientCredentialRule.check(secret) : 'ra.validation.required';
    if (key) {
      const texts = clientCredentialRule.messages[key];
      setError(texts ? texts[locale === 'en' ? 'en' : 'sv'] : translate(key));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const { data } = await dataProvider.send(name, {
        id: record.id,
        path: 'connect',
        body: { clientSecret: secret },
      });
      window.location.assign(apiUrl((data as { authorizeUrl: string }).authorizeUrl));
    } catch (caught) {
      setError(apiErrorText(caught, locale, translate('ra.notification.http_error')));
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" startIcon={<LinkIcon />} onClick={() => setOpen(true)}>
        {translate(
          record.status === 'connected' ? 'integrations.connect.reconnect' : 'integrations.connect.button',
        )}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="connect-title"
      >
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogTitle id="connect-title">
            {translate('integrations.connect.title', { provider })}
          </DialogTitle>
          <DialogContent>
            <DialogContentText>
              {translate('integrations.connect.body', { provider, clientId: String(record.clientId ?? '') })}
            </DialogContentText>
            <TextField
              fullWidth
              required
              margin="normal"
              type="password"
              autoComplete="off"
              label={translate('integrations.connect.secret')}
              value={secret}
              onChange={(event) => {
                setSecret(event.target.value);
                setError('');
              }}
              error={Boolean(error)}
              helperText={error || ' '}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('integrations.connect.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('integrations.connect.confirm', { provider })}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
