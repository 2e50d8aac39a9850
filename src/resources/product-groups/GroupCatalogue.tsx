/**
 * The product groups in their two views, kept in the URL (`/apps/merchant/productgroupsV3/:currentView?`):
 * the tree of main groups and sub-groups (create, rename, reorder, move), and the generated table
 * (search, filters, bulk delete, export).
 */
import Box from '@mui/material/Box';
import { ResourceList } from '../../schema/ui/ResourceList';
import { CatalogueTree } from '../shared/CatalogueTree';
import { useCurrentView, ViewSwitch } from '../shared/ViewSwitch';
import productGroups from './index';

const VIEWS = productGroups.list?.currentViews ?? ['tree'];

export default function GroupCatalogue() {
  const current = useCurrentView(VIEWS);
  return (
    <Box>
      <ViewSwitch views={VIEWS} path="/apps/merchant/productgroupsV3" messages="productGroups.views" />
      {current === 'tree' ? (
        <CatalogueTree withProducts={false} title="catalogueTree.groupsTitle" />
      ) : (
        <ResourceList />
      )}
    </Box>
  );
}
