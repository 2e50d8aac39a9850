/** The refund dialog's lines: each with what was sold, what is left to pay back and a quantity to refund. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { refundableQuantity, type OrderLine } from '../../domain/orders';

export type RefundLine = OrderLine & { productName: string };

interface Props {
  lines: readonly RefundLine[];
  /** The quantities typed, by line. */
  counts: Readonly<Record<number, string>>;
  /** Messages by field (`lines.<n>.quantity`). */
  errors: Readonly<Record<string, string>>;
  onCount: (line: number, value: string) => void;
}

export function RefundLines({ lines, counts, errors, onCount }: Props) {
  const translate = useTranslate();
  return (
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
                  onChange={(event) => onCount(index, event.target.value)}
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
  );
}
