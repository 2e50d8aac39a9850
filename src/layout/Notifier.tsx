/**
 * The toast area (SPEC 9): top centre, hidden after 3000 ms, variants success/error/warning/info, and
 * never the same message twice at once: when a toast goes, the queued copies of it go with it.
 * Replaces react-admin's <Notification> (bottom centre, 4000 ms, no de-duplication); keeps its undo.
 */
import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import {
  CloseNotificationContext,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { errorTraceOf } from '../providers/errorTrace';

export const NOTIFICATION_HIDE_MS = 3000;
const SEVERITIES = ['success', 'error', 'warning', 'info'] as const;
type Severity = (typeof SEVERITIES)[number];

export function sameNotification(a: NotificationPayload, b: NotificationPayload): boolean {
  return (
    a.type === b.type &&
    a.message === b.message &&
    JSON.stringify(a.notificationOptions?.messageArgs ?? null) ===
      JSON.stringify(b.notificationOptions?.messageArgs ?? null)
  );
}

export function Notifier() {
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  // The toast showing is the head of react-admin's queue; it leaves the queue once it has faded out.
  const current = notifications[0];
  const [closing, setClosing] = useState<NotificationPayload>();
  const open = current !== undefined && closing !== current;

  const close = useCallback(() => setClosing(current), [current]);

  const settleUndoable = useCallback(
    (isUndo: boolean) => {
      const mutation = takeMutation();
      if (mutation) mutation({ isUndo });
    },
    [takeMutation],
  );

  const handleExited = useCallback(() => {
    if (!current) return;
    if (current.notificationOptions?.undoable) settleUndoable(false);
    setNotifications((queue) => queue.filter((item, index) => index > 0 && !sameNotification(item, current)));
  }, [current, settleUndoable, setNotifications]);

  if (!current) return null;
  const { message, type, notificationOptions } = current;
  const { autoHideDuration, messageArgs, undoable, multiLine } = notificationOptions ?? {};
  const severity: Severity = (SEVERITIES as readonly string[]).includes(type ?? '')
    ? (type as Severity)
    : 'info';
  const text = typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : message;
  // A server's refusal: its status code and trace id under the message (SPEC 8).
  const trace =
    type === 'error' && typeof message === 'string' && !message.includes('TraceId')
      ? errorTraceOf(message)
      : undefined;

  return (
    <CloseNotificationContext.Provider value={close}>
      <Snackbar
        open={open}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        autoHideDuration={
          autoHideDuration === undefined ? NOTIFICATION_HIDE_MS : (autoHideDuration ?? undefined)
        }
        disableWindowBlurListener={undoable}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') close();
        }}
        slotProps={{ transition: { onExited: handleExited } }}
      >
        <Alert
          variant="standard"
          severity={severity}
          onClose={close}
          sx={{
            whiteSpace: multiLine ? 'pre-wrap' : undefined,
            alignItems: 'center',
            boxShadow: 6,
            minWidth: 288,
          }}
          action={
            undoable ? (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  settleUndoable(true);
                  close();
                }}
              >
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
    </CloseNotificationContext.Provider>
  );
}
