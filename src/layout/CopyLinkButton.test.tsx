/** The copy-link action: the link lands in the clipboard with a toast, or the user learns it did not (SPEC 8). */
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bundledMessages } from '../i18n/bundledMessages';
import { createI18nProvider } from '../i18n/i18nProvider';
import { CopyLinkButton } from './CopyLinkButton';
import { Notifier, preloadToast } from './Notifier';

const URL = 'https://kaffebaren-gotgatan.order.example/';

function renderButton(locale: 'sv' | 'en') {
  render(
    <AdminContext
      store={memoryStore()}
      i18nProvider={createI18nProvider({ locale, messages: bundledMessages(locale), remote: 'off' })}
    >
      <CopyLinkButton url={URL} />
      <Notifier />
    </AdminContext>,
  );
}

function clipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  const value = writeText ? { writeText: vi.fn(writeText) } : undefined;
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
  return value;
}

describe('CopyLinkButton', () => {
  beforeAll(() => preloadToast());
  afterEach(() => clipboard(undefined));

  it('copies the link and says so', async () => {
    const board = clipboard(async () => undefined);
    renderButton('sv');
    fireEvent.click(screen.getByRole('button', { name: 'Kopiera länk' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Länken är kopierad');
    expect(board?.writeText).toHaveBeenCalledWith(URL);
  });

  it('says "Failed to copy link" when the browser refuses the clipboard', async () => {
    clipboard(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    renderButton('en');
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to copy link');
  });

  it('says the same in Swedish where there is no clipboard at all', async () => {
    clipboard(undefined);
    renderButton('sv');
    fireEvent.click(screen.getByRole('button', { name: 'Kopiera länk' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Det gick inte att kopiera länken');
  });
});
