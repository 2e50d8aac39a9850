/**
 * The grid view of the catalogue: a card per product with its image (the small one, else the large),
 * name and price; searchable and paged like the table, each card opening the product.
 */
import ImageNotSupported from '@mui/icons-material/ImageNotSupported';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import { FilterContext, ListBase, Title, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { ListFilterBar } from '../../schema/ui/ListFilterBar';
import { ListPagination } from '../../schema/ui/ListPagination';
import { SearchBox } from '../../schema/ui/SearchBox';
import { useFormat } from '../../schema/ui/useFormat';

interface Product extends RaRecord {
  name: string;
  unitPrice?: number | null;
  imageSmall?: { src: string } | null;
  imageLarge?: { src: string } | null;
}

function Cards() {
  const translate = useTranslate();
  const { money } = useFormat();
  const { data = [], isPending, resource } = useListContext<Product>();
  if (!isPending && data.length === 0)
    return <Typography sx={{ p: 2 }}>{translate('products.grid.empty')}</Typography>;
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
      }}
    >
      {data.map((product) => {
        const image = product.imageSmall?.src ?? product.imageLarge?.src;
        return (
          <li key={product.id}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={Link}
                to={`/${resource}/${encodeURIComponent(String(product.id))}/show`}
              >
                {image ? (
                  <CardMedia
                    component="img"
                    height="120"
                    image={image}
                    alt={product.name}
                    sx={{ objectFit: 'contain' }}
                  />
                ) : (
                  <Box
                    sx={{
                      height: 120,
                      display: 'grid',
                      placeItems: 'center',
                      color: 'text.disabled',
                      bgcolor: 'action.hover',
                    }}
                    aria-label={translate('products.grid.noImage')}
                    role="img"
                  >
                    <ImageNotSupported />
                  </Box>
                )}
                <CardContent>
                  <Typography variant="subtitle2" component="h3">
                    {product.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {typeof product.unitPrice === 'number' ? money(product.unitPrice) : ''}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        );
      })}
    </Box>
  );
}

/** The grid's one filter, the search box, without a form (src/schema/ui/ListFilterBar.tsx says why). */
function GridSearch() {
  const translate = useTranslate();
  return (
    <FilterContext.Provider
      value={[<SearchBox key="q" source="q" alwaysOn placeholder={translate('ra.action.search')} />]}
    >
      <ListFilterBar />
    </FilterContext.Provider>
  );
}

export function ProductGrid() {
  return (
    <ListBase perPage={24} sort={{ field: 'name', order: 'ASC' }} disableSyncWithLocation>
      <Title title="products.views.grid" />
      <GridSearch />
      <Cards />
      <ListPagination rowsPerPageOptions={[24, 48, 96]} />
    </ListBase>
  );
}
