/** Texts of the products' own components (./components.tsx), in the app catalogue's shape. */
import type { AreaMessages } from '../../i18n/catalogue';

const messages: AreaMessages = {
  sv: {
    products: {
      views: { label: 'Vy', table: 'Tabell', hierarchy: 'Hierarki', grid: 'Rutnät' },
      grid: {
        noImage: 'Ingen bild',
        empty: 'Inga produkter matchar.',
      },
    },
  },
  en: {
    products: {
      views: { label: 'View', table: 'Table', hierarchy: 'Hierarchy', grid: 'Grid' },
      grid: {
        noImage: 'No image',
        empty: 'No products match.',
      },
    },
  },
};

export default messages;
