/** Texts of the sync runs' own components (./components.tsx), in the app catalogue's shape. */
import type { AreaMessages } from '../../i18n/catalogue';

const messages: AreaMessages = {
  sv: {
    integrations: {
      retry: {
        button: 'Försök igen',
        done: 'Nytt försök klart: %{sent} skickade, %{failed} nekade',
      },
    },
  },
  en: {
    integrations: {
      retry: {
        button: 'Retry',
        done: 'Retry done: %{sent} sent, %{failed} refused',
      },
    },
  },
};

export default messages;
