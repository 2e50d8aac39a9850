/** Texts of the products' own components (./components.tsx), in the app catalogue's shape. */
import type { AreaMessages } from '../../i18n/catalogue';

const messages: AreaMessages = {
  sv: {
    products: {
      views: { label: 'Vy', table: 'Tabell', hierarchy: 'Hierarki', grid: 'Rutnät' },
      hierarchy: {
        title: 'Produkter efter grupp',
        products: '%{smart_count} produkt |||| %{smart_count} produkter',
        subGroups: '%{smart_count} undergrupp |||| %{smart_count} undergrupper',
        expand: 'Visa innehållet i %{name}',
        collapse: 'Dölj innehållet i %{name}',
        empty: 'Inga produkter i gruppen.',
        moveTo: 'Flytta %{name} till',
        moved: '%{name} flyttades till %{group}',
        addSubGroup: 'Ny undergrupp',
        addGroup: 'Ny huvudgrupp',
        edit: 'Byt namn eller flytta %{name}',
        up: 'Flytta %{name} uppåt',
        down: 'Flytta %{name} nedåt',
        noGroups: 'Inga produktgrupper ännu.',
        more: 'Visar de första %{shown} av %{total} produkterna.',
      },
      grid: {
        noImage: 'Ingen bild',
        empty: 'Inga produkter matchar.',
      },
    },
  },
  en: {
    products: {
      views: { label: 'View', table: 'Table', hierarchy: 'Hierarchy', grid: 'Grid' },
      hierarchy: {
        title: 'Products by group',
        products: '%{smart_count} product |||| %{smart_count} products',
        subGroups: '%{smart_count} sub-group |||| %{smart_count} sub-groups',
        expand: 'Show what %{name} holds',
        collapse: 'Hide what %{name} holds',
        empty: 'No products in the group.',
        moveTo: 'Move %{name} to',
        moved: '%{name} moved to %{group}',
        addSubGroup: 'New sub-group',
        addGroup: 'New main group',
        edit: 'Rename or move %{name}',
        up: 'Move %{name} up',
        down: 'Move %{name} down',
        noGroups: 'No product groups yet.',
        more: 'Showing the first %{shown} of %{total} products.',
      },
      grid: {
        noImage: 'No image',
        empty: 'No products match.',
      },
    },
  },
};

export default messages;
