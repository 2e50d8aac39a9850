/**
 * What a merchant admin lands on (SPEC 2; issue 17): today's sales against the same weekday last week,
 * this week as a chart against last week, the week's best sellers, the web orders waiting and the stock
 * running low, each linking to its screen. Each part only for whom its permission allows.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { addDays, comparisonRange, presetRange, timeIn, todayIn } from '../../domain/periods';
import { isAllowed } from '../../domain/roles';
import { salesUntil, STATISTICS_ACCESS } from '../../domain/statistics';
import { useSessionView } from '../../layout/useSessionView';
import { STATISTICS_PATH } from '../../routing/appRoutes';
import { useFormat } from '../../schema/ui/useFormat';
import { DayChart } from '../statistics/charts';
import { Delta } from '../statistics/Delta';
import { FirstSteps } from './FirstSteps';
import { useSales } from '../statistics/useSales';
import type { StatisticsFilter } from '../statistics/useStatisticsFilter';

const OPEN_WEB_ORDERS = { channel: 'web', state: ['new', 'queued', 'accepted', 'prepare', 'ready'] };

const filterOf = (
  range: StatisticsFilter['range'],
  compare: StatisticsFilter['compare'],
): StatisticsFilter => ({
  preset: 'custom',
  range,
  compare,
  stores: [],
  devices: [],
  sellers: [],
  grouping: 'day',
});

const thisWeek = (today: string) => {
  const range = presetRange('thisWeek', today);
  return filterOf(range, comparisonRange(range, 'thisWeek'));
};

function Figure({
  title,
  children,
  action,
}: {
  title: string;
  children: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {title}
        </Typography>
        {children}
        {action}
      </CardContent>
    </Card>
  );
}

function Sales() {
  const translate = useTranslate();
  const format = useFormat();
  const today = todayIn('Europe/Stockholm');
  const day = useSales(
    filterOf({ from: today, to: today }, { from: addDays(today, -7), to: addDays(today, -7) }),
  );
  const week = thisWeek(today);
  const { current } = useSales(week);
  const weekday = format.date(`${today}T12:00:00Z`, 'EEEE');
  // Today so far against the same weekday last week up to the same time, not against its whole day.
  const now = timeIn('Europe/Stockholm');
  const before = day.previous && salesUntil(day.previous.byHour, now);
  const time = `${String(now.hour).padStart(2, '0')}:${String(now.minute).padStart(2, '0')}`;
  return (
    <>
      <Figure
        title={translate('pages.dashboard.today')}
        action={
          // "How did this month go against the same month last year": one click from the dashboard.
          <Button
            component={Link}
            to={`${STATISTICS_PATH}/overview?preset=thisMonth&compare=lastYear`}
            size="small"
            sx={{ mt: 1 }}
          >
            {translate('pages.dashboard.monthAgainstLastYear')}
          </Button>
        }
      >
        <Typography variant="h4" component="p" data-testid="dashboard-today">
          {day.current ? format.money(day.current.totals.sales) : '…'}
        </Typography>
        {day.current && before !== undefined && (
          <>
            <Delta now={day.current.totals.sales} before={before} />
            <Typography variant="body2" color="text.secondary">
              {translate('pages.dashboard.todayAgainst', { weekday, time })}
            </Typography>
          </>
        )}
      </Figure>
      <Figure
        title={translate('pages.dashboard.topProducts')}
        action={
          <Button component={Link} to={`${STATISTICS_PATH}/overview`} size="small" sx={{ mt: 1 }}>
            {translate('pages.dashboard.allStatistics')}
          </Button>
        }
      >
        {(current?.byProduct ?? []).slice(0, 5).map((product) => (
          <Box
            key={product.product ?? product.name}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
          >
            <Typography variant="body2">{product.name}</Typography>
            <Typography variant="body2">{format.money(product.sales)}</Typography>
          </Box>
        ))}
      </Figure>
    </>
  );
}

function WeekChart() {
  const week = thisWeek(todayIn('Europe/Stockholm'));
  const { current, previous } = useSales(week);
  return (
    current && (
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Suspense fallback={<Box sx={{ height: 320 }} />}>
          <DayChart range={week.range} compare={week.compare} current={current} previous={previous} />
        </Suspense>
      </Box>
    )
  );
}

/** A count of a list's records with a link to the list filtered the same way. */
function Count({
  title,
  resource,
  filter,
}: {
  title: string;
  resource: string;
  filter: Record<string, unknown>;
}) {
  const translate = useTranslate();
  const format = useFormat();
  const { total } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, filter });
  return (
    <Figure
      title={title}
      action={
        <Button
          component={Link}
          to={`/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`}
          size="small"
          sx={{ mt: 1 }}
        >
          {translate('pages.dashboard.show')}
        </Button>
      }
    >
      <Typography variant="h4" component="p">
        {total === undefined ? '…' : format.number(total)}
      </Typography>
    </Figure>
  );
}

export function DashboardWork() {
  const translate = useTranslate();
  const { roles, permissions } = useSessionView();
  const subject = { roles, permissions };
  const can = (permissionKey: string) => isAllowed({ roles: ['admin'], permissionKey }, subject);
  if (!roles.includes('admin')) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
      <FirstSteps can={can} />
      {isAllowed(STATISTICS_ACCESS, subject) && <Sales />}
      {can('orders') && (
        <Count
          title={translate('pages.dashboard.openWebOrders')}
          resource="apps/merchant/orders"
          filter={OPEN_WEB_ORDERS}
        />
      )}
      {can('products') && (
        <Count
          title={translate('pages.dashboard.lowStock')}
          resource="apps/merchant/stock"
          filter={{ lowStock: true }}
        />
      )}
      {isAllowed(STATISTICS_ACCESS, subject) && <WeekChart />}
    </Box>
  );
}
