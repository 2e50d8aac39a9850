/** Discards the onboarding's draft after asking, to start over (SPEC 2); back to the agreements list. */
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRedirect, type RaRecord } from 'react-admin';
import type { HistoryMethod } from '../../schema/history';

export function DiscardDraftButton({ resource, record }: { resource: string; record: RaRecord }) {
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & HistoryMethod>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [asking, setAsking] = useState(false);
  const discard = async () => {
    setAsking(false);
    try {
      await dataProvider.send(resource, {
        id: record.id,
        path: `onboarding?version=${encodeURIComponent(String(record.version))}`,
        method: 'DELETE',
      });
      notify('onboarding.discarded', { type: 'info' });
      redirect(`/${resource}`);
    } catch (error) {
      const message = (error instanceof Error && error.message) || 'ra.notification.http_error';
      notify(message, { type: 'error', messageArgs: { _: message } });
    }
  };
  return (
    <>
      <Button
        label="onboarding.discard"
        color="error"
        startIcon={<DeleteOutline />}
        onClick={() => setAsking(true)}
        sx={{ mt: 2 }}
      />
      <Confirm
        isOpen={asking}
        title="onboarding.discard"
        content="onboarding.discardConfirm"
        onConfirm={() => void discard()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
