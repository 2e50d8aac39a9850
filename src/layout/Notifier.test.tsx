import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, memoryStore, useNotify } from 'react-admin';
import { bundledMessages } from '../i18n/bundledMessages';
import { createI18nProvider } from '../i18n/i18nProvider';
import { toHttpError } from '../providers/httpErrors';
import { Notifier, NOTIFICATION_HIDE_MS, preloadToast } from './Notifier';

const i18nProvider = createI18nProvider({ locale: 'en', messages: bundledMessages('en'), remote: 'off' });

function Sender({ messages }: { messages: Array<[string, 'success' | 'error' | 'warning' | 'info']> }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => messages.forEach(([message, type]) => notify(message, { type }))}>
      send
    </button>
  );
}

function renderWith(messages: Array<[string, 'success' | 'error' | 'warning' | 'info']>) {
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <Notifier />
      <Sender messages={messages} />
    </AdminContext>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'send' }));
}

/** Advances in small steps so each step's re-render can schedule the next timers (hide, then exit). */
function advance(ms: number) {
  for (let left = ms; left > 0; left -= 50) act(() => void vi.advanceTimersByTime(Math.min(50, left)));
}

describe('Notifier', () => {
  // The toast's look loads with the first message; here it is there before (./Notifier.offline.test.tsx: without it).
  beforeAll(() => preloadToast());
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('drops a "form not valid" toast as soon as a save succeeds after it', () => {
    renderWith([
      ['ra.message.invalid_form', 'error'],
      ['ra.notification.created', 'success'],
    ]);
    advance(1000); // the error's exit transition, well before its 3000 ms
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('Element created');
    expect(screen.queryByText(/not valid/)).not.toBeInTheDocument();
  });

  it('keeps a "form not valid" toast its time while nothing succeeds after it', () => {
    renderWith([['ra.message.invalid_form', 'error']]);
    advance(1000);
    expect(screen.getByRole('alert')).toHaveTextContent(/not valid/);
  });

  it('shows a message sent twice once, at the top centre, and hides it after 3000 ms', () => {
    renderWith([
      ['ra.notification.created', 'success'],
      ['ra.notification.created', 'success'],
    ]);
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('Element created');
    expect(alerts[0]?.closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginTopCenter');

    advance(NOTIFICATION_HIDE_MS - 100);
    expect(screen.getByRole('alert')).toBeInTheDocument();

    advance(100 + 1000); // the hide timer, then the exit transition
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    advance(10 * NOTIFICATION_HIDE_MS); // the duplicate never follows
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows different messages one after the other with their variant', () => {
    renderWith([
      ['ra.notification.created', 'success'],
      ['ra.notification.http_error', 'error'],
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('Element created');
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorSuccess');

    advance(NOTIFICATION_HIDE_MS + 1000);
    expect(screen.getByRole('alert')).toHaveTextContent('Server communication error');
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorError');
  });

  it('shows text that is not a message key as it is', () => {
    renderWith([['Message : Login Fail', 'warning']]);
    expect(screen.getByRole('alert')).toHaveTextContent('Message : Login Fail');
  });

  it("adds a server refusal's status code and trace id under its message (SPEC 8)", () => {
    const refusal = toHttpError(409, 'Conflict', {
      errors: [
        { errorCode: 'errors.conflict', errorMessage: { en: 'Someone else saved this record first' } },
      ],
      statusCode: 409,
      traceId: '7d1f0c2e-5b1a-4c59-9a63-2f1e8d6b0a11',
    });
    renderWith([
      [refusal.message, 'error'],
      ['A message of the app itself', 'error'],
    ]);
    expect(screen.getByText('Someone else saved this record first')).toBeInTheDocument();
    expect(screen.getByTestId('error-trace')).toHaveTextContent(
      'Status code : 409TraceId : 7d1f0c2e-5b1a-4c59-9a63-2f1e8d6b0a11',
    );
    advance(NOTIFICATION_HIDE_MS + 500);
    expect(screen.getByText('A message of the app itself')).toBeInTheDocument();
    expect(screen.queryByTestId('error-trace')).toBeNull();
  });
});
