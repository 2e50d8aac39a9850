/**
 * The contract preview while its PDF is made: a progress bar and no download, then the PDF in a frame and
 * its download; a PDF asked for anew hides the shown one until it is made; a failure says so.
 */
import { act, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bundledMessages } from '../../i18n/bundledMessages';
import { createI18nProvider } from '../../i18n/i18nProvider';
import { PdfPreview } from './PdfPreview';

const i18nProvider = createI18nProvider({ locale: 'en', messages: bundledMessages('en'), remote: 'off' });

function deferred() {
  let resolve!: (blob: Blob) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<Blob>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const preview = (pdf: Promise<Blob>) => (
  <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
    <PdfPreview pdf={pdf} title="Contract" fileName="L-1.pdf" backTo="/apps/salesadmin/agreements/L-1/show" />
  </AdminContext>
);

const pdf = (name: string) => new Blob([name], { type: 'application/pdf' });

describe('the contract PDF preview', () => {
  let made = 0;
  beforeEach(() => {
    made = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:pdf-${++made}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows progress until the PDF is made, then the PDF and its download; a new one replaces it once made', async () => {
    const first = deferred();
    const { rerender } = render(preview(first.promise));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
    expect(screen.queryByTitle('Contract')).toBeNull();

    await act(async () => first.resolve(pdf('2022-06')));
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', 'blob:pdf-1');
    expect(screen.getByTitle('Contract')).toHaveAttribute('src', 'blob:pdf-1');
    expect(screen.queryByRole('progressbar')).toBeNull();

    // Another version: the shown PDF goes at once, so that a download never gets the previous one.
    const second = deferred();
    rerender(preview(second.promise));
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:pdf-1');
    await act(async () => second.resolve(pdf('2021-10')));
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', 'blob:pdf-2');
  });

  it('says so when the PDF could not be made', async () => {
    const failing = deferred();
    render(preview(failing.promise));
    await act(async () => failing.reject(new Error('The PDF font could not be loaded (503)')));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
  });
});
