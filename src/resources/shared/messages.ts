/** The texts of the shared catalogue components (CatalogueTree.tsx), in sv and en. */
import type { AreaMessages } from '../../i18n/catalogue';

const messages: AreaMessages = {
  sv: {
    catalogueTree: {
      products: '%{smart_count} produkt |||| %{smart_count} produkter',
      subGroups: '%{smart_count} undergrupp |||| %{smart_count} undergrupper',
      expand: 'Visa innehållet i %{name}',
      collapse: 'Dölj innehållet i %{name}',
      empty: 'Inga produkter i gruppen.',
      moveTo: 'Flytta %{name} till',
      moved: '%{name} flyttades till %{group}',
      addSubGroup: 'Ny undergrupp',
      addGroup: 'Ny huvudgrupp',
      edit: 'Ändra %{name}',
      up: 'Flytta %{name} uppåt',
      down: 'Flytta %{name} nedåt',
      noGroups: 'Inga produktgrupper ännu.',
      more: 'Visar de första %{shown} av %{total} produkterna.',
      mainGroup: 'Huvudgrupp (ingen överordnad)',
      noGroup: 'Utan grupp',
      productsTitle: 'Produkter efter grupp',
      groupsTitle: 'Produktgrupper',
    },
  },
  en: {
    catalogueTree: {
      products: '%{smart_count} product |||| %{smart_count} products',
      subGroups: '%{smart_count} sub-group |||| %{smart_count} sub-groups',
      expand: 'Show what %{name} holds',
      collapse: 'Hide what %{name} holds',
      empty: 'No products in the group.',
      moveTo: 'Move %{name} to',
      moved: '%{name} moved to %{group}',
      addSubGroup: 'New sub-group',
      addGroup: 'New main group',
      edit: 'Edit %{name}',
      up: 'Move %{name} up',
      down: 'Move %{name} down',
      noGroups: 'No product groups yet.',
      more: 'Showing the first %{shown} of %{total} products.',
      mainGroup: 'Main group (no parent)',
      noGroup: 'No group',
      productsTitle: 'Products by group',
      groupsTitle: 'Product groups',
    },
  },
};

export default messages;
