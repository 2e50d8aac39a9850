/**
 * How a refund's money goes back (src/domain/refund-means.ts), shown in the refund dialog: each of the
 * order's payments with the way it goes back, the part of this refund and what is left on it, and a
 * choice where the payment may go back otherwise (Swish as cash).
 */
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { cardBrandName } from '../../domain/card-brands';
import { REFUND_MEANS, type PaymentType, type RefundShare } from '../../domain/refund-means';
import { useFormat } from '../../schema/ui/useFormat';

interface Props {
  shares: readonly RefundShare[];
  /** Payment method names by id. */
  names: ReadonlyMap<string, string>;
  onChoose: (payment: number, means: PaymentType) => void;
}

export function RefundMeans({ shares, names, onChoose }: Props) {
  const translate = useTranslate();
  const format = useFormat();
  if (!shares.length) return null;
  return (
    <section aria-labelledby="refund-means-title">
      <Typography id="refund-means-title" variant="subtitle2" sx={{ mt: 2 }}>
        {translate('orders.refund.means_title')}
      </Typography>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {shares.map((share) => {
          const name = names.get(share.paidWith) ?? share.paidWith;
          const method = share.cardBrand ? `${name} · ${cardBrandName(share.cardBrand)}` : name;
          const ways = REFUND_MEANS[share.type];
          const id = `refund-means-${share.payment}`;
          return (
            <li key={share.payment}>
              <Typography variant="body2" component="span">
                {translate('orders.refund.share', {
                  method,
                  way: translate(`orders.refund.means.${share.means}`),
                  amount: format.money(share.amount),
                  left: format.money(share.left),
                })}
              </Typography>
              {ways.length > 1 && (
                <>
                  {' '}
                  <label htmlFor={id}>{translate('orders.refund.choose', { method })}</label>{' '}
                  <select
                    id={id}
                    value={share.means}
                    onChange={(event) => onChoose(share.payment, event.target.value as PaymentType)}
                  >
                    {ways.map((way) => (
                      <option key={way} value={way}>
                        {translate(`orders.refund.means.${way}`)}
                      </option>
                    ))}
                  </select>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
