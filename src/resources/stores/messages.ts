/** Texts of the stores' own components (./components.tsx), in the app catalogue's shape. */
import type { AreaMessages } from '../../i18n/catalogue';

const messages: AreaMessages = {
  sv: { stores: { findLocation: 'Hämta position från adressen' } },
  en: { stores: { findLocation: 'Find location from address' } },
};

export default messages;
