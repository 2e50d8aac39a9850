/**
 * The list's bulk actions (./BulkActions.tsx: its buttons, the bulk edit's input, the batch read of a
 * selection across pages), loaded the first time a row is selected: the bar that shows them stays
 * collapsed and empty until then, so the list's first page carries none of their code.
 */
import { useListContext } from 'react-admin';
import { loadOnce, useLoaded } from './lazyPart';

const bulkActions = loadOnce(() => import('./BulkActions'));

export function LazyBulkActions(props: { canDelete: boolean; canEdit: boolean; canStep?: boolean }) {
  const { selectedIds } = useListContext();
  const loaded = useLoaded(bulkActions, selectedIds.length > 0);
  if (!loaded) return null;
  return <loaded.BulkActions {...props} />;
}
