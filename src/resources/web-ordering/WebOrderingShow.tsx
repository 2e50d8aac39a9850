/** A store's web ordering page: the generated one (settings, history) with the QR code of each table. */
import { ResourceShow } from '../../schema/ui/ResourceShow';
import { TableQrCodes } from './TableQrCodes';

export default function WebOrderingShow() {
  return (
    <ResourceShow>
      <TableQrCodes />
    </ResourceShow>
  );
}
