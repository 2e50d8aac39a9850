/**
 * Refund of a paid order's lines (POST /api/orders/:id/refund): a dialog saying what was paid, what was
 * refunded before and what is left, listing each line with what is left to pay back, a quantity per
 * line (at most that; the domain rule the API applies too), a reason, the amount it comes to (the
 * lines' worth, at most what is left: src/domain/refund-means.ts, as the API computes it) and how the
 * money goes back by the order's payments (./RefundMeans.tsx). A refusal keeps the dialog and what was
 * typed, with the API's message on the field it concerns. Each opening names its refund, so a retried
 * request is not paid back twice.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  HttpError,
  useGetList,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { refundableQuantity, refundIssues } from '../../domain/orders';
import {
  paidAmount,
  refundableAmount,
  refundAmount,
  refundShares,
  type OrderMoney,
  type PaidBack,
  type PaymentType,
} from '../../domain/refund-means';
import { useFormat } from '../../schema/ui/useFormat';
import { httpClient } from '../../providers/httpClient';
import { RefundLines, type RefundLine } from './RefundLines';
import { RefundMeans } from './RefundMeans';

const PAYMENT_METHODS = 'apps/setting/PaymentMethods';
const MEANS_ISSUES: Record<string, string> = {
  'validation.refund.means': 'orders.refund.means_not_allowed',
  'validation.refund.no_cash_method': 'orders.refund.no_cash_method',
  'validation.refund.gift_card_unknown': 'orders.refund.gift_card_unknown',
};

export function RefundButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const format = useFormat();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const [counts, setCounts] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [means, setMeans] = useState<Record<string, PaymentType>>({});
  const [refundId, setRefundId] = useState(() => crypto.randomUUID());
  const { data: methods = [] } = useGetList(
    PAYMENT_METHODS,
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'sortOrder', order: 'ASC' } },
    { enabled: open },
  );
  const lines = (Array.isArray(record?.lines) ? record.lines : []) as RefundLine[];
  const money = record as unknown as OrderMoney | undefined;
  const left = money ? refundableAmount(money) : 0;
  if (
    !record ||
    !money ||
    record.paymentStatus !== 'paid' ||
    left <= 0 ||
    !lines.some((line) => refundableQuantity(line) > 0)
  )
    return null;

  const asked = lines.map((_, line) => ({ line, quantity: Number(counts[line] || 0) }));
  const worth = refundAmount(lines, { lines: asked }, Number.MAX_SAFE_INTEGER);
  const amount = Math.min(worth, left);
  // The ways back need the payment methods' types: nothing is said before they have come.
  const { shares, issues: meansIssues } = methods.length
    ? refundShares(money, amount, {
        types: new Map(methods.map((m) => [String(m.id), String(m.type)])),
        cashMethod: methods.find((m) => m.type === 'cash')?.id ?? null,
        paidBack: (Array.isArray(record.refundPayments) ? record.refundPayments : []) as PaidBack[],
        chosen: means,
      })
    : { shares: [], issues: [] };
  const meansProblem = meansIssues[0] && translate(MEANS_ISSUES[meansIssues[0].key] ?? meansIssues[0].key);
  const meansError =
    meansProblem || Object.entries(errors).find(([field]) => field.startsWith('means.'))?.[1];
  const messageOf = (key: string, params?: { max: number }) =>
    translate(
      key === 'validation.refund.empty' ? 'orders.refund.empty' : 'orders.refund.quantity_max',
      params,
    );

  const submit = async () => {
    const issues = refundIssues(lines, { lines: asked });
    setErrors(Object.fromEntries(issues.map((issue) => [issue.field, messageOf(issue.key, issue.params)])));
    if (issues.length) return;
    setBusy(true);
    try {
      await httpClient(`/api/orders/${encodeURIComponent(String(record.id))}/refund`, {
        method: 'POST',
        body: JSON.stringify({ version: record.version, lines: asked, reason, refundId, amount, means }),
      });
      notify('orders.refund.done', { type: 'success', messageArgs: { amount: format.money(amount) } });
      setOpen(false);
      setCounts({});
      setReason('');
      setMeans({});
      setRefundId(crypto.randomUUID());
      refresh();
    } catch (error) {
      const items = error instanceof HttpError ? ((error.body as { errors?: unknown })?.errors ?? []) : [];
      const fieldErrors = Array.isArray(items)
        ? (items as { field?: string; errorMessage?: Record<string, string> }[]).filter((item) => item.field)
        : [];
      const language = locale === 'en' ? 'en' : 'sv';
      if (fieldErrors.length)
        setErrors(
          Object.fromEntries(fieldErrors.map((item) => [item.field!, item.errorMessage?.[language] ?? ''])),
        );
      const message = error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        {translate('orders.refund.button')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        maxWidth="md"
        fullWidth
        aria-labelledby="refund-title"
      >
        <DialogTitle id="refund-title">
          {translate('orders.refund.title', { order: String(record.orderNumber ?? '') })}
        </DialogTitle>
        <DialogContent>
          <Typography>
            {translate('orders.refund.paid', {
              paid: format.money(paidAmount(money)),
              refunded: format.money(Number(record.refundedAmount ?? 0)),
              left: format.money(left),
            })}
          </Typography>
          <RefundLines
            lines={lines}
            counts={counts}
            errors={errors}
            onCount={(index, value) => setCounts({ ...counts, [index]: value })}
          />
          <TextField
            label={translate('orders.refund.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          {errors.lines && <Typography color="error">{errors.lines}</Typography>}
          <Typography>{translate('orders.refund.amount', { amount: format.money(amount) })}</Typography>
          {worth > left && (
            <Typography variant="body2">
              {translate('orders.refund.capped', { worth: format.money(worth), left: format.money(left) })}
            </Typography>
          )}
          {errors.amount && <Typography color="error">{errors.amount}</Typography>}
          <RefundMeans
            shares={shares}
            names={new Map(methods.map((m) => [String(m.id), String(m.name)]))}
            onChoose={(payment, way) => setMeans({ ...means, [payment]: way })}
          />
          {meansError && <Typography color="error">{meansError}</Typography>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={busy || Boolean(meansProblem)} onClick={() => void submit()}>
            {translate('orders.refund.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
