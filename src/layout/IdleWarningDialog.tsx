/** The idle sign-out's warning (IdleSignOut.tsx): a countdown and the button that keeps the session. */
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { Button, useTranslate } from 'react-admin';

export default function IdleWarningDialog({ seconds, onStay }: { seconds: number; onStay: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onStay} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('auth.session.idleTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText role="timer" aria-live="polite">
          {translate('auth.session.idleCountdown', { seconds })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onStay} label="auth.session.stay" />
      </DialogActions>
    </Dialog>
  );
}
