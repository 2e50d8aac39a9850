/** react-admin's columns chooser content, saved-query dialogs and default bulk delete, loaded on use. */
import { act, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import {
  AdminContext,
  DataTable,
  DataTableRenderContext,
  DataTableStoreContext,
  ListContextProvider,
  memoryStore,
  type ListControllerResult,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  LazyAddSavedQueryDialog,
  LazyBulkDeleteButton,
  LazyColumnsSelector,
  LazyColumnsSelectorItem,
  LazyRemoveSavedQueryDialog,
} from '../LazyListParts';

const i18nProvider = polyglotI18nProvider(() => englishMessages, 'en');
const STORE_KEY = 'stores.datatable';

function Chooser() {
  return (
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <DataTableStoreContext.Provider value={{ storeKey: STORE_KEY, defaultHiddenColumns: [] }}>
        <DataTableRenderContext.Provider value="columnsSelector">
          <LazyColumnsSelector>
            <DataTable.Col source="name" label="Name" />
            <DataTable.Col source="address" label="Address" />
          </LazyColumnsSelector>
        </DataTableRenderContext.Provider>
      </DataTableStoreContext.Provider>
    </AdminContext>
  );
}

describe('LazyListParts', () => {
  // First: the module keeps the parts once they have loaded.
  it('renders nothing and loads nothing before the chooser or a dialog is opened', () => {
    const { container } = render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <LazyColumnsSelectorItem source="name" label="Name" />
        <LazyRemoveSavedQueryDialog open={false} onClose={() => undefined} />
      </AdminContext>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("renders the columns chooser's switches once its popover's container is in the page", async () => {
    render(<Chooser />);
    expect(screen.queryByRole('switch')).toBeNull();
    const container = document.createElement('div');
    container.id = `${STORE_KEY}-columnsSelector`;
    await act(async () => void document.body.appendChild(container));
    expect(await screen.findByRole('switch', { name: 'Address' })).toBeChecked();
    expect(container).toContainElement(screen.getByRole('switch', { name: 'Name' }));
    container.remove();
  });

  it("renders the saved query's dialog only when opened", async () => {
    const list = {
      filterValues: { q: 'Åkersberga' },
      displayedFilters: {},
      sort: { field: 'id', order: 'ASC' },
      perPage: 25,
      resource: 'stores',
    };
    const view = (open: boolean) => (
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <ListContextProvider value={list as unknown as ListControllerResult}>
          <LazyAddSavedQueryDialog open={open} onClose={() => undefined} />
        </ListContextProvider>
      </AdminContext>
    );
    const { rerender } = render(view(false));
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(view(true));
    expect(await screen.findByRole('dialog', { name: 'Save current query as' })).toBeVisible();
  });

  it("renders react-admin's bulk delete button for a list that names no bulk actions of its own", async () => {
    const list = { selectedIds: [1, 2], resource: 'stores', onUnselectItems: () => undefined };
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <ListContextProvider value={list as unknown as ListControllerResult}>
          <LazyBulkDeleteButton resource="stores" mutationMode="pessimistic" />
        </ListContextProvider>
      </AdminContext>,
    );
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeVisible();
  });
});
