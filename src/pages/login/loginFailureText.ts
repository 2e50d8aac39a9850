/** The texts of a failed sign-in: the message, and the toast 'Message : …' with status and trace lines (SPEC 8). */
import type { TranslateFunction } from 'react-admin';
import { LoginFailure } from '../../providers/loginFailure';

export function failureMessage(error: unknown, translate: TranslateFunction): string {
  const key = error instanceof LoginFailure ? error.message : 'auth.login.failed';
  return translate(key, { _: key });
}

export function failureToast(error: unknown, translate: TranslateFunction): string {
  const lines = [translate('auth.login.toastMessage', { message: failureMessage(error, translate) })];
  if (error instanceof LoginFailure && error.status && error.traceId) {
    lines.push(translate('auth.login.toastStatus', { status: error.status }));
    lines.push(translate('auth.login.toastTrace', { traceId: error.traceId }));
  }
  return lines.join('\n');
}
