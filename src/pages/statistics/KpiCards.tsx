/** The period's key figures, each with its change against the comparison period. */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import type { SalesTotals } from '../../domain/statistics';
import { useFormat } from '../../schema/ui/useFormat';
import { Delta } from './Delta';

const average = (totals: SalesTotals) => (totals.orders ? Math.round(totals.sales / totals.orders) : 0);

export function KpiCards({ current, previous }: { current: SalesTotals; previous?: SalesTotals }) {
  const translate = useTranslate();
  const format = useFormat();
  const figures: { key: string; now: number; before?: number; money: boolean }[] = [
    { key: 'sales', now: current.sales, before: previous?.sales, money: true },
    { key: 'net', now: current.net, before: previous?.net, money: true },
    { key: 'vat', now: current.vat, before: previous?.vat, money: true },
    { key: 'orders', now: current.orders, before: previous?.orders, money: false },
    { key: 'average', now: average(current), before: previous && average(previous), money: true },
    { key: 'refunded', now: current.refunded, before: previous?.refunded, money: true },
  ];
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', mb: 2 }}
    >
      {figures.map(({ key, now, before, money }) => (
        <Card
          key={key}
          variant="outlined"
          component="section"
          aria-label={translate(`statistics.kpi.${key}`)}
        >
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {translate(`statistics.kpi.${key}`)}
            </Typography>
            <Typography variant="h5" component="p" data-testid={`kpi-${key}`}>
              {money ? format.money(now) : format.number(now)}
            </Typography>
            {before === undefined ? null : (
              <Delta now={now} before={before} money={money} rising={key === 'refunded' ? 'bad' : 'good'} />
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
