/** Saves run together (SPEC 7, 8): one success toast naming what was saved, or "Saved", then the redirect. */
import { fireEvent, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { useState } from 'react';
import { AdminContext, HttpError, memoryStore, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { engineMessages } from '../messages';
import { useBatchSave, type BatchSaveOptions } from '../useBatchSave';

function Saver({ writes, options }: { writes: (() => Promise<unknown>)[]; options?: BatchSaveOptions }) {
  const batchSave = useBatchSave();
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <button onClick={() => void batchSave(writes, options).then((saved) => setOutcome(String(saved)))}>
        Save
      </button>
      <output>{outcome}</output>
    </>
  );
}

function renderSaver(
  writes: (() => Promise<unknown>)[],
  options?: BatchSaveOptions,
  locale: 'en' | 'sv' = 'en',
) {
  const i18nProvider = polyglotI18nProvider(
    () => ({ ...englishMessages, ...engineMessages[locale] }),
    locale,
  );
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path="/" element={<Saver writes={writes} options={options} />} />
          <Route path="/groups" element={<p>The groups</p>} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('a batch of saves', () => {
  it('sends every write at once', async () => {
    const started: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const write = (id: string) => async () => {
      started.push(id);
      await gate;
    };
    renderSaver([write('a'), write('b'), write('c')]);
    await screen.findByRole('button', { name: 'Save' });
    expect(started).toEqual(['a', 'b', 'c']);
    release();
    expect(await screen.findByText('true')).toBeInTheDocument();
  });

  it('names what was saved when one name applies', async () => {
    renderSaver([async () => 1, async () => 2], { name: 'Drinks' });
    expect(await screen.findByText('Drinks Updated Successfully')).toBeInTheDocument();
  });

  it('says Saved Successfully when none does', async () => {
    renderSaver([async () => 1]);
    expect(await screen.findByText('Saved Successfully')).toBeInTheDocument();
  });

  it('says it in Swedish', async () => {
    renderSaver([async () => 1], { name: 'Drycker' }, 'sv');
    expect(await screen.findByText('Drycker uppdaterades')).toBeInTheDocument();
  });

  it('says Sparat in Swedish when no name applies', async () => {
    renderSaver([async () => 1], {}, 'sv');
    expect(await screen.findByText('Sparat')).toBeInTheDocument();
  });

  it('goes where the caller asks after a save', async () => {
    renderSaver([async () => 1], { redirect: '/groups' });
    expect(await screen.findByText('The groups')).toBeInTheDocument();
  });

  it('shows a failure instead, stays, and answers false', async () => {
    renderSaver([async () => 1, () => Promise.reject(new HttpError('Version is stale', 409))], {
      name: 'Drinks',
      redirect: '/groups',
    });
    expect(await screen.findByText("Couldn't save data: Version is stale")).toBeInTheDocument();
    expect(screen.getByText('false')).toBeInTheDocument();
    expect(screen.queryByText('Drinks Updated Successfully')).not.toBeInTheDocument();
    expect(screen.queryByText('The groups')).not.toBeInTheDocument();
  });

  it('keeps quiet about a failure the caller shows itself', async () => {
    renderSaver([() => Promise.reject(new HttpError('Version is stale', 409))], { quietFailure: true });
    expect(await screen.findByText('false')).toBeInTheDocument();
    expect(screen.queryByText(/Version is stale/)).not.toBeInTheDocument();
  });
});
