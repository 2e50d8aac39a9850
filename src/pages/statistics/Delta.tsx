/** A change against the comparison period: in kr (or the unit) and in %, green up, red down. */
import Typography from '@mui/material/Typography';
import { delta } from '../../domain/periods';
import { useFormat } from '../../schema/ui/useFormat';

export function Delta({ now, before, money = true }: { now: number; before: number; money?: boolean }) {
  const format = useFormat();
  const { change, percent } = delta(now, before);
  const sign = change > 0 ? '+' : change < 0 ? '−' : '±';
  const amount = money ? format.money(Math.abs(change)) : format.number(Math.abs(change));
  const share =
    percent === null ? '' : ` (${sign}${format.number(Math.abs(percent), { maximumFractionDigits: 1 })} %)`;
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{
        color: change > 0 ? 'success.main' : change < 0 ? 'error.main' : 'text.secondary',
        whiteSpace: 'nowrap',
      }}
    >
      {sign}
      {amount}
      {share}
    </Typography>
  );
}
