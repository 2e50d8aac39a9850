/**
 * The agreement's contract PDF page (issue 38): a download button, in Swedish and English, that saves
 * the PDF shown as avtal-<lead id>.pdf, the other version with its version in the name.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bundledMessages } from '../../i18n/bundledMessages';
import { createI18nProvider } from '../../i18n/i18nProvider';
import { ProductContractPreview } from './ContractPdfPage';

// Making the real PDF (its fonts loaded as assets) is tested in ./contractPdf.test.ts: here the page's own part.
vi.mock('../../resources/shared/pdf', () => ({
  A4: { width: 595.28, height: 841.89 },
  pdfDocument: vi.fn(),
}));
vi.mock('./contractPdf', () => ({
  contractPdf: (_: unknown, version: string) =>
    Promise.resolve(new Blob([`%PDF-${version}`], { type: 'application/pdf' })),
}));

const AGREEMENT = {
  id: 'lead-l-25001',
  leadId: 'L-25001',
  companyName: 'Café Linnea AB',
  contractVersion: '2022-06',
};

async function renderPage(locale: 'sv' | 'en') {
  const i18nProvider = createI18nProvider({ locale, messages: bundledMessages(locale), remote: 'off' });
  await act(async () => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
        <ProductContractPreview record={AGREEMENT} title="Avtal" backTo="/apps/salesadmin/agreements" />
      </AdminContext>,
    );
  });
}

/** A phone's screen: every media query for a width up to 390 px matches. */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: !/min-width:\s*(?:[4-9]\d\d|\d{4,})/.test(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

describe('the contract PDF page’s download', () => {
  let made = 0;
  beforeEach(() => {
    made = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:pdf-${++made}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('is a button “Ladda ner PDF” saving avtal-<lead id>.pdf, in Swedish', async () => {
    await renderPage('sv');
    const download = await screen.findByRole('link', { name: 'Ladda ner PDF' });
    expect(download).toBeVisible();
    expect(download).toHaveAttribute('download', 'avtal-L-25001.pdf');
    expect(download).toHaveAttribute('href', 'blob:pdf-1');
  });

  it('is a button “Download PDF”, the other version named with its version, in English', async () => {
    const user = userEvent.setup();
    await renderPage('en');
    expect(await screen.findByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'download',
      'avtal-L-25001.pdf',
    );
    await user.click(screen.getByRole('button', { name: '2021-10' }));
    const older = await screen.findByRole('link', { name: 'Download PDF' });
    expect(older).toHaveAttribute('download', 'avtal-L-25001-2021-10.pdf');
    expect(older).toHaveAttribute('href', 'blob:pdf-2');
  });

  it('on a phone, still says “Ladda ner PDF”, not an icon alone', async () => {
    onAPhone();
    await renderPage('sv');
    const download = await screen.findByRole('link', { name: 'Ladda ner PDF' });
    expect(download).toHaveTextContent('Ladda ner PDF');
    expect(download).toHaveAttribute('download', 'avtal-L-25001.pdf');
  });
});
