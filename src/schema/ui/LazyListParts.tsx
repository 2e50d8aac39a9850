/**
 * react-admin's list parts that show only on use, loaded then rather than with every list (some 6 KiB
 * gzip: the columns chooser's switches, its search and its accent folding; the saved queries' dialogs
 * with a text field; the DataTable's default bulk delete button and its confirmation). The build resolves react-admin's DataTable's and FilterButton's imports of them to
 * these (build/lazyListParts.ts).
 *
 * The columns chooser's content is a portal into the popover of the columns button, found by its id when
 * it mounts: it mounts once that container is in the page (the popover opened), and its column items are
 * rendered only inside it, by then loaded with it. The popover placed itself while still empty, so it is
 * asked to place itself again (MUI's popovers do on a window resize).
 */
import { useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { useDataTableStoreContext } from 'react-admin';
import { lazyWhenOpen, lazyWhenRendered, loadOnce, useLoaded } from './lazyPart';

type Parts = typeof import('./realListParts');
const parts = loadOnce(() => import('./realListParts'));

export const LazyAddSavedQueryDialog = lazyWhenOpen<Parts, { open: boolean; onClose: () => void }>(
  parts,
  'AddSavedQueryDialog',
);
export const LazyRemoveSavedQueryDialog = lazyWhenOpen<Parts, { open: boolean; onClose: () => void }>(
  parts,
  'RemoveSavedQueryDialog',
);

/** The DataTable's default bulk actions, for a list that names none (ours always name theirs). */
export const LazyBulkDeleteButton = lazyWhenRendered<Parts, ComponentProps<Parts['BulkDeleteButton']>>(
  parts,
  'BulkDeleteButton',
);

function useElementPresent(id: string): boolean {
  const [present, setPresent] = useState(() => document.getElementById(id) !== null);
  useEffect(() => {
    const check = () => setPresent(document.getElementById(id) !== null);
    // A popover's content is a portal, a child of the body.
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true });
    check();
    return () => observer.disconnect();
  }, [id]);
  return present;
}

export function LazyColumnsSelector({ children }: { children?: ReactNode }) {
  const { storeKey } = useDataTableStoreContext();
  const present = useElementPresent(`${storeKey}-columnsSelector`);
  const loaded = useLoaded(parts, present);
  const shown = loaded !== null && present;
  useEffect(() => {
    if (shown) window.dispatchEvent(new Event('resize'));
  }, [shown]);
  if (!shown) return null;
  const Real = loaded.ColumnsSelector as ComponentType<{ children?: ReactNode }>;
  return <Real>{children}</Real>;
}

export function LazyColumnsSelectorItem(props: ComponentProps<Parts['ColumnsSelectorItem']>) {
  const Real = parts.current()?.ColumnsSelectorItem;
  return Real ? <Real {...props} /> : null;
}
