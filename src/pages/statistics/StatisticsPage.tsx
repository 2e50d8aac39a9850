/**
 * The sales statistics (SPEC 2: /apps/merchant/statistics/overview, /by-products, /by-products/:id,
 * /by-categories, /by-categories/:id, /by-revenue): the view named by the address, the filter, and the
 * figures of the period against its comparison period from GET /api/analytics/sales.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { HttpError, useLocaleState, useTranslate } from 'react-admin';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { RANGE_MESSAGES } from '../../domain/periods';
import { httpClient } from '../../providers/httpClient';
import { STATISTICS_PATH, STATISTICS_VIEWS } from '../../routing/appRoutes';
import { FilterBar } from './FilterBar';
import { useSales } from './useSales';
import { useStatisticsFilter } from './useStatisticsFilter';
import { CategoriesView, CategoryView, OverviewView, ProductsView, ProductView, RevenueView } from './views';

type View = (typeof STATISTICS_VIEWS)[number];

function useView(): { view: View; id?: string } {
  const { pathname } = useLocation();
  const [view, id] = pathname.slice(STATISTICS_PATH.length + 1).split('/');
  const known = STATISTICS_VIEWS.includes(view as View) ? (view as View) : 'overview';
  return { view: known, id: id ? decodeURIComponent(id) : undefined };
}

/** The name of the product or group a drill-down page is about. */
function useSubjectName(view: View, id: string | undefined): string | undefined {
  const api = view === 'by-products' ? 'api/catalog/product' : 'api/catalog/productgroup';
  const { data } = useQuery({
    queryKey: ['statistics', 'subject', api, id],
    enabled: Boolean(id),
    queryFn: async () =>
      (await httpClient(`/${api}/${encodeURIComponent(id ?? '')}`)).json as { name?: string },
  });
  return data?.name;
}

function errorText(error: unknown, locale: string): string {
  const items =
    error instanceof HttpError
      ? (error.body as { errors?: { errorMessage?: Record<string, string> }[] })?.errors
      : undefined;
  return items?.[0]?.errorMessage?.[locale] ?? (error instanceof Error ? error.message : String(error));
}

export default function StatisticsPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const { view, id } = useView();
  const [filter, update] = useStatisticsFilter();
  const extra = id ? (view === 'by-products' ? { product: id } : { category: id }) : {};
  const { current, previous, error } = useSales(filter, extra);
  const subject = useSubjectName(view, id);
  const search = window.location.search;
  const props = current ? { filter, current, previous } : undefined;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('statistics.menu')}
      </Typography>
      <Tabs value={view} sx={{ mb: 2 }} variant="scrollable" allowScrollButtonsMobile>
        {STATISTICS_VIEWS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={translate(`statistics.views.${name}`)}
            component={Link}
            to={`${STATISTICS_PATH}/${name}${search}`}
          />
        ))}
      </Tabs>
      {id && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
          <Button size="small" onClick={() => navigate(`${STATISTICS_PATH}/${view}${search}`)}>
            {translate('statistics.back')}
          </Button>
          <Typography variant="h5" component="h2">
            {translate(view === 'by-products' ? 'statistics.product' : 'statistics.category', {
              name: subject ?? id,
            })}
          </Typography>
        </Box>
      )}
      <FilterBar
        filter={filter}
        update={update}
        devices={current?.byDevice ?? []}
        sellers={current?.bySeller ?? []}
      />
      {filter.unusable ? (
        <Alert severity="error">
          {RANGE_MESSAGES['errors.period.reversed'][locale === 'en' ? 'en' : 'sv']}
        </Alert>
      ) : error ? (
        <Alert severity="error">{errorText(error, locale)}</Alert>
      ) : !props ? (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      ) : view === 'overview' ? (
        <OverviewView {...props} />
      ) : view === 'by-products' ? (
        id ? (
          <ProductView {...props} />
        ) : (
          <ProductsView {...props} />
        )
      ) : view === 'by-categories' ? (
        id ? (
          <CategoryView {...props} />
        ) : (
          <CategoriesView {...props} />
        )
      ) : (
        <RevenueView {...props} />
      )}
      <Typography variant="caption" color="text.secondary">
        {translate('statistics.notes')}
      </Typography>
    </Box>
  );
}
