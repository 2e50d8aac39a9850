/**
 * Retrying a sync run (POST /<api>/:id/retry): on a run with refused items not yet retried, in its row
 * and on its page; the new run's outcome as a notice, and the list shows it.
 */
import ReplayIcon from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import { useState, type MouseEvent } from 'react';
import {
  useDataProvider,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { HistoryMethod } from '../../schema/history';
import { useDefinition } from '../../schema/ui/EngineContext';
import { apiErrorText } from '../../providers/apiErrorText';

export default function RetrySyncButton() {
  const record = useRecordContext();
  const { name } = useDefinition();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & HistoryMethod>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const [busy, setBusy] = useState(false);
  if (!record || !(Number(record.failed) > 0) || record.retried === true) return null;

  const retry = async (event: MouseEvent) => {
    event.stopPropagation();
    setBusy(true);
    try {
      const { data } = await dataProvider.send(name, { id: record.id, path: 'retry', body: {} });
      const run = data as { sent: number; failed: number };
      notify('integrations.retry.done', {
        type: run.failed ? 'warning' : 'success',
        messageArgs: { sent: run.sent, failed: run.failed },
      });
      refresh();
    } catch (caught) {
      notify(apiErrorText(caught, locale, translate('ra.notification.http_error')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button size="small" startIcon={<ReplayIcon />} disabled={busy} onClick={(event) => void retry(event)}>
      {translate('integrations.retry.button')}
    </Button>
  );
}
