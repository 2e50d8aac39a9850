/** The list's pagination: rows per page, the range shown (numbers in the locale), the pages. */
import { fireEvent, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import {
  AdminContext,
  ListPaginationContext,
  memoryStore,
  type ListPaginationContextValue,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ListPagination, pageItems } from '../ListPagination';

const i18nProvider = polyglotI18nProvider(() => englishMessages, 'en');

function renderPagination(value: Partial<ListPaginationContextValue>, options?: number[]) {
  const context = {
    isPending: false,
    hasNextPage: undefined,
    hasPreviousPage: undefined,
    page: 1,
    perPage: 25,
    total: 1234,
    setPage: vi.fn(),
    setPerPage: vi.fn(),
    resource: 'stores',
    ...value,
  } as ListPaginationContextValue;
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <ListPaginationContext.Provider value={context}>
        <ListPagination {...(options ? { rowsPerPageOptions: options } : {})} />
      </ListPaginationContext.Provider>
    </AdminContext>,
  );
  return context;
}

describe('ListPagination', () => {
  it('offers seven slots of pages once there are more than seven, gaps for the rest', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 50)).toEqual([1, 2, 3, 4, 5, 'gap', 50]);
    expect(pageItems(10, 50)).toEqual([1, 'gap', 9, 10, 11, 'gap', 50]);
    expect(pageItems(49, 50)).toEqual([1, 'gap', 46, 47, 48, 49, 50]);
  });

  it('shows the range with numbers in the locale and moves between pages', () => {
    const context = renderPagination({ page: 2 });
    expect(screen.getByText('26-50 of 1,234')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 50' }));
    expect(context.setPage).toHaveBeenLastCalledWith(50);
    fireEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(context.setPage).toHaveBeenLastCalledWith(1);
  });

  it('changes the rows per page, offering the current number among the choices', () => {
    const context = renderPagination({ perPage: 30 }, [24, 48]);
    const rows = screen.getByRole('combobox', { name: 'Rows per page:' });
    expect(rows).toHaveValue('30');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['24', '30', '48']);
    fireEvent.change(rows, { target: { value: '48' } });
    expect(context.setPerPage).toHaveBeenCalledWith(48);
  });

  it('has no next page on the last page', () => {
    renderPagination({ page: 50 });
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('without a total, shows the partial range and follows hasNextPage', () => {
    renderPagination({ total: undefined, hasNextPage: true, page: 3 });
    expect(screen.getByText('51-75 of more than 75')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Go to page/ })).toBeNull();
  });

  it('without a total, on the last page, shows the rows it has as the whole', () => {
    renderPagination({ total: undefined, hasNextPage: false, page: 3 });
    expect(screen.getByText('51-75 of 75')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('shows nothing without rows', () => {
    renderPagination({ total: 0 });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
