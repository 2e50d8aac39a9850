import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, memoryStore } from 'react-admin';
import { bundledMessages } from '../i18n/bundledMessages';
import { createI18nProvider } from '../i18n/i18nProvider';
import { ErrorBoundary } from './ErrorBoundary';

const i18nProvider = createI18nProvider({ locale: 'en', messages: bundledMessages('en'), remote: 'off' });
const state = { broken: true };

function Page() {
  if (state.broken) throw new Error('Cannot read the stock levels');
  return <p>Stock levels</p>;
}

function renderPage(resetKey = '/a') {
  return render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <ErrorBoundary resetKey={resetKey}>
        <Page />
      </ErrorBoundary>
    </AdminContext>,
  );
}

describe('ErrorBoundary and ErrorPage', () => {
  beforeEach(() => {
    state.broken = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the title, the message and a reset button that renders the page again', () => {
    renderPage();
    expect(
      screen.getByRole('heading', { name: 'Something went wrong with the application' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Cannot read the stock levels')).toBeInTheDocument();
    state.broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Stock levels')).toBeInTheDocument();
  });

  it('clears the error when the user moves to another page', () => {
    const { rerender } = renderPage('/a');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    state.broken = false;
    rerender(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <ErrorBoundary resetKey="/b">
          <Page />
        </ErrorBoundary>
      </AdminContext>,
    );
    expect(screen.getByText('Stock levels')).toBeInTheDocument();
  });
});
