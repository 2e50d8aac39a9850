/**
 * The statistics tables as a merchant sees them (issue 39): every column sorts from its header, figures
 * by value, and shows the order it sorts in; a range longer than a month offers day, week and month,
 * week by default up to a quarter and month beyond, and the day table follows the choice.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, memoryStore, type TranslationMessages } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { addDays, daysIn } from '../../domain/periods';
import type { SalesFigures } from '../../domain/statistics';
import messages from './messages';
import { useStatisticsFilter } from './useStatisticsFilter';
import { ProductsView, RevenueView } from './views';

const i18nProvider = polyglotI18nProvider(
  (locale) =>
    ({
      ...englishMessages,
      ...(locale === 'sv' ? messages.sv : messages.en),
    }) as unknown as TranslationMessages,
  'en',
);

const product = (name: string, quantity: number, sales: number) => ({
  product: name.toLowerCase(),
  name,
  category: null,
  quantity,
  sales,
});

function figures(from: string, to: string): SalesFigures {
  const days = daysIn({ from, to });
  return {
    totals: { sales: 0, vat: 0, net: 0, refunded: 0, orders: 0, items: 0 },
    byDay: Array.from({ length: days }, (_, i) => ({ day: addDays(from, i), sales: 10_000, orders: 1 })),
    byHour: [],
    byVat: [],
    byProduct: [product('Bulle', 9, 27_000), product('Kaffe', 100, 250_000), product('Ägg', 10, 5_000)],
    byCategory: [],
    byStore: [],
    byDevice: [],
    bySeller: [],
    byPayment: [],
  };
}

function Page({ view }: { view: 'products' | 'revenue' }) {
  const [filter] = useStatisticsFilter();
  const current = figures(filter.range.from, filter.range.to);
  return view === 'products' ? (
    <ProductsView filter={filter} current={current} />
  ) : (
    <RevenueView filter={filter} current={current} />
  );
}

function renderPage(view: 'products' | 'revenue', search: string) {
  render(
    <MemoryRouter initialEntries={[`/apps/merchant/statistics/x?${search}`]}>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <Page view={view} />
      </AdminContext>
    </MemoryRouter>,
  );
}

const firstCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('sorting a statistics table', () => {
  it('sorts figures by value, largest first, then back, and shows the order in the header', async () => {
    const user = userEvent.setup();
    renderPage('products', 'preset=custom&from=2026-03-02&to=2026-03-08');
    const table = await screen.findByRole('table');
    expect(firstCells(table)).toEqual(['Bulle', 'Kaffe', 'Ägg']);

    await user.click(screen.getByRole('button', { name: 'Quantity' }));
    expect(firstCells(table)).toEqual(['Kaffe', 'Ägg', 'Bulle']);
    expect(screen.getByRole('columnheader', { name: /Quantity/ })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: /Quantity/ }));
    expect(firstCells(table)).toEqual(['Bulle', 'Ägg', 'Kaffe']);
    expect(screen.getByRole('columnheader', { name: /Quantity/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('sorts texts alphabetically and is reached and pressed with the keyboard', async () => {
    const user = userEvent.setup();
    renderPage('products', 'preset=custom&from=2026-03-02&to=2026-03-08');
    const table = await screen.findByRole('table');
    screen.getByRole('button', { name: 'Change' }).focus();
    await user.keyboard('{Enter}');
    expect(firstCells(table)).toEqual(['Kaffe', 'Bulle', 'Ägg']);
    screen.getByRole('button', { name: 'Product' }).focus();
    await user.keyboard('{Enter}');
    // Swedish and English sort "Ägg" after A here (en-GB collation), by the UI's locale.
    expect(firstCells(table)).toEqual(['Ägg', 'Bulle', 'Kaffe']);
    expect(screen.getByRole('columnheader', { name: /Product/ })).toHaveAttribute('aria-sort', 'ascending');
  });
});

describe('grouping a long range', () => {
  it('offers no grouping up to a month: a row per day', async () => {
    renderPage('revenue', 'preset=custom&from=2026-03-01&to=2026-03-31');
    expect(await screen.findByRole('region', { name: 'By day' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Show by' })).not.toBeInTheDocument();
    const table = within(screen.getByRole('region', { name: 'By day' })).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(32);
  });

  it('groups a quarter by ISO week and offers day and month', async () => {
    const user = userEvent.setup();
    renderPage('revenue', 'preset=custom&from=2026-01-01&to=2026-03-31');
    const choice = await screen.findByRole('group', { name: 'Show by' });
    expect(within(choice).getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    const weeks = within(screen.getByRole('region', { name: 'By week' })).getByRole('table');
    const rows = firstCells(weeks);
    expect(rows).toHaveLength(14);
    expect(rows[0]).toBe('Week 1 2026');
    // 1-4 January, cut by the range: four days of 100 kr.
    expect(within(within(weeks).getAllByRole('row')[1]!).getAllByRole('cell')[2]).toHaveTextContent('400.00');

    await user.click(within(choice).getByRole('button', { name: 'Month' }));
    const months = within(await screen.findByRole('region', { name: 'By month' })).getByRole('table');
    expect(firstCells(months)).toEqual(['January 2026', 'February 2026', 'March 2026']);
  });

  it('groups a year by month by default and sorts the groups by date, not by name', async () => {
    const user = userEvent.setup();
    renderPage('revenue', 'preset=custom&from=2025-01-01&to=2025-12-31');
    const months = within(await screen.findByRole('region', { name: 'By month' })).getByRole('table');
    expect(firstCells(months)).toHaveLength(12);
    expect(screen.getByRole('group', { name: 'Show by' })).toBeInTheDocument();
    await user.click(within(months).getByRole('button', { name: 'Month' }));
    expect(firstCells(months).slice(0, 2)).toEqual(['January 2025', 'February 2025']);
    await user.click(within(months).getByRole('button', { name: 'Month' }));
    expect(firstCells(months).slice(0, 2)).toEqual(['December 2025', 'November 2025']);
  });
});
