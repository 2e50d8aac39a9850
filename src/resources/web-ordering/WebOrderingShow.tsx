/**
 * A store's web ordering page: the generated one (settings, history) with its link to copy and the QR
 * code of each table.
 */
import { ResourceShow } from '../../schema/ui/ResourceShow';
import { OrderingLink } from './OrderingLink';
import { TableQrCodes } from './TableQrCodes';

export default function WebOrderingShow() {
  return (
    <ResourceShow>
      <OrderingLink />
      <TableQrCodes />
    </ResourceShow>
  );
}
