/** An order's page: the generated one (its state steps, fields, history) with its receipt and the refund of its lines. */
import { ResourceShow } from '../../schema/ui/ResourceShow';
import { OrderReceipt } from './OrderReceipt';
import { RefundButton } from './RefundButton';

export default function OrderShow() {
  return (
    <ResourceShow actions={<RefundButton />}>
      <OrderReceipt />
    </ResourceShow>
  );
}
