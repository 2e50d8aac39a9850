/**
 * Retrying a sync run (POST /<api>/:id/retry): on a run with refused items not yet retried, in its row
 * and on its page; the new run's outcome as a notice, and the list shows it.
 */
import ReplayIcon from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import { useRecordContext, useTranslate } from 'react-admin';
import { useRunSync } from '../shared/useRunSync';

export default function RetrySyncButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { run, busy } = useRunSync('retry', 'integrations.retry.done');
  if (!record || !(Number(record.failed) > 0) || record.retried === true) return null;

  return (
    <Button
      size="small"
      startIcon={<ReplayIcon />}
      disabled={busy}
      onClick={(event) => {
        event.stopPropagation();
        void run(record.id);
      }}
    >
      {translate('integrations.retry.button')}
    </Button>
  );
}
