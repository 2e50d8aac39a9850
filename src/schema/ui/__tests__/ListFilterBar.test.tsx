/** The list's search box without a form, and react-admin's filter form only once another filter shows. */
import { fireEvent, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { ReactElement } from 'react';
import {
  AdminContext,
  FilterContext,
  ListContextProvider,
  memoryStore,
  TextInput,
  type ListControllerResult,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ListFilterBar } from '../ListFilterBar';
import { SearchBox } from '../SearchBox';

const i18nProvider = polyglotI18nProvider(() => englishMessages, 'en');

function renderBar(list: Partial<ListControllerResult>, filters: ReactElement[]) {
  const setFilters = vi.fn();
  const value = { filterValues: {}, displayedFilters: {}, setFilters, ...list } as ListControllerResult;
  const view = (context: ListControllerResult) => (
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <ListContextProvider value={context}>
        <FilterContext.Provider value={filters}>
          <ListFilterBar />
        </FilterContext.Provider>
      </ListContextProvider>
    </AdminContext>
  );
  const result = render(view(value));
  return {
    setFilters,
    rerender: (next: Partial<ListControllerResult>) =>
      result.rerender(view({ ...value, ...next } as unknown as ListControllerResult)),
  };
}

const search = <SearchBox key="q" source="q" alwaysOn placeholder="Search" />;
const city = <TextInput key="city" source="city" label="City" />;

describe('ListFilterBar', () => {
  it('shows the search box alone while no other filter is shown, and sets the q filter as one types', () => {
    const { setFilters } = renderBar({ filterValues: { status: 'open' } }, [search, city]);
    const box = screen.getByRole('textbox', { name: 'Search' });
    expect(screen.queryByRole('textbox', { name: 'City' })).toBeNull();
    fireEvent.change(box, { target: { value: 'kaffe' } });
    expect(box).toHaveValue('kaffe');
    expect(setFilters).toHaveBeenLastCalledWith({ status: 'open', q: 'kaffe' }, {}, true);
  });

  it('clears the q filter with the clear button, and shows a search changed elsewhere', () => {
    const { setFilters, rerender } = renderBar({ filterValues: { q: 'bulle' } }, [search]);
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('bulle');
    fireEvent.click(screen.getByRole('button', { name: 'Clear value' }));
    expect(setFilters).toHaveBeenLastCalledWith({}, {}, true);
    rerender({ filterValues: { q: 'kanel' } });
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('kanel');
  });

  it("loads react-admin's filter form for a filter the user has shown, beside the search box", async () => {
    renderBar({ displayedFilters: { city: true }, filterValues: { city: 'Umeå' } }, [search, city]);
    expect(await screen.findByRole('textbox', { name: 'City' })).toHaveValue('Umeå');
    expect(screen.getAllByRole('textbox', { name: 'Search' })).toHaveLength(1);
  });
});
