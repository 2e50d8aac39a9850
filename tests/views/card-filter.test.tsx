/**
 * A filter with `filterRules` (the payment transactions' card filter, SPEC 5): the input shows the
 * rule's message and sets no filter while its value breaks the rule; a value the rule takes is set.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import {
  AdminContext,
  FilterContext,
  ListContextProvider,
  memoryStore,
  type ListControllerResult,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { maskedCardValueRule } from '../../src/domain/validators/card';
import paymentTransactions from '../../src/resources/payment-transactions';
import { ListFilterBar } from '../../src/schema/ui/ListFilterBar';
import { listFilters } from '../../src/schema/ui/listFilters';

const MESSAGE = maskedCardValueRule.messages['validation.card.masked_value']!.en;
const i18nProvider = polyglotI18nProvider(
  () => ({ ...englishMessages, validation: { card: { masked_value: MESSAGE } } }),
  'en',
);

function renderCardFilter() {
  const setFilters = vi.fn();
  const filters = listFilters('payment-transactions', paymentTransactions, (key: string) => key).filter(
    (element) => (element.props as { source: string }).source === 'maskedPan_endsWith',
  );
  const value = {
    filterValues: { maskedPan_endsWith: '' },
    displayedFilters: { maskedPan_endsWith: true },
    setFilters,
  } as unknown as ListControllerResult;
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <ListContextProvider value={value}>
        <FilterContext.Provider value={filters}>
          <ListFilterBar />
        </FilterContext.Provider>
      </ListContextProvider>
    </AdminContext>,
  );
  return setFilters;
}

describe('the card filter of the payment transactions', () => {
  it('shows the masked card rule’s message and sets no filter for a value it refuses', async () => {
    const setFilters = renderCardFilter();
    const input = await screen.findByRole('textbox');
    fireEvent.change(input, { target: { value: '42' } });
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(
      setFilters.mock.calls.map(([values]) => (values as Record<string, unknown>).maskedPan_endsWith),
    ).not.toContain('42');

    fireEvent.change(input, { target: { value: '4242' } });
    await waitFor(() =>
      expect(setFilters).toHaveBeenLastCalledWith(expect.objectContaining({ maskedPan_endsWith: '4242' })),
    );
    expect(screen.queryByText(MESSAGE)).toBeNull();
  });
});
