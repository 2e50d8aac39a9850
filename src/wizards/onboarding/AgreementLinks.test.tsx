/** The agreement page's copy of its onboarding link (issue 40, SPEC 8 "Failed to copy link"), in Swedish. */
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bundledMessages } from '../../i18n/bundledMessages';
import { createI18nProvider } from '../../i18n/i18nProvider';
import { Notifier, preloadToast } from '../../layout/Notifier';
import { AgreementLinks } from './AgreementLinks';

function renderLinks(status: string) {
  render(
    <MemoryRouter>
      <AdminContext
        store={memoryStore()}
        i18nProvider={createI18nProvider({ locale: 'sv', messages: bundledMessages('sv'), remote: 'off' })}
      >
        <ResourceContextProvider value="agreements/partneradmin">
          <RecordContextProvider value={{ id: 'lead-1', leadId: 'L-25013', status }}>
            <AgreementLinks />
          </RecordContextProvider>
        </ResourceContextProvider>
        <Notifier />
      </AdminContext>
    </MemoryRouter>,
  );
}

function clipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  const value = writeText ? { writeText: vi.fn(writeText) } : undefined;
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
  return value;
}

describe('the onboarding link on the agreement’s page', () => {
  beforeAll(() => preloadToast());
  afterEach(() => clipboard(undefined));

  it('copies the whole address of the agreement’s onboarding', async () => {
    const board = clipboard(async () => undefined);
    renderLinks('draft');
    fireEvent.click(screen.getByRole('button', { name: 'Kopiera länken till onboardingen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Länken är kopierad');
    expect(board?.writeText).toHaveBeenCalledWith(
      `${window.location.origin}/apps/partneradmin/agreements/L-25013/onboard`,
    );
  });

  it('says so when the browser lets nothing be copied', async () => {
    clipboard(async () => Promise.reject(new Error('denied')));
    renderLinks('submitted');
    fireEvent.click(screen.getByRole('button', { name: 'Kopiera länken till onboardingen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Det gick inte att kopiera länken/);
  });
});
