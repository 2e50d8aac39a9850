/**
 * The statistics views (SPEC 2): overview, by product (and one product), by product group (and the
 * products of one group) and revenue. Each shows the filter's period against its comparison period.
 */
import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { STATISTICS_PATH } from '../../routing/appRoutes';
import { groupDays, type DayGroup } from '../../domain/sales-grouping';
import type { SalesFigures } from '../../domain/statistics';
import { useFormat } from '../../schema/ui/useFormat';
import { DayChart, HourChart } from './charts';
import { byKey, comparedSales, kronor } from './columns';
import { FigureTable } from './FigureTable';
import { GroupingChoice } from './GroupingChoice';
import { KpiCards } from './KpiCards';
import { useGroupLabel } from './useGroupLabel';
import type { StatisticsFilter } from './useStatisticsFilter';

export interface ViewProps {
  filter: StatisticsFilter;
  current: SalesFigures;
  previous?: SalesFigures;
}

type Product = SalesFigures['byProduct'][number];
type Category = SalesFigures['byCategory'][number];

function useProductColumns(previous?: SalesFigures) {
  const translate = useTranslate();
  const format = useFormat();
  const before = byKey(previous?.byProduct, (p) => p.product);
  return [
    {
      label: translate('statistics.columns.product'),
      show: (p: Product) => p.name || translate('statistics.removedProduct'),
      csv: (p: Product) => p.name,
    },
    {
      label: translate('statistics.columns.quantity'),
      numeric: true,
      show: (p: Product) => format.number(p.quantity),
      csv: (p: Product) => p.quantity,
    },
    ...comparedSales<Product>(
      translate,
      format.money,
      (p) => p.sales,
      (p) => before.get(p.product)?.sales ?? 0,
    ),
  ];
}

function Charts({ filter, current, previous, hours = false }: ViewProps & { hours?: boolean }) {
  return (
    <Suspense fallback={<Box sx={{ height: 320 }} />}>
      <GroupingChoice />
      <DayChart
        range={filter.range}
        compare={filter.compare}
        grouping={filter.grouping}
        current={current}
        previous={previous}
      />
      {hours && <HourChart current={current} previous={previous} />}
    </Suspense>
  );
}

const openProduct = (navigate: ReturnType<typeof useNavigate>, search: string) => (p: Product) =>
  p.product && navigate(`${STATISTICS_PATH}/by-products/${encodeURIComponent(p.product)}${search}`);

export function OverviewView(props: ViewProps) {
  const { current, previous } = props;
  const translate = useTranslate();
  const navigate = useNavigate();
  const products = useProductColumns(previous);
  return (
    <>
      <KpiCards current={current.totals} previous={previous?.totals} />
      <Charts {...props} />
      <FigureTable
        title={translate('statistics.tables.topProducts')}
        columns={products}
        rows={current.byProduct}
        limit={10}
        file="top-products"
        onOpen={openProduct(navigate, window.location.search)}
      />
      <StoreTable {...props} />
    </>
  );
}

export function ProductsView(props: ViewProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const products = useProductColumns(props.previous);
  return (
    <FigureTable
      title={translate('statistics.tables.products')}
      columns={products}
      rows={props.current.byProduct}
      file="products"
      onOpen={openProduct(navigate, window.location.search)}
    />
  );
}

/** One product's page: its figures, its days and its stores. */
export function ProductView(props: ViewProps) {
  return (
    <>
      <KpiCards current={props.current.totals} previous={props.previous?.totals} />
      <Charts {...props} />
      <StoreTable {...props} />
    </>
  );
}

export function CategoriesView(props: ViewProps) {
  const translate = useTranslate();
  const format = useFormat();
  const navigate = useNavigate();
  const before = byKey(props.previous?.byCategory, (c) => c.category);
  const total = props.current.totals.sales;
  return (
    <FigureTable<Category>
      title={translate('statistics.tables.categories')}
      columns={[
        {
          label: translate('statistics.columns.category'),
          show: (c) => c.name ?? translate('statistics.noGroup'),
          csv: (c) => c.name ?? translate('statistics.noGroup'),
        },
        {
          label: translate('statistics.columns.quantity'),
          numeric: true,
          show: (c) => format.number(c.quantity),
          csv: (c) => c.quantity,
        },
        ...comparedSales<Category>(
          translate,
          format.money,
          (c) => c.sales,
          (c) => before.get(c.category)?.sales ?? 0,
        ),
        {
          label: translate('statistics.columns.share'),
          numeric: true,
          show: (c) =>
            `${format.number(total ? (c.sales / total) * 100 : 0, { maximumFractionDigits: 1 })} %`,
          csv: (c) => (total ? Math.round((c.sales / total) * 1000) / 10 : 0),
        },
      ]}
      rows={props.current.byCategory}
      file="product-groups"
      onOpen={(c) =>
        c.category &&
        navigate(
          `${STATISTICS_PATH}/by-categories/${encodeURIComponent(c.category)}${window.location.search}`,
        )
      }
    />
  );
}

/** One group's page: its figures and its products. */
export function CategoryView(props: ViewProps) {
  return (
    <>
      <KpiCards current={props.current.totals} previous={props.previous?.totals} />
      <ProductsView {...props} />
    </>
  );
}

function StoreTable({ current, previous }: ViewProps) {
  const translate = useTranslate();
  const format = useFormat();
  const before = byKey(previous?.byStore, (s) => s.store);
  type Store = SalesFigures['byStore'][number];
  return (
    <FigureTable<Store>
      title={translate('statistics.tables.byStore')}
      columns={[
        {
          label: translate('statistics.columns.store'),
          show: (s) => s.name ?? s.store,
          csv: (s) => s.name ?? s.store,
        },
        {
          label: translate('statistics.columns.orders'),
          numeric: true,
          show: (s) => format.number(s.orders),
          csv: (s) => s.orders,
        },
        ...comparedSales<Store>(
          translate,
          format.money,
          (s) => s.sales,
          (s) => before.get(s.store)?.sales ?? 0,
        ),
      ]}
      rows={current.byStore}
      file="stores"
    />
  );
}

function SellerTable({ current, previous }: ViewProps) {
  const translate = useTranslate();
  const format = useFormat();
  const before = byKey(previous?.bySeller, (s) => s.seller);
  type Seller = SalesFigures['bySeller'][number];
  return (
    <FigureTable<Seller>
      title={translate('statistics.tables.bySeller')}
      columns={[
        {
          label: translate('statistics.columns.seller'),
          show: (s) => s.name ?? s.seller,
          csv: (s) => s.name ?? s.seller,
        },
        {
          label: translate('statistics.columns.orders'),
          numeric: true,
          show: (s) => format.number(s.orders),
          csv: (s) => s.orders,
        },
        ...comparedSales<Seller>(
          translate,
          format.money,
          (s) => s.sales,
          (s) => before.get(s.seller)?.sales ?? 0,
        ),
      ]}
      rows={current.bySeller}
      file="sellers"
    />
  );
}

export function RevenueView(props: ViewProps) {
  const translate = useTranslate();
  const format = useFormat();
  const { current } = props;
  type Vat = SalesFigures['byVat'][number];
  type Payment = SalesFigures['byPayment'][number];
  const money = (label: string, value: (row: { sales: number }) => number) => ({
    label,
    numeric: true,
    show: (row: { sales: number }) => format.money(value(row)),
    csv: (row: { sales: number }) => kronor(value(row)),
  });
  return (
    <>
      <KpiCards current={current.totals} previous={props.previous?.totals} />
      <Charts {...props} hours />
      <FigureTable<Vat>
        title={translate('statistics.tables.byVat')}
        columns={[
          {
            label: translate('statistics.columns.rate'),
            numeric: true,
            show: (v) => `${format.number(v.rate)} %`,
            csv: (v) => v.rate,
          },
          { ...money(translate('statistics.columns.net'), (v) => (v as Vat).net) },
          { ...money(translate('statistics.columns.vat'), (v) => (v as Vat).vat) },
          { ...money(translate('statistics.columns.sales'), (v) => v.sales) },
        ]}
        rows={current.byVat}
        file="vat"
      />
      <FigureTable<Payment>
        title={translate('statistics.tables.byPayment')}
        columns={[
          {
            label: translate('statistics.columns.method'),
            show: (p) => p.name ?? p.method,
            csv: (p) => p.name ?? p.method,
          },
          {
            label: translate('statistics.columns.payments'),
            numeric: true,
            show: (p) => format.number(p.payments),
            csv: (p) => p.payments,
          },
          {
            label: translate('statistics.columns.amount'),
            numeric: true,
            show: (p) => format.money(p.amount),
            csv: (p) => kronor(p.amount),
          },
          {
            label: translate('statistics.columns.tips'),
            numeric: true,
            show: (p) => format.money(p.tips),
            csv: (p) => kronor(p.tips),
          },
        ]}
        rows={current.byPayment}
        file="payment-methods"
      />
      <StoreTable {...props} />
      <SellerTable {...props} />
      <DayTable {...props} />
    </>
  );
}

/** Sales per day, or per week or month of a long range (the grouping the chart follows). */
function DayTable({ filter, current, previous }: ViewProps) {
  const translate = useTranslate();
  const format = useFormat();
  const { grouping } = filter;
  const label = useGroupLabel(grouping);
  const groups = groupDays(filter.range, filter.compare, grouping, current.byDay, previous?.byDay);
  // A day with no sales then or before is no row (the chart shows it as nought); a week or month always is.
  const rows =
    grouping === 'day'
      ? groups.filter((g) => g.orders > 0 || g.sales !== 0 || g.previousSales !== 0)
      : groups;
  const title = { day: 'byDay', week: 'byWeek', month: 'byMonth' }[grouping];
  return (
    <FigureTable<DayGroup>
      title={translate(`statistics.tables.${title}`)}
      columns={[
        {
          label: translate(`statistics.columns.${grouping}`),
          show: label,
          csv: (g) => (grouping === 'day' ? g.from : label(g)),
          sortBy: (g) => g.from,
        },
        {
          label: translate('statistics.columns.orders'),
          numeric: true,
          show: (g) => format.number(g.orders),
          csv: (g) => g.orders,
        },
        ...comparedSales<DayGroup>(
          translate,
          format.money,
          (g) => g.sales,
          (g) => g.previousSales,
        ),
      ]}
      rows={rows}
      file={`${grouping}s`}
    />
  );
}
