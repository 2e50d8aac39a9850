/**
 * The products list in its three views, kept in the URL (`/apps/merchant/productsV3/:currentView?`):
 * the generated table (search, filters, bulk actions, export), the hierarchy of groups, sub-groups and
 * their products, and a grid of cards with images.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
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
        <ButtonGroup size="small" component="nav" aria-label={translate('products.views.label')}>
          {VIEWS.map((view) => (
            <Button
              key={view}
              component={Link}
              to={`${PRODUCTS_PATH}/${view}`}
              variant={view === current ? 'contained' : 'outlined'}
              aria-current={view === current ? 'page' : undefined}
            >
              {translate(`products.views.${view}`)}
            </Button>
          ))}
        </ButtonGroup>
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
