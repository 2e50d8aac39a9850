/**
 * "Select all" on a list of 10,000 (issue 39): it takes the first 100, what one bulk action handles,
 * says so on its button, and leaves the bulk buttons usable; a short list keeps "Select all".
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { Admin, memoryStore, type DataProvider, type GetListParams } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_GROUPS } from '../../../domain/roles';
import { defineResource } from '../../define-resource';
import { resourceMessages } from '../../labels';
import { createRegistry } from '../../registry-core';
import { EngineProvider } from '../EngineContext';
import { engineMessages } from '../messages';
import { resourceElements } from '../resourceElements';

const gadgets = defineResource({
  name: 'gadgets',
  label: { one: { en: 'Gadget', sv: 'Pryl' }, many: { en: 'Gadgets', sv: 'Prylar' } },
  routes: ['/apps/merchant/gadgets'],
  api: 'api/gadget',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin },
  representation: 'name',
  list: { bulkDelete: true },
  fields: { name: { kind: 'text', label: { en: 'Name', sv: 'Namn' }, required: true, listed: true } },
});
const registry = createRegistry([gadgets]);

function dataProviderOf(total: number): DataProvider {
  return {
    getList: async (_resource: string, { pagination }: GetListParams) => {
      const { page = 1, perPage = 25 } = pagination ?? {};
      const first = (page - 1) * perPage;
      const data = Array.from({ length: Math.max(0, Math.min(perPage, total - first)) }, (_, i) => ({
        id: `g${first + i + 1}`,
        version: 1,
        name: `Gadget ${first + i + 1}`,
      }));
      return { data, total };
    },
  } as unknown as DataProvider;
}

function renderList(total: number) {
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
            <Admin dataProvider={dataProviderOf(total)} i18nProvider={i18nProvider} store={memoryStore()}>
              {resourceElements(registry)}
            </Admin>
          </EngineProvider>
        ),
      },
    ],
    { initialEntries: ['/apps/merchant/gadgets'] },
  );
  return render(<RouterProvider router={router} />);
}

beforeAll(async () => {
  await import('../ResourceList');
});

describe('select all on a long list', () => {
  it('selects the first 100 of 10,000, and the bulk action stays usable', async () => {
    const user = userEvent.setup();
    renderList(10_000);
    const table = await screen.findByRole('table');
    await within(table).findByText('Gadget 1');
    await user.click(within(table).getAllByRole('checkbox')[0]!);
    await user.click(await screen.findByRole('button', { name: 'Select the first 100' }));
    expect(await screen.findByText('100 items selected')).toBeInTheDocument();
    // react-admin's notice that only the first 100 were taken, and no refusal of the actions.
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the first 100 elements were selected');
    expect(screen.queryByText(/at most 100 records at a time/)).not.toBeInTheDocument();
    // The bulk buttons load with the first selection (LazyBulkActions): on a busy machine, after the count.
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Select the first/ })).not.toBeInTheDocument();
  });

  it('keeps "Select all" where the list holds no more than an action takes', async () => {
    const user = userEvent.setup();
    renderList(60);
    const table = await screen.findByRole('table');
    await within(table).findByText('Gadget 1');
    await user.click(within(table).getAllByRole('checkbox')[0]!);
    await user.click(await screen.findByRole('button', { name: 'Select all' }));
    expect(await screen.findByText('60 items selected')).toBeInTheDocument();
  });
});
