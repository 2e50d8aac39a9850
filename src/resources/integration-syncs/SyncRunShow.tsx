/** A sync run's page: the generated one (what was sent, each refused item and why) with its Retry button. */
import { ResourceShow } from '../../schema/ui/ResourceShow';
import RetrySyncButton from './RetrySyncButton';

export default function SyncRunShow() {
  return <ResourceShow actions={<RetrySyncButton />} />;
}
