/**
 * The one-file contract in the browser, and the generated views with the real dataProvider against the
 * reference API in-process (msw hands each request to app.fetch): a resource file found only by
 * import.meta.glob of a fixture folder is listed, validated on the field, created and stored.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { Admin, fetchUtils, memoryStore } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createDataProvider } from '../../src/providers/dataProvider';
import { resourceMessages } from '../../src/schema/labels';
import { createRegistry, definitionsFromModules } from '../../src/schema/registry-core';
import { EngineProvider } from '../../src/schema/ui/EngineContext';
import { resourceElements } from '../../src/schema/ui/resourceElements';
import { engineMessages } from '../../src/schema/ui/messages';
import { inProcessApi } from './inProcessApi';
import products from '../../src/resources/products';

const registry = createRegistry(
  definitionsFromModules(import.meta.glob('../../src/schema/__fixtures__/*.ts', { eager: true })),
);

const api = inProcessApi(registry);

beforeAll(async () => {
  // The generated views are lazy chunks (resourceElements.tsx): load their modules once here, as a
  // browser would have them cached, so each test's first find does not wait for the transform.
  await Promise.all([
    import('../../src/schema/ui/ResourceList'),
    import('../../src/schema/ui/ResourceShow'),
    import('../../src/schema/ui/ResourceEdit'),
    import('../../src/schema/ui/ResourceCreate'),
  ]);
});

function renderAt(path: string, locale: 'en' | 'sv' = 'en') {
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

describe('a resource from one file', () => {
  it('is registered with its URL, and the SPEC operation URL redirects to create', async () => {
    expect(registry.registrations.map((r) => r.name)).toEqual(['apps/merchant/gadgets']);
    renderAt('/apps/merchant/gadgets/new');
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toBeInTheDocument();
  });

  it('shows errors on the fields, keeps what was typed, then creates and stores the record', async () => {
    const user = userEvent.setup();
    renderAt('/apps/merchant/gadgets/create');
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.type(name, 'Mjölkskummare');
    await user.type(screen.getByRole('textbox', { name: /^Website/ }), 'http://kaffe.se');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a secure address starting with https://')).toBeInTheDocument();
    expect(screen.getByText('Add at least one row')).toBeInTheDocument();
    expect(name).toHaveValue('Mjölkskummare');

    await user.clear(screen.getByRole('textbox', { name: /^Website/ }));
    await user.type(screen.getByRole('textbox', { name: /^Website/ }), 'https://kaffe.se');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(await screen.findByRole('textbox', { name: /^Part/ }), 'Visp');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(async () => {
      const rows = await api.server.db.query<{ name: string }>('SELECT name FROM gadgets');
      expect(rows.map((r) => r.name)).toContain('Mjölkskummare');
    });
  });

  it('saves and opens an empty form with "Save and add another" (SPEC 3)', async () => {
    const user = userEvent.setup();
    renderAt('/apps/merchant/gadgets/create');
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    await user.type(name, 'Mjölkkanna');
    await user.type(screen.getByRole('textbox', { name: /^Website/ }), 'https://kaffe.se');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(await screen.findByRole('textbox', { name: /^Part/ }), 'Kvarnsten');
    await user.click(screen.getByRole('button', { name: 'Save and add another' }));

    expect(await screen.findByText('Element created')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: /^Website/ })).toHaveValue('');
    const rows = await api.server.db.query<{ name: string }>('SELECT name FROM gadgets');
    expect(rows.map((r) => r.name)).toContain('Mjölkkanna');
  });

  it('is asked of the product form by its definition', () => {
    expect(products.create?.saveAndAdd).toBe(true);
  });

  it.each([
    ['sv', 'Pris', 'Namn', 'Del', 'Save', 'Add', '18,07', 1807],
    ['en', 'Price', 'Name', 'Part', 'Save', 'Add', '1,807.50', 180750],
  ] as const)(
    'takes an amount typed in %s and stores it in minor units',
    async (locale, priceLabel, nameLabel, partLabel, save, add, typed, minor) => {
      const user = userEvent.setup();
      renderAt('/apps/merchant/gadgets/create', locale);
      const name = `Kaffekvarn ${locale}`;
      await user.type(await screen.findByRole('textbox', { name: new RegExp(`^${nameLabel}`) }), name);
      const price = screen.getByRole('textbox', { name: new RegExp(`^${priceLabel}`) });
      await user.type(price, typed);
      expect(price).toHaveValue(typed);
      await user.click(screen.getByRole('button', { name: add }));
      await user.type(await screen.findByRole('textbox', { name: new RegExp(`^${partLabel}`) }), 'Kvarn');
      await user.click(screen.getByRole('button', { name: save }));
      await waitFor(async () => {
        const rows = await api.server.db.query<{ price: string }>(
          'SELECT price FROM gadgets WHERE name = $1',
          [name],
        );
        expect(rows.map((r) => Number(r.price))).toEqual([minor]);
      });
    },
  );

  it('keeps an amount it cannot read, and says so on the field', async () => {
    const user = userEvent.setup();
    renderAt('/apps/merchant/gadgets/create');
    const price = await screen.findByRole('textbox', { name: /^Price/ });
    await user.type(price, '18,07');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be a number')).toBeInTheDocument();
    expect(price).toHaveValue('18,07');
  });

  it('shows a uniqueness error from the API on the field', async () => {
    const user = userEvent.setup();
    renderAt('/apps/merchant/gadgets/create');
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'mjölkskummare');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(await screen.findByRole('textbox', { name: /^Part/ }), 'Visp');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This value is already used')).toBeInTheDocument();
  });

  it('is listed from the API with its columns and labels', async () => {
    renderAt('/apps/merchant/gadgets');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Mjölkskummare')).toBeInTheDocument();
    expect(within(table).getByText('Name')).toBeInTheDocument();
    expect(within(table).queryByText('Secret')).not.toBeInTheDocument();
    // A text in a cell is a plain span: the cell sets its typography, so no Typography per cell.
    const name = within(table).getByText('Mjölkskummare');
    expect(name.tagName).toBe('SPAN');
    expect(name.className).toBe('');
    // Its cell is a plain td with react-admin's and MUI's class names, drawn by one rule on the table:
    // no styled TableCell (an emotion class) per cell.
    const cell = name.closest('td')!;
    expect([...cell.classList]).toEqual([
      'MuiTableCell-root',
      'MuiTableCell-body',
      'MuiTableCell-sizeSmall',
      'RaDataTable-rowCell',
      'column-name',
    ]);
    // The header stays react-admin's: MUI's head cell.
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveClass('MuiTableCell-head');
  });

  it('tells the user when someone else saved first, and overwrites knowingly', async () => {
    const app = createApp(
      { db: api.server.db, config: api.server.config },
      { resources: registry.definitions },
    );
    const headers = { Authorization: `Bearer ${api.token}`, 'Content-Type': 'application/json' };
    const created = await app.request('/api/gadget', {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Kvarn', parts: [{ part: 'Skruv' }] }),
    });
    const gadget = (await created.json()) as { id: string; version: number };
    const user = userEvent.setup();
    renderAt(`/apps/merchant/gadgets/${gadget.id}`);
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveValue('Kvarn'));

    // Another session saves first.
    await app.request(`/api/gadget/${gadget.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...gadget, name: 'Kaffekvarn', parts: [{ part: 'Skruv' }] }),
    });

    await user.clear(name);
    await user.type(name, 'Espressokvarn');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'The record has changed' });
    expect(name).toHaveValue('Espressokvarn');
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite' }));

    await waitFor(async () => {
      const [row] = await api.server.db.query<{ name: string; version: number }>(
        'SELECT name, version FROM gadgets WHERE id = $1',
        [gadget.id],
      );
      expect(row).toEqual({ name: 'Espressokvarn', version: 3 });
    });
  });
});
