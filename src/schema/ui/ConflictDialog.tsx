/**
 * Shown when a save answers 409: someone saved the record since it was opened. Reload shows their
 * version (the form resets to it); overwrite saves what the user typed over it, with the fresh version.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEditContext, useNotify, useSaveContext, useTranslate } from 'react-admin';
import type { ResourceRecord } from '../types';

interface Props {
  current: ResourceRecord | null;
  values: Record<string, unknown> | null;
  onClose: () => void;
}

/** The choice itself, for any form that saves with a version (an edit page, a wizard's step). */
export function ConflictChoice({
  open,
  onClose,
  onReload,
  onOverwrite,
}: {
  open: boolean;
  onClose: () => void;
  onReload: () => void;
  onOverwrite: () => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="conflict-title" aria-describedby="conflict-body">
      <DialogTitle id="conflict-title">{translate('engine.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="conflict-body">{translate('engine.conflict.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onReload}>{translate('engine.conflict.reload')}</Button>
        <Button onClick={onOverwrite} color="warning" variant="contained">
          {translate('engine.conflict.overwrite')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function ConflictDialog({ current, values, onClose }: Props) {
  const notify = useNotify();
  const { refetch } = useEditContext();
  const { save } = useSaveContext();

  const reload = async () => {
    onClose();
    await refetch();
    notify('engine.conflict.reloaded', { type: 'info' });
  };
  const overwrite = async () => {
    onClose();
    if (current && values && save) await save({ ...values, version: current.version });
  };

  return (
    <ConflictChoice
      open={current !== null}
      onClose={onClose}
      onReload={() => void reload()}
      onOverwrite={() => void overwrite()}
    />
  );
}
