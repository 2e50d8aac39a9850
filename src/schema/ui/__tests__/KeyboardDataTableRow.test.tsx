import { act, render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { isValidElement } from 'react';
import { AdminContext, DataTable, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { KeyboardDataTableBody, labelRowCheckbox, shownColumns } from '../KeyboardDataTableRow';

const i18nProvider = polyglotI18nProvider(() => englishMessages, 'en');

describe('labelRowCheckbox', () => {
  it("moves react-admin's row checkbox label from the wrapper to the input", () => {
    const row = document.createElement('tr');
    row.innerHTML =
      '<td><span class="select-item" aria-label="Markera den här raden"><input type="checkbox"></span></td>';
    labelRowCheckbox(row);
    expect(row.querySelector('.select-item')?.hasAttribute('aria-label')).toBe(false);
    expect(row.querySelector('input')?.getAttribute('aria-label')).toBe('Markera den här raden');
  });

  it('leaves a row without a checkbox, or an already labelled one, alone', () => {
    const row = document.createElement('tr');
    row.innerHTML = '<td>Kaffebaren</td>';
    expect(() => labelRowCheckbox(row)).not.toThrow();
    expect(() => labelRowCheckbox(null)).not.toThrow();
    row.innerHTML = '<td><span class="select-item"><input type="checkbox" aria-label="x"></span></td>';
    labelRowCheckbox(row);
    expect(row.querySelector('input')?.getAttribute('aria-label')).toBe('x');
  });
});

describe('KeyboardDataTableBody', () => {
  const rows = Array.from({ length: 5 }, (_, index) => ({
    id: index + 1,
    name: `Butik ${index + 1}`,
    city: 'Malmö',
    code: `B${index}`,
  }));

  /** Renders a standalone DataTable of three columns and counts the store subscriptions to its hidden columns. */
  function renderTable(hiddenColumns: string[]) {
    const store = memoryStore();
    let subscriptions = 0;
    const subscribe = store.subscribe.bind(store);
    store.subscribe = (key, listener) => {
      if (key === 'stores.datatable') subscriptions += 1;
      return subscribe(key, listener);
    };
    const view = render(
      <AdminContext i18nProvider={i18nProvider} store={store}>
        <DataTable
          resource="stores"
          data={rows}
          total={rows.length}
          body={KeyboardDataTableBody}
          hiddenColumns={hiddenColumns}
          bulkActionButtons={false}
        >
          <DataTable.Col source="name" />
          <DataTable.Col source="city" />
          <DataTable.Col source="code" />
        </DataTable>
      </AdminContext>,
    );
    return { ...view, store, subscriptions: () => subscriptions };
  }

  it("renders no cell for a hidden column: the rows' cells subscribe to the store only for shown columns", async () => {
    const all = renderTable([]);
    expect(await all.findAllByText('Malmö')).toHaveLength(5);
    const withAll = all.subscriptions();
    all.unmount();
    const hidden = renderTable(['city']);
    expect(await hidden.findAllByText('Butik 1')).toHaveLength(1);
    expect(hidden.queryByText('Malmö')).toBeNull();
    expect(hidden.container.querySelectorAll('tbody tr:first-child td')).toHaveLength(2);
    // One subscription less per row: the hidden column's cells are not rendered at all.
    expect(withAll - hidden.subscriptions()).toBe(rows.length);
  });

  it('shows a column again when the user shows it', async () => {
    const view = renderTable(['city']);
    await view.findAllByText('Butik 1');
    expect(view.queryByText('Malmö')).toBeNull();
    act(() => view.store.setItem('stores.datatable', []));
    expect(await view.findAllByText('Malmö')).toHaveLength(5);
  });
});

describe('shownColumns', () => {
  it('leaves out a column hidden by its source, else by its label, and keeps the rest in order', () => {
    const columns = [
      <DataTable.Col key="a" source="name" />,
      <DataTable.Col key="b" source="city" label="Ort" />,
      <DataTable.Col key="c" label="actions" />,
      null,
      'text',
    ];
    const shown = shownColumns(columns, ['city', 'actions']);
    expect(shown.map((c) => (isValidElement<{ source?: string }>(c) ? c.props.source : c))).toEqual([
      'name',
      'text',
    ]);
    expect(shownColumns(columns, [])).toHaveLength(4);
  });
});
