/**
 * The feature flags page (/apps/superadmin/features), loaded with the page (src/i18n/pageMessages.ts);
 * its menu entry's title is the shell's.
 */
import type { AreaMessages } from '../../i18n/catalogue';

const messages: AreaMessages = {
  sv: {
    features: {
      title: 'Funktionsflaggor',
      description:
        'Slå på eller av funktioner för den här webbläsarsessionen. Inställningarna sparas tills fliken stängs.',
      reset: 'Återställ standardvärden',
      resetDone: 'Funktionsflaggorna har återställts',
      default: 'Standard: %{value}',
      on: 'På',
      off: 'Av',
      flags: {
        'merchant-loan': 'Företagslån',
        'merchant-giftcards': 'Presentkort',
      },
    },
  },
  en: {
    features: {
      title: 'Feature flags',
      description:
        'Switch features on or off for this browser session. The settings last until the tab is closed.',
      reset: 'Restore defaults',
      resetDone: 'Feature flags restored',
      default: 'Default: %{value}',
      on: 'On',
      off: 'Off',
      flags: {
        'merchant-loan': 'Business loan',
        'merchant-giftcards': 'Gift cards',
      },
    },
  },
};

export default messages;
