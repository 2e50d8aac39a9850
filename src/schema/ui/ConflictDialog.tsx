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

export function ConflictDialog({ current, values, onClose }: Props) {
  const translate = useTranslate();
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
    <Dialog
      open={current !== null}
      onClose={onClose}
      aria-labelledby="conflict-title"
      aria-describedby="conflict-body"
    >
      <DialogTitle id="conflict-title">{translate('engine.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="conflict-body">{translate('engine.conflict.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={reload}>{translate('engine.conflict.reload')}</Button>
        <Button onClick={overwrite} color="warning" variant="contained">
          {translate('engine.conflict.overwrite')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
