/**
 * An order as its receipt reads (issue 39): each line with its quantity, price, discount and line total,
 * what was refunded of it, the VAT per rate within the total, the total, the tip beside it, what was
 * refunded, and the payments.
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CardContent from '@mui/material/CardContent';
import {
  RecordContextProvider,
  ReferenceField,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { lineTotal, orderTotals, type OrderLine } from '../../domain/orders';
import { subEnumKey } from '../../schema/labels';
import { useReferenceName } from '../../schema/ui/EngineContext';
import { useFormat } from '../../schema/ui/useFormat';

interface ReceiptLine extends OrderLine {
  productName?: string;
}

interface Payment {
  method?: string;
  amount?: number;
  tip?: number;
  cardBrand?: string;
}

const isLine = (value: unknown): value is ReceiptLine =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as OrderLine).quantity === 'number' &&
  typeof (value as OrderLine).unitPrice === 'number';

export function OrderReceipt() {
  const record = useRecordContext();
  const translate = useTranslate();
  const format = useFormat();
  const paymentMethods = useReferenceName('payment-methods');
  const lines = Array.isArray(record?.lines) ? record.lines.filter(isLine) : [];
  if (!record || lines.length === 0) return null;
  const payments: Payment[] = Array.isArray(record.payments) ? record.payments : [];
  const { total: total, vat } = orderTotals(lines);
  // A tip is kept on the order or on its payments, beside the sale's total.
  const tip =
    (typeof record.tip === 'number' ? record.tip : 0) +
    payments.reduce((sum, payment) => sum + (payment.tip ?? 0), 0);
  const refunded = typeof record.refundedAmount === 'number' ? record.refundedAmount : 0;
  const t = (key: string, options?: object) => translate(`orders.receipt.${key}`, options);
  const sum = (label: string, amount: number, strong = false) => (
    <TableRow>
      <TableCell colSpan={4} sx={{ fontWeight: strong ? 600 : undefined }}>
        {label}
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: strong ? 600 : undefined }}>
        {format.money(amount)}
      </TableCell>
    </TableRow>
  );
  return (
    <CardContent component="section" aria-labelledby="order-receipt">
      <Typography id="order-receipt" variant="h6" component="h2">
        {t('title')}
      </Typography>
      <Table size="small" aria-labelledby="order-receipt">
        <TableHead>
          <TableRow>
            <TableCell>{t('product')}</TableCell>
            <TableCell align="right">{t('quantity')}</TableCell>
            <TableCell align="right">{t('unitPrice')}</TableCell>
            <TableCell align="right">{t('discount')}</TableCell>
            <TableCell align="right">{t('lineTotal')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, i) => (
            <TableRow key={i}>
              <TableCell>
                {line.productName}
                {line.refundedQuantity ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('refundedOf', { smart_count: line.refundedQuantity })}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell align="right">{format.number(line.quantity)}</TableCell>
              <TableCell align="right">{format.money(line.unitPrice)}</TableCell>
              <TableCell align="right">{line.discount ? `−${format.money(line.discount)}` : ''}</TableCell>
              <TableCell align="right">{format.money(lineTotal(line))}</TableCell>
            </TableRow>
          ))}
          {sum(t('total'), total, true)}
          {Object.entries(vat)
            .sort(([a], [b]) => Number(b) - Number(a))
            .map(([rate, amount]) => (
              <TableRow key={rate}>
                <TableCell colSpan={4}>{t('vat', { rate: format.number(Number(rate)) })}</TableCell>
                <TableCell align="right">{format.money(amount)}</TableCell>
              </TableRow>
            ))}
          {tip > 0 && sum(t('tip'), tip)}
          {refunded > 0 && sum(t('refunded'), -refunded)}
          {payments.map((payment, i) => (
            <TableRow key={`payment-${i}`}>
              <TableCell colSpan={4}>
                <RecordContextProvider value={{ id: `payment-${i}`, ...payment }}>
                  {payment.method ? (
                    <ReferenceField source="method" reference={paymentMethods} link={false}>
                      <TextField source="name" />
                    </ReferenceField>
                  ) : (
                    t('payment')
                  )}
                </RecordContextProvider>
                {payment.cardBrand
                  ? ` · ${translate(subEnumKey('orders', 'payments', 'cardBrand', payment.cardBrand), { _: payment.cardBrand })}`
                  : ''}
              </TableCell>
              <TableCell align="right">{format.money(payment.amount ?? 0)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </CardContent>
  );
}
