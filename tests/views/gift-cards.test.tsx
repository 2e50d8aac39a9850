/**
 * The issued gift cards in the generated views, with the real dataProvider against the reference API
 * in-process: listed newest first with their status, balance and store; a card's page shows its
 * transactions with their types and stores, and offers no edit; there is no create view.
 */
import { render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { Admin, fetchUtils, memoryStore } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/providers/dataProvider';
import giftCardTemplates from '../../src/resources/gift-card-templates';
import giftCards from '../../src/resources/gift-cards';
import stores from '../../src/resources/stores/index';
import warehouses from '../../src/resources/warehouses';
import { resourceMessages } from '../../src/schema/labels';
import { createRegistry } from '../../src/schema/registry-core';
import { EngineProvider } from '../../src/schema/ui/EngineContext';
import { engineMessages } from '../../src/schema/ui/messages';
import { resourceElements } from '../../src/schema/ui/resourceElements';
import { inProcessApi } from './inProcessApi';

const registry = createRegistry([giftCards, giftCardTemplates, stores, warehouses]);
const api = inProcessApi(registry);
const LIST = '/apps/merchant/giftcards-issued';

beforeAll(async () => {
  await Promise.all([import('../../src/schema/ui/ResourceList'), import('../../src/schema/ui/ResourceShow')]);
});

function renderAt(path: string, locale: 'en' | 'sv' = 'sv') {
  const httpClient = (url: string, options: fetchUtils.Options = {}) =>
    fetchUtils.fetchJson(`http://api.test${url}`, {
      ...options,
      user: { authenticated: true, token: `Bearer ${api.token}` },
    });
  const dataProvider = createDataProvider({ registry, httpClient });
  const i18nProvider = polyglotI18nProvider(
    (language) => ({
      ...englishMessages,
      ...resourceMessages(registry, language === 'sv' ? 'sv' : 'en'),
      ...engineMessages[language === 'sv' ? 'sv' : 'en'],
    }),
    locale,
  );
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <EngineProvider registry={registry}>
            <Admin dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
              {resourceElements(registry)}
            </Admin>
          </EngineProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe('issued gift cards', () => {
  it('are listed in Swedish, newest first, with number, status, balance and the store they were sold in', async () => {
    renderAt(LIST);
    const table = await screen.findByRole('table');
    // Kaffebaren's newest card (the seed's last) heads the list.
    const rows = await within(table).findAllByRole('row');
    expect(await within(rows[1]!).findByText('6036411002308884')).toBeInTheDocument();
    expect(await within(rows[1]!).findByText('Kaffebaren Vasastan')).toBeInTheDocument();
    for (const header of ['Kortnummer', 'Status', 'Saldo', 'Går ut', 'Såld i'])
      expect(within(table).getByText(header)).toBeInTheDocument();
    expect(within(table).getAllByText('Aktivt').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /skapa|create/i })).not.toBeInTheDocument();
  }, 30_000);

  it('show a card’s transactions and offer no edit', async () => {
    renderAt(`${LIST}/issued-giftcard-kaffebaren-05/show`, 'en');
    expect(await screen.findByText('Transactions')).toBeInTheDocument();
    expect(await screen.findByText('Refund')).toBeInTheDocument();
    expect(screen.getAllByText('Redemption').length).toBe(2);
    expect(screen.getByText('Issue')).toBeInTheDocument();
    expect((await screen.findAllByText('Kaffebaren Södermalm')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /edit/i })).not.toBeInTheDocument();
  }, 30_000);

  it('have no create page, and the list offers no create button', async () => {
    renderAt(`${LIST}/create`, 'en');
    // No create view: react-admin shows the list at any other address under the resource.
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /save/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /card number/i })).not.toBeInTheDocument();
  }, 30_000);
});
