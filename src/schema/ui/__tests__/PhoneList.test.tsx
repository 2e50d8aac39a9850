/**
 * A generated list on a phone (issue 39): under 600 px only the phone columns show, the record's name
 * and its amount by default, or the fields the definition marks; a wider screen shows every listed one.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { Admin, memoryStore, type DataProvider } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLE_GROUPS } from '../../../domain/roles';
import { defineResource } from '../../define-resource';
import { resourceMessages } from '../../labels';
import { createRegistry } from '../../registry-core';
import { EngineProvider } from '../EngineContext';
import { engineMessages } from '../messages';
import { resourceElements } from '../resourceElements';

const fields = {
  name: { kind: 'text', label: { en: 'Name', sv: 'Namn' }, required: true, listed: true },
  sku: { kind: 'text', label: { en: 'SKU', sv: 'Artikelnummer' }, listed: true },
  note: { kind: 'text', label: { en: 'Note', sv: 'Anteckning' }, listed: true },
  price: { kind: 'money', label: { en: 'Price', sv: 'Pris' }, listed: true },
} as const;

const definition = (name: string, extra: object = {}) =>
  defineResource({
    name,
    label: { one: { en: 'Gadget', sv: 'Pryl' }, many: { en: 'Gadgets', sv: 'Prylar' } },
    routes: [`/apps/merchant/${name}`],
    api: `api/${name}`,
    scope: 'organization',
    access: { roles: ROLE_GROUPS.admin },
    representation: 'name',
    list: { bulkDelete: false },
    fields: { ...fields, ...extra },
  });

const registry = createRegistry([
  definition('gadgets'),
  definition('widgets', { sku: { ...fields.sku, phone: true }, note: { ...fields.note, phone: true } }),
]);

const dataProvider = {
  getList: async () => ({
    data: [{ id: 'g1', version: 1, name: 'Kaffekvarn', sku: 'KV-1', note: 'Svart', price: 129_900 }],
    total: 1,
  }),
} as unknown as DataProvider;

/** A screen `width` px wide, as the browser answers media queries. */
function screenOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderList(name: string) {
  const i18nProvider = polyglotI18nProvider(
    () => ({ ...englishMessages, ...resourceMessages(registry, 'en'), ...engineMessages.en }),
    'en',
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
    { initialEntries: [`/apps/merchant/${name}`] },
  );
  return render(<RouterProvider router={router} />);
}

beforeAll(async () => {
  await import('../ResourceList');
});

const headers = async () => {
  const table = await screen.findByRole('table');
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent)
    .filter(Boolean);
};

describe('a list on a phone', () => {
  it('shows the name and the amount at 390 px', async () => {
    screenOf(390);
    renderList('gadgets');
    expect(await headers()).toEqual(['Name', 'Price']);
    expect(screen.getByText('SEK 1,299.00')).toBeInTheDocument();
  });

  it('shows the fields the definition marks for a phone', async () => {
    screenOf(390);
    renderList('widgets');
    expect(await headers()).toEqual(['SKU', 'Note']);
    expect(screen.getByText('KV-1')).toBeInTheDocument();
  });

  it('shows every listed column on a wider screen', async () => {
    screenOf(1366);
    renderList('gadgets');
    expect(await headers()).toEqual(['Name', 'SKU', 'Note', 'Price']);
  });
});
