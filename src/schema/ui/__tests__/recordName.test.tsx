/**
 * A record picked or shown as a reference is named with its definition's detail (issue 39): a tax group
 * with dated rates reads "Livsmedel (12 %)" in Swedish and "Food (12%)" in English, in the list that
 * shows it and in the picker of the form.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { Admin, memoryStore, type DataProvider, type RaRecord } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_GROUPS } from '../../../domain/roles';
import { defineResource } from '../../define-resource';
import { resourceMessages } from '../../labels';
import { createRegistry } from '../../registry-core';
import { EngineProvider } from '../EngineContext';
import { engineMessages } from '../messages';
import { resourceElements } from '../resourceElements';

const groups = defineResource({
  name: 'tax-groups',
  label: { one: { en: 'Tax group', sv: 'Momsgrupp' }, many: { en: 'Tax groups', sv: 'Momsgrupper' } },
  routes: ['/apps/setting/tax-groups'],
  api: 'api/catalog/taxgroup',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin },
  representation: 'name',
  representationDetail: { field: 'currentRate', percent: true },
  fields: {
    name: { kind: 'text', label: { en: 'Name', sv: 'Namn' }, required: true, listed: true },
    currentRate: { kind: 'percentage', label: { en: 'VAT today', sv: 'Moms i dag' }, listed: true },
  },
});

const items = defineResource({
  name: 'items',
  label: { one: { en: 'Item', sv: 'Vara' }, many: { en: 'Items', sv: 'Varor' } },
  routes: ['/apps/setting/items'],
  api: 'api/item',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin },
  representation: 'name',
  fields: {
    name: { kind: 'text', label: { en: 'Name', sv: 'Namn' }, required: true, listed: true },
    taxGroup: {
      kind: 'reference',
      reference: 'tax-groups',
      label: { en: 'Tax group', sv: 'Momsgrupp' },
      listed: true,
    },
  },
});

const registry = createRegistry([groups, items]);
const rows: Record<string, RaRecord[]> = {
  'apps/setting/tax-groups': [
    { id: 'food', version: 1, name: 'Livsmedel', currentRate: 12 },
    { id: 'std', version: 1, name: 'Standard', currentRate: 25 },
    { id: 'books', version: 1, name: 'Böcker', currentRate: 6.5 },
  ],
  'apps/setting/items': [{ id: 'i1', version: 1, name: 'Bulle', taxGroup: 'food' }],
};

const dataProvider = {
  getList: async (resource: string) => ({ data: rows[resource] ?? [], total: rows[resource]?.length ?? 0 }),
  getOne: async (resource: string, { id }: { id: string }) => ({
    data: rows[resource]!.find((row) => row.id === id),
  }),
  getMany: async (resource: string, { ids }: { ids: string[] }) => ({
    data: (rows[resource] ?? []).filter((row) => ids.includes(String(row.id))),
  }),
  getManyReference: async () => ({ data: [], total: 0 }),
} as unknown as DataProvider;

function renderAt(path: string, locale: 'sv' | 'en') {
  const i18nProvider = polyglotI18nProvider(
    (asked) => ({
      ...englishMessages,
      ...resourceMessages(registry, asked as 'en'),
      ...engineMessages[asked as 'en'],
    }),
    locale,
    [
      { locale: 'sv', name: 'Svenska' },
      { locale: 'en', name: 'English' },
    ],
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

beforeAll(async () => {
  await Promise.all([import('../ResourceList'), import('../ResourceEdit')]);
});

// Intl writes a no-break space before the Swedish per cent sign.
const spaced = (text: string | null) => text?.replace(/\u00a0/g, ' ');

describe('a tax group named with its rate', () => {
  it.each([
    ['sv', 'Livsmedel (12 %)'],
    ['en', 'Livsmedel (12%)'],
  ] as const)('shows its current rate in a list that references it (%s)', async (locale, label) => {
    renderAt('/apps/setting/items', locale);
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1]!;
    await within(row).findByRole('link', { name: (name) => spaced(name) === label });
  });

  it('offers each group with its rate in the picker, decimals in the locale', async () => {
    const user = userEvent.setup();
    renderAt('/apps/setting/items/i1', 'sv');
    const picker = await screen.findByRole('combobox', { name: /Momsgrupp/ });
    await screen.findByDisplayValue((value) => spaced(value) === 'Livsmedel (12 %)');
    await user.click(picker);
    const options = (await screen.findAllByRole('option')).map((option) => spaced(option.textContent));
    // The group chosen is in the field; the others are offered.
    expect(options).toEqual(['Standard (25 %)', 'Böcker (6,5 %)']);
  });
});

describe('a definition naming its records with a detail', () => {
  it('is refused when the detail is no field', () => {
    expect(() =>
      defineResource({ ...items, name: 'items', representationDetail: { field: 'rate', percent: true } }),
    ).toThrow('Resource "items": representationDetail "rate" is not a field');
  });
});
