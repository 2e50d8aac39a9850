/**
 * The products list in its three views, kept in the URL (`/apps/merchant/productsV3/:currentView?`):
 * the generated table (search, filters, bulk actions, export), the hierarchy of groups, sub-groups and
 * their products, and a grid of cards with images.
 */
import Box from '@mui/material/Box';
import { lazyView } from '../../schema/ui/lazyView';
import { ResourceList } from '../../schema/ui/ResourceList';
import { useCurrentView, ViewSwitch } from '../shared/ViewSwitch';
import products from './index';

// The hierarchy and the grid load when shown: the table is the view most users open.
const TreeView = lazyView(async () => ({ default: (await import('../shared/CatalogueTree')).CatalogueTree }));
const GridView = lazyView(async () => ({ default: (await import('./ProductGrid')).ProductGrid }));

const VIEWS = products.list?.currentViews ?? ['table'];
export const PRODUCTS_PATH = '/apps/merchant/productsV3';

export default function ProductCatalogue() {
  const current = useCurrentView(VIEWS);
  return (
    <Box>
      <ViewSwitch views={VIEWS} path={PRODUCTS_PATH} messages="products.views" />
      {current === 'hierarchy' ? (
        <TreeView withProducts title="catalogueTree.productsTitle" />
      ) : current === 'grid' ? (
        <GridView />
      ) : (
        <ResourceList />
      )}
    </Box>
  );
}
