/**
 * The toast area (SPEC 9): top centre, hidden after 3000 ms, variants success/error/warning/info, and
 * never the same message twice at once: when a toast goes, the queued copies of it go with it; a "form
 * not valid" toast goes as soon as a success follows it.
 * Replaces react-admin's <Notification> (bottom centre, 4000 ms, no de-duplication); keeps its undo.
 *
 * The toast's look (./Toast.tsx, MUI's Snackbar) loads with the session's first message. Should that load
 * fail (the network gone, the very news a message may bring), the message shows in a plain box instead.
 */
import { useCallback, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import {
  CloseNotificationContext,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { errorTraceOf } from '../providers/errorTrace';
import { loadOnce, useLoadState } from '../schema/ui/lazyPart';
import type { Severity, ToastProps } from './Toast';

export const NOTIFICATION_HIDE_MS = 3000;
const SEVERITIES: readonly Severity[] = ['success', 'error', 'warning', 'info'];

const toast = loadOnce(() => import('./Toast'));
/** Loads the toast's look ahead of the first message (the tests do). */
export const preloadToast = (): Promise<unknown> => toast.load();

export function sameNotification(a: NotificationPayload, b: NotificationPayload): boolean {
  return (
    a.type === b.type &&
    a.message === b.message &&
    JSON.stringify(a.notificationOptions?.messageArgs ?? null) ===
      JSON.stringify(b.notificationOptions?.messageArgs ?? null)
  );
}

/** react-admin's "the form is not valid", shown when a submit is refused on the page. */
const INVALID_FORM = 'ra.message.invalid_form';

/** A "form not valid" toast is stale once a later save succeeded (issue 38: it stayed over "Steget sparades"). */
export const staleAfter = (current: NotificationPayload, queue: readonly NotificationPayload[]): boolean =>
  current.type === 'error' &&
  current.message === INVALID_FORM &&
  queue.some((item) => item !== current && item.type === 'success');

export function Notifier() {
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  // The toast showing is the head of react-admin's queue (past stale ones); it leaves the queue once it
  // has faded out.
  const current = notifications.find((item) => !staleAfter(item, notifications));
  const [closing, setClosing] = useState<NotificationPayload>();
  const open = current !== undefined && closing !== current;
  const { loaded, failed } = useLoadState(toast, current !== undefined);

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
    setNotifications((queue) =>
      queue.filter(
        (item) => item !== current && !sameNotification(item, current) && !staleAfter(item, queue),
      ),
    );
  }, [current, settleUndoable, setNotifications]);

  if (!current) return null;
  const { message, type, notificationOptions } = current;
  const { autoHideDuration, messageArgs, undoable, multiLine } = notificationOptions ?? {};
  const text = typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : message;
  // A server's refusal: its status code and trace id under the message (SPEC 8).
  const trace =
    type === 'error' && typeof message === 'string' && !message.includes('TraceId')
      ? errorTraceOf(message)
      : undefined;
  const props: ToastProps = {
    open,
    severity: SEVERITIES.includes(type as Severity) ? (type as Severity) : 'info',
    text,
    ...(trace ? { trace } : {}),
    autoHideDuration: autoHideDuration === undefined ? NOTIFICATION_HIDE_MS : (autoHideDuration ?? null),
    ...(multiLine ? { multiLine } : {}),
    ...(undoable
      ? {
          onUndo: () => {
            settleUndoable(true);
            close();
          },
        }
      : {}),
    onClose: close,
    onExited: handleExited,
  };

  return (
    <CloseNotificationContext.Provider value={close}>
      {loaded ? <loaded.Toast {...props} /> : failed ? <PlainToast {...props} /> : null}
    </CloseNotificationContext.Provider>
  );
}

/** The message without the toast's look: a box at the top centre, gone when closed or after its time. */
function PlainToast({ open, text, autoHideDuration, onUndo, onClose, onExited }: ToastProps) {
  const translate = useTranslate();
  useEffect(() => {
    if (!open) onExited();
  }, [open, onExited]);
  useEffect(() => {
    if (!open || autoHideDuration === null) return;
    const timer = setTimeout(onClose, autoHideDuration);
    return () => clearTimeout(timer);
  }, [open, autoHideDuration, onClose]);
  if (!open) return null;
  return (
    <Box
      role="alert"
      sx={{
        position: 'fixed',
        top: 24,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 'snackbar',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        boxShadow: 6,
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      {text}
      {onUndo && (
        <Button color="inherit" size="small" onClick={onUndo}>
          {translate('ra.action.undo')}
        </Button>
      )}
      <IconButton size="small" aria-label={translate('ra.action.close')} onClick={onClose}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
