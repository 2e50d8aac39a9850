/**
 * Refund of a paid order's lines (POST /api/orders/:id/refund): a dialog listing each line with what
 * is left to pay back, a quantity per line (at most that; the domain rule the API applies too), a
 * reason, and the amount it comes to. A refusal keeps the dialog and what was typed, with the API's
 * message on the line it concerns.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  HttpError,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { refundableQuantity, refundIssues, refundOf, type OrderLine } from '../../domain/orders';
import { useFormat } from '../../schema/ui/useFormat';
import { httpClient } from '../../providers/httpClient';

type Line = OrderLine & { productName: string };

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
  const lines = (Array.isArray(record?.lines) ? record.lines : []) as Line[];
  if (!record || record.paymentStatus !== 'paid' || !lines.some((line) => refundableQuantity(line) > 0))
    return null;

  const asked = lines.map((_, line) => ({ line, quantity: Number(counts[line] || 0) }));
  const amount = asked.reduce(
    (sum, { line, quantity }) =>
      sum + (Number.isInteger(quantity) && quantity > 0 ? refundOf(lines[line]!, quantity) : 0),
    0,
  );
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
        body: JSON.stringify({ version: record.version, lines: asked, reason }),
      });
      notify('orders.refund.done', { type: 'success', messageArgs: { amount: format.money(amount) } });
      setOpen(false);
      setCounts({});
      setReason('');
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
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('orders.refund.product')}</TableCell>
                <TableCell align="right">{translate('orders.refund.sold')}</TableCell>
                <TableCell align="right">{translate('orders.refund.left')}</TableCell>
                <TableCell>{translate('orders.refund.quantity')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line, index) => {
                const left = refundableQuantity(line);
                const error = errors[`lines.${index}.quantity`];
                return (
                  <TableRow key={index}>
                    <TableCell>{line.productName}</TableCell>
                    <TableCell align="right">{line.quantity}</TableCell>
                    <TableCell align="right">{left}</TableCell>
                    <TableCell>
                      <TextField
                        size="small"
                        type="number"
                        value={counts[index] ?? ''}
                        disabled={left === 0}
                        onChange={(event) => setCounts({ ...counts, [index]: event.target.value })}
                        slotProps={{
                          htmlInput: {
                            min: 0,
                            max: left,
                            'aria-label': translate('orders.refund.quantityOf', {
                              product: line.productName,
                            }),
                          },
                        }}
                        error={Boolean(error)}
                        helperText={error}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
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
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={busy} onClick={() => void submit()}>
            {translate('orders.refund.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
