/**
 * The statistics' charts (@mui/x-charts, loaded with the first chart shown; they follow the theme and
 * its dark mode): sales per day (or week or month, issue 39) of the period against the comparison period's
 * same place, and per hour.
 */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import type { DayRange } from '../../domain/periods';
import { groupDays, type Grouping } from '../../domain/sales-grouping';
import { hoursSpanned, type SalesFigures } from '../../domain/statistics';
import { useFormat } from '../../schema/ui/useFormat';
import { useGroupLabel } from './useGroupLabel';

const HEIGHT = 280;

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const TITLES: Record<Grouping, string> = {
  day: 'statistics.charts.byDay',
  week: 'statistics.charts.byWeek',
  month: 'statistics.charts.byMonth',
};

/**
 * Each day (week, month) of the period beside the same of the comparison period (day n against day n,
 * grouped as the period's days are).
 */
export function DayChart({
  range,
  compare,
  grouping = 'day',
  current,
  previous,
}: {
  range: DayRange;
  compare: DayRange;
  grouping?: Grouping;
  current: SalesFigures;
  previous?: SalesFigures;
}) {
  const translate = useTranslate();
  const format = useFormat();
  const groups = groupDays(range, compare, grouping, current.byDay, previous?.byDay);
  const dayPattern = range.from.slice(0, 4) === range.to.slice(0, 4) ? 'd MMM' : 'd MMM yyyy';
  const label = useGroupLabel(grouping, dayPattern);
  const money = (value: number | null) => (value === null ? '' : format.money(Math.round(value * 100)));
  return (
    <ChartCard title={translate(TITLES[grouping])}>
      <LineChart
        height={HEIGHT}
        xAxis={[
          grouping === 'day'
            ? {
                // A time axis: a year's range has "27 Nov" twice, which a category axis would take as one point.
                scaleType: 'time',
                data: groups.map((g) => new Date(`${g.from}T12:00:00Z`)),
                valueFormatter: (date: Date) => format.date(date, dayPattern),
              }
            : // Weeks and months are named with their year, so each name is one point.
              { scaleType: 'point', data: groups.map(label) },
        ]}
        yAxis={[{ width: 70, valueFormatter: (v: number) => format.number(v, { maximumFractionDigits: 0 }) }]}
        series={[
          {
            label: translate('statistics.charts.current'),
            data: groups.map((g) => g.sales / 100),
            valueFormatter: money,
          },
          {
            label: translate('statistics.charts.previous'),
            data: groups.map((g) => g.previousSales / 100),
            valueFormatter: money,
          },
        ]}
      />
    </ChartCard>
  );
}

export function HourChart({ current, previous }: { current: SalesFigures; previous?: SalesFigures }) {
  const translate = useTranslate();
  const format = useFormat();
  const hours = hoursSpanned(current, previous);
  const salesAt = (figures: SalesFigures | undefined, hour: number) =>
    (figures?.byHour.find((h) => h.hour === hour)?.sales ?? 0) / 100;
  const money = (value: number | null) => (value === null ? '' : format.money(Math.round(value * 100)));
  return (
    <ChartCard title={translate('statistics.charts.byHour')}>
      <BarChart
        height={HEIGHT}
        xAxis={[
          { scaleType: 'band', data: hours.map((hour) => translate('statistics.charts.hour', { hour })) },
        ]}
        yAxis={[{ width: 70, valueFormatter: (v: number) => format.number(v, { maximumFractionDigits: 0 }) }]}
        series={[
          {
            label: translate('statistics.charts.current'),
            data: hours.map((h) => salesAt(current, h)),
            valueFormatter: money,
          },
          {
            label: translate('statistics.charts.previous'),
            data: hours.map((h) => salesAt(previous, h)),
            valueFormatter: money,
          },
        ]}
      />
    </ChartCard>
  );
}
