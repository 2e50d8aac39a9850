/**
 * The chunk ./LazyListLayout.tsx loads with a list, after its first paint: the toolbar's buttons that
 * act on the list rather than show it (the side panels, the density, the export), and the side panels'
 * own chunk, loaded from here the first time one is open, so that the list's first page names only
 * this one.
 */
import { ExportListButton } from './ExportListButton';
import { lazyWhenRendered, loadOnce } from './lazyPart';
import { ListLayoutButtons } from './ListLayoutButtons';

export function ListToolbarButtons({ canExport }: { canExport: boolean }) {
  return (
    <>
      <ListLayoutButtons />
      {canExport && <ExportListButton />}
    </>
  );
}

type Panels = typeof import('./ListSidePanels');

export const ListSidePanels = lazyWhenRendered<Panels, { left: boolean; right: boolean }>(
  loadOnce(() => import('./ListSidePanels')),
  'ListSidePanels',
);
