/**
 * A list's parts that its first paint does without: one chunk, loaded as the list mounts, holds the
 * toolbar's layout and export buttons (they stand first in the toolbar, so that nothing moves when they
 * come) and loads the side panels the first time one is open (kept open from an earlier visit, or
 * opened then). Their texts come with them (./listLayoutMessages.ts).
 */
import { lazyWhenRendered, loadOnce } from './lazyPart';

type Parts = typeof import('./listLayoutParts');
const parts = loadOnce(() => import('./listLayoutParts'));

export const LazyToolbarButtons = lazyWhenRendered<Parts, { canExport: boolean }>(
  parts,
  'ListToolbarButtons',
);

export const LazySidePanels = lazyWhenRendered<Parts, { left: boolean; right: boolean }>(
  parts,
  'ListSidePanels',
);
