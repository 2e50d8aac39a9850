/**
 * The toast itself (./Notifier.tsx decides what it shows and when it goes): MUI's Snackbar at the top
 * centre with an Alert in the message's variant, an undo button for an undoable change, and a server
 * refusal's status code and trace id under its message. Loaded with the first message of the session
 * rather than with the page (Snackbar, its click-away and transition: some 4 KiB gzip).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export type Severity = 'success' | 'error' | 'warning' | 'info';

export interface ToastProps {
  open: boolean;
  severity: Severity;
  text: ReactNode;
  /** A server's refusal: its status code and trace id (SPEC 8). */
  trace?: { statusCode: number; traceId: string };
  /** ms, or null to stay until closed. */
  autoHideDuration: number | null;
  multiLine?: boolean;
  /** An undo button, and no hiding while the window is in the background. */
  onUndo?: () => void;
  onClose: () => void;
  /** Once it has faded out. */
  onExited: () => void;
}

export function Toast({
  open,
  severity,
  text,
  trace,
  autoHideDuration,
  multiLine,
  onUndo,
  onClose,
  onExited,
}: ToastProps) {
  const translate = useTranslate();
  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={autoHideDuration}
      disableWindowBlurListener={onUndo !== undefined}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      slotProps={{ transition: { onExited } }}
    >
      <Alert
        variant="standard"
        severity={severity}
        onClose={onClose}
        sx={{
          whiteSpace: multiLine ? 'pre-wrap' : undefined,
          alignItems: 'center',
          boxShadow: 6,
          minWidth: 288,
        }}
        action={
          onUndo ? (
            <Button color="inherit" size="small" onClick={onUndo}>
              {translate('ra.action.undo')}
            </Button>
          ) : undefined
        }
      >
        {/* In an element of its own beside the lines, so the message is still found by its text alone. */}
        {trace ? <span>{text}</span> : text}
        {trace && (
          <Typography variant="caption" component="div" data-testid="error-trace" sx={{ mt: 0.5 }}>
            {translate('auth.login.toastStatus', { status: trace.statusCode })}
            <br />
            {translate('auth.login.toastTrace', { traceId: trace.traceId })}
          </Typography>
        )}
      </Alert>
    </Snackbar>
  );
}
