/** The toast area when the toast's look cannot load (the network gone): the message still shows. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, memoryStore, useNotify } from 'react-admin';
import { bundledMessages } from '../i18n/bundledMessages';
import { createI18nProvider } from '../i18n/i18nProvider';
import { Notifier, NOTIFICATION_HIDE_MS } from './Notifier';

vi.mock('./Toast', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const i18nProvider = createI18nProvider({ locale: 'sv', messages: bundledMessages('sv'), remote: 'off' });

function Sender() {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify('ra.notification.http_error', { type: 'error' })}>
      send
    </button>
  );
}

describe('Notifier without its toast', () => {
  it('shows the message in a plain box that closes, and hides it after its time', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <Notifier />
        <Sender />
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fel vid kommunikation med servern');
    fireEvent.click(screen.getByRole('button', { name: 'Stäng' }));
    expect(screen.queryByRole('alert')).toBeNull();

    vi.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'send' }));
      await act(async () => undefined);
      expect(screen.getByRole('alert')).toBeInTheDocument();
      act(() => void vi.advanceTimersByTime(NOTIFICATION_HIDE_MS + 10));
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
