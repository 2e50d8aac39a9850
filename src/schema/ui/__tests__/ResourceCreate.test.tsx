/** A create's own messages (SPEC 8): "Store created" / "Couldn't create store" with the server's reason. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { Admin, HttpError, memoryStore, type DataProvider } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_GROUPS } from '../../../domain/roles';
import { defineResource } from '../../define-resource';
import { resourceMessages } from '../../labels';
import { createRegistry } from '../../registry-core';
import { indexComponents } from '../components';
import { EngineProvider } from '../EngineContext';
import { engineMessages } from '../messages';
import { resourceElements } from '../resourceElements';

const resource = (name: string) =>
  defineResource({
    name,
    label: { one: { en: 'Thing', sv: 'Sak' }, many: { en: 'Things', sv: 'Saker' } },
    routes: [`/apps/merchant/${name}`],
    api: `api/${name}`,
    scope: 'organization',
    access: { roles: ROLE_GROUPS.admin },
    representation: 'name',
    fields: { name: { kind: 'text', label: { en: 'Name', sv: 'Namn' }, required: true, listed: true } },
  });
const registry = createRegistry([resource('stores'), resource('widgets')]);
const components = indexComponents({});

function renderCreate(name: string, create: DataProvider['create'], locale: 'en' | 'sv' = 'en') {
  const i18nProvider = polyglotI18nProvider(
    () => ({ ...englishMessages, ...resourceMessages(registry, locale), ...engineMessages[locale] }),
    locale,
  );
  const dataProvider = {
    create,
    getOne: async (_resource: string, { id }: { id: unknown }) => ({
      data: { id, name: 'Söder', version: 1 },
    }),
  } as unknown as DataProvider;
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <EngineProvider registry={registry} components={components}>
            <Admin dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
              {resourceElements(registry, components)}
            </Admin>
          </EngineProvider>
        ),
      },
    ],
    { initialEntries: [`/apps/merchant/${name}/create`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function save(value: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: /Name|Namn/ }), { target: { value } });
  const submit = document.querySelector('button[type="submit"]');
  if (!submit) throw new Error('No save button');
  fireEvent.click(submit);
}

describe('ResourceCreate messages', () => {
  beforeAll(async () => {
    await import('../ResourceCreate');
  });

  it('says the store is created and opens it', async () => {
    const router = renderCreate('stores', async (_r, { data }) => ({ data: { ...data, id: 's9' } }) as never);
    await save('Söder');
    expect(await screen.findByText('Store created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/merchant/stores/s9/show'));
  });

  it('says "Couldn\'t create store" with the server\'s reason, and keeps what was typed', async () => {
    renderCreate('stores', async () => {
      throw new HttpError('The organization has reached its store limit', 422, { statusCode: 422 });
    });
    await save('Söder');
    const toast = await screen.findByText(/Couldn't create store/);
    expect(toast).toHaveTextContent('The organization has reached its store limit');
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Söder');
  });

  it('says it in Swedish', async () => {
    renderCreate(
      'stores',
      async () => {
        throw new HttpError('Butiksgränsen är nådd', 422, { statusCode: 422 });
      },
      'sv',
    );
    await save('Söder');
    expect(await screen.findByText(/Det gick inte att skapa butiken/)).toBeInTheDocument();
  });

  it("keeps react-admin's texts for a resource SPEC 8 names no texts for", async () => {
    renderCreate('widgets', async (_r, { data }) => ({ data: { ...data, id: 'w9' } }) as never);
    await save('Grej');
    expect(await screen.findByText('Element created')).toBeInTheDocument();
  });
});
