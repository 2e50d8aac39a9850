/** Texts of the product groups' own components (./components.tsx), in the app catalogue's shape. */
import type { AreaMessages } from '../../i18n/catalogue';

const messages: AreaMessages = {
  sv: { productGroups: { views: { label: 'Vy', tree: 'Träd', table: 'Tabell' } } },
  en: { productGroups: { views: { label: 'View', tree: 'Tree', table: 'Table' } } },
};

export default messages;
