/** The feature flags page's changes: who set which flag, when, from what to what, in Swedish and English. */
import { render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { bundledMessages } from '../../i18n/bundledMessages';
import { createI18nProvider } from '../../i18n/i18nProvider';
import { FlagHistory, type FlagChange } from './FlagHistory';
import pageMessages from './messages';

const CHANGES: FlagChange[] = [
  { key: 'merchant-loan', from: false, to: null, actor: 'super@demo.test', at: '2026-11-28T13:05:00Z' },
  { key: 'merchant-giftcards', from: null, to: false, actor: 'super@demo.test', at: '2026-11-27T08:30:00Z' },
];

async function renderHistory(locale: 'sv' | 'en', changes: FlagChange[], inOrganization: boolean) {
  const i18nProvider = createI18nProvider({ locale, messages: bundledMessages(locale), remote: 'off' });
  await i18nProvider.addMessages({ features: pageMessages });
  render(
    <AdminContext store={memoryStore()} i18nProvider={i18nProvider}>
      <FlagHistory changes={changes} inOrganization={inOrganization} />
    </AdminContext>,
  );
}

describe('the feature flags’ changes', () => {
  it('names the flag, its value before and after, who changed it and when (an organization’s overrides)', async () => {
    await renderHistory('sv', CHANGES, true);
    const list = await screen.findByRole('list', { name: 'Ändringar' });
    const [latest, first] = within(list).getAllByRole('listitem');
    expect(latest).toHaveTextContent('Företagslån: Av → Som plattformen');
    expect(latest).toHaveTextContent(/Av super@demo\.test, 2026-11-28 \d\d:05/);
    expect(first).toHaveTextContent('Presentkort: Som plattformen → Av');
  });

  it('in English, a platform value never set reads as not set', async () => {
    await renderHistory('en', CHANGES.slice(1), false);
    const list = await screen.findByRole('list', { name: 'Changes' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Gift cards: Not set (on) → Off');
    expect(within(list).getByRole('listitem')).toHaveTextContent('By super@demo.test');
  });

  it('says when nothing was changed yet', async () => {
    await renderHistory('sv', [], false);
    expect(await screen.findByText('Inga ändringar ännu.')).toBeInTheDocument();
  });
});
