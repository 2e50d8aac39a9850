/** A change against the comparison period: in kr (or the unit) and in %, green up, red down. */
import Typography from '@mui/material/Typography';
import { delta } from '../../domain/periods';
import { useFormat } from '../../schema/ui/useFormat';

/** `rising: 'bad'` for a figure that should fall (refunds). */
export function Delta({
  now,
  before,
  money = true,
  rising = 'good',
}: {
  now: number;
  before: number;
  money?: boolean;
  rising?: 'good' | 'bad';
}) {
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
      sx={(theme) => {
        // The light variants on the dark theme's paper, the main ones on the light: both read at 4.5:1.
        const tone = theme.palette.mode === 'dark' ? 'light' : 'main';
        const good = change > 0 === (rising === 'good');
        return {
          color:
            change === 0
              ? theme.palette.text.secondary
              : (good ? theme.palette.success : theme.palette.error)[tone],
          whiteSpace: 'nowrap',
        };
      }}
    >
      {sign}
      {amount}
      {share}
    </Typography>
  );
}
