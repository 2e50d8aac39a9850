import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { bundledMessages } from '../i18n/bundledMessages';
import { createI18nProvider } from '../i18n/i18nProvider';
import { IDLE_TIMEOUT_S, resetActivity } from '../providers/idleActivity';
import { IdleSignOut } from './IdleSignOut';
import { Notifier, preloadToast } from './Notifier';

const STORAGE_KEY = 'backoffice.session.lastActivity';

function renderWatcher(locale: 'sv' | 'en' = 'sv') {
  const logout = vi.fn<AuthProvider['logout']>(async () => undefined);
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => undefined,
  };
  const i18nProvider = createI18nProvider({ locale, messages: bundledMessages(locale), remote: 'off' });
  render(
    <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <IdleSignOut />
      <Notifier />
    </AdminContext>,
  );
  return { logout };
}

/** Moves the clock in one-second steps, letting each tick's render (and the lazy dialog) settle. */
async function advanceSeconds(seconds: number) {
  for (let i = 0; i < seconds; i += 1) await act(async () => void vi.advanceTimersByTime(1000));
}

describe('IdleSignOut (SPEC 9: idle expiry 3600 s)', () => {
  beforeAll(async () => {
    preloadToast();
    await import('./IdleWarningDialog');
  });
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-28T08:00:00Z') });
    resetActivity();
  });
  afterEach(() => vi.useRealTimers());

  it('warns a minute before with a countdown, then signs out and says why', async () => {
    const { logout } = renderWatcher();
    await act(async () => void vi.advanceTimersByTime((IDLE_TIMEOUT_S - 61) * 1000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await advanceSeconds(1);
    expect(screen.getByRole('dialog')).toHaveTextContent('Du loggas ut om 60 s');
    await advanceSeconds(15);
    expect(screen.getByRole('dialog')).toHaveTextContent('Du loggas ut om 45 s');
    expect(logout).not.toHaveBeenCalled();

    await advanceSeconds(45);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Du har loggats ut efter en timme utan aktivitet.');
  });

  it('"Stanna inloggad" keeps the session for another hour', async () => {
    const { logout } = renderWatcher();
    await act(async () => void vi.advanceTimersByTime((IDLE_TIMEOUT_S - 30) * 1000));
    fireEvent.click(screen.getByRole('button', { name: 'Stanna inloggad' }));
    await advanceSeconds(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => void vi.advanceTimersByTime((IDLE_TIMEOUT_S - 120) * 1000));
    expect(logout).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('counts key, pointer and scroll activity, but not a pointer passing while the warning shows', async () => {
    const { logout } = renderWatcher('en');
    await act(async () => void vi.advanceTimersByTime(30 * 60 * 1000));
    fireEvent.keyDown(window, { key: 'a' });
    await act(async () => void vi.advanceTimersByTime(30 * 60 * 1000));
    fireEvent.scroll(window);
    await act(async () => void vi.advanceTimersByTime(30 * 60 * 1000));
    fireEvent.pointerMove(window);
    await act(async () => void vi.advanceTimersByTime((IDLE_TIMEOUT_S - 50) * 1000));
    expect(screen.getByRole('dialog')).toHaveTextContent('You will be logged out in 50 s');

    fireEvent.pointerMove(window);
    await advanceSeconds(50);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it("counts another tab's activity, heard through storage", async () => {
    const { logout } = renderWatcher();
    await act(async () => void vi.advanceTimersByTime((IDLE_TIMEOUT_S - 10) * 1000));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    const now = String(Date.now());
    localStorage.setItem(STORAGE_KEY, now);
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY, newValue: now })));
    await advanceSeconds(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advanceSeconds(30);
    expect(logout).not.toHaveBeenCalled();
  });
});
