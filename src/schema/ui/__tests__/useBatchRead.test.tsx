/** Reads run together (SPEC 7, 8): a failed read that is a 404 is silent, another shows its message and code. */
import { fireEvent, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { useState } from 'react';
import { AdminContext, HttpError, memoryStore, Notification } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { engineMessages } from '../messages';
import { useBatchRead } from '../useBatchRead';

function Reader({ reads }: { reads: (() => Promise<string>)[] }) {
  const batchRead = useBatchRead();
  const [values, setValues] = useState<string>('');
  return (
    <>
      <button onClick={() => void batchRead(reads).then((read) => setValues(read.map(String).join(',')))}>
        Read
      </button>
      <output>{values}</output>
    </>
  );
}

function renderReader(reads: (() => Promise<string>)[], locale: 'en' | 'sv' = 'en') {
  const i18nProvider = polyglotI18nProvider(
    () => ({ ...englishMessages, ...engineMessages[locale] }),
    locale,
  );
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <Reader reads={reads} />
      <Notification />
    </AdminContext>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Read' }));
}

const failing = (status: number, message: string) => () => Promise.reject(new HttpError(message, status));

describe('a batch of reads', () => {
  it('answers every read, in order, a failed one as undefined', async () => {
    renderReader([async () => 'a', failing(404, 'Not found'), async () => 'c']);
    expect(await screen.findByText('a,undefined,c')).toBeInTheDocument();
  });

  it('says nothing of a read that is a 404', async () => {
    renderReader([async () => 'a', failing(404, 'Not found')]);
    await screen.findByText('a,undefined');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Not found/)).not.toBeInTheDocument();
  });

  it('shows another failure with its message and status code, once', async () => {
    renderReader([failing(500, 'The server failed'), failing(500, 'The server failed'), async () => 'c']);
    const toast = await screen.findByText(/The server failed/);
    expect(toast).toHaveTextContent("Couldn't read the data: The server failed");
    expect(toast).toHaveTextContent('Status code: 500');
    expect(screen.getAllByText(/The server failed/)).toHaveLength(1);
  });

  it('says it in Swedish', async () => {
    renderReader([failing(403, 'Åtkomst nekad')], 'sv');
    expect(await screen.findByText(/Åtkomst nekad/)).toHaveTextContent('Kunde inte läsa data: Åtkomst nekad');
    expect(screen.getByText(/Åtkomst nekad/)).toHaveTextContent('Statuskod: 403');
  });
});
