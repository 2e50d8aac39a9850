/**
 * The products list in its three views, kept in the URL (`/apps/merchant/productsV3/:currentView?`):
 * the generated table (search, filters, bulk actions, export), the hierarchy of groups, sub-groups and
 * their products, and a grid of cards with images.
 */
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { ResourceList } from '../../schema/ui/ResourceList';
import products from './index';
import { ProductGrid } from './ProductGrid';
import { ProductHierarchy } from './ProductHierarchy';

const VIEWS = products.list?.currentViews ?? ['table'];
export const PRODUCTS_PATH = '/apps/merchant/productsV3';

export default function ProductCatalogue() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const last = pathname.replace(/\/$/, '').split('/').pop() ?? '';
  const current = VIEWS.includes(last) ? last : VIEWS[0]!;
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 2 }}>
        <ToggleButtonGroup
          size="small"
          value={current}
          exclusive
          aria-label={translate('products.views.label')}
        >
          {VIEWS.map((view) => (
            <ToggleButton key={view} value={view} component={Link} to={`${PRODUCTS_PATH}/${view}`}>
              {translate(`products.views.${view}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {current === 'hierarchy' ? (
        <ProductHierarchy />
      ) : current === 'grid' ? (
        <ProductGrid />
      ) : (
        <ResourceList />
      )}
    </Box>
  );
}
