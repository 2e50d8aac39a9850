/** The generated edit page: pessimistic saves (a failed save keeps the input), conflicts, history. */
import Box from '@mui/material/Box';
import { useRef, useState } from 'react';
import { Edit, useNotify, type HttpError } from 'react-admin';
import type { ResourceRecord } from '../types';
import { ConflictDialog } from './ConflictDialog';
import { HistoryPanel } from './HistoryPanel';
import { ResourceForm } from './ResourceForm';

function HistoryAside() {
  return (
    <Box sx={{ width: 320, ml: 2, display: { xs: 'none', lg: 'block' } }}>
      <HistoryPanel />
    </Box>
  );
}

export function ResourceEdit() {
  const notify = useNotify();
  const [conflict, setConflict] = useState<{
    current: ResourceRecord;
    values: Record<string, unknown>;
  } | null>(null);
  const lastValues = useRef<Record<string, unknown>>({});

  const onError = (error: unknown) => {
    const { status, body, message } = error as HttpError;
    if (status === 409 && body?.current)
      return setConflict({ current: body.current as ResourceRecord, values: lastValues.current });
    if (body?.errors) return; // field errors: shown on the fields
    notify(message || 'ra.notification.http_error', { type: 'error' });
  };

  return (
    <Edit
      mutationMode="pessimistic"
      redirect="show"
      aside={<HistoryAside />}
      transform={(data: Record<string, unknown>) => (lastValues.current = data)}
      mutationOptions={{ onError }}
    >
      <ResourceForm mode="edit" />
      <ConflictDialog
        current={conflict?.current ?? null}
        values={conflict?.values ?? null}
        onClose={() => setConflict(null)}
      />
    </Edit>
  );
}
