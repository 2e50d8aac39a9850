/**
 * The statistics' charts (@mui/x-charts, loaded with the first chart shown; they follow the theme and
 * its dark mode): sales per day of the period against the comparison period's same place, and per hour.
 */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import { addDays, daysIn, type DayRange } from '../../domain/periods';
import { hoursSpanned, type SalesFigures } from '../../domain/statistics';
import { useFormat } from '../../schema/ui/useFormat';

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

/** Each day of the period beside the same day of the comparison period (day n against day n). */
export function DayChart({
  range,
  compare,
  current,
  previous,
}: {
  range: DayRange;
  compare: DayRange;
  current: SalesFigures;
  previous?: SalesFigures;
}) {
  const translate = useTranslate();
  const format = useFormat();
  const days = Array.from({ length: daysIn(range) }, (_, i) => addDays(range.from, i));
  const dayPattern = range.from.slice(0, 4) === range.to.slice(0, 4) ? 'd MMM' : 'd MMM yyyy';
  const salesOf = (figures: SalesFigures | undefined, day: string) =>
    (figures?.byDay.find((d) => d.day === day)?.sales ?? 0) / 100;
  const money = (value: number | null) => (value === null ? '' : format.money(Math.round(value * 100)));
  return (
    <ChartCard title={translate('statistics.charts.byDay')}>
      <LineChart
        height={HEIGHT}
        xAxis={[
          {
            // A time axis: a year's range has "27 Nov" twice, which a category axis would take as one point.
            scaleType: 'time',
            data: days.map((day) => new Date(`${day}T12:00:00Z`)),
            valueFormatter: (date: Date) => format.date(date, dayPattern),
          },
        ]}
        yAxis={[{ width: 70, valueFormatter: (v: number) => format.number(v, { maximumFractionDigits: 0 }) }]}
        series={[
          {
            label: translate('statistics.charts.current'),
            data: days.map((day) => salesOf(current, day)),
            valueFormatter: money,
          },
          {
            label: translate('statistics.charts.previous'),
            data: days.map((_, i) => salesOf(previous, addDays(compare.from, i))),
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
