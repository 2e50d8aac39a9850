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
        'Slå på eller av funktioner för hela plattformen. Gå in i en organisation för att ändra det för just den.',
      organizationDescription:
        'Funktionerna för %{name}: följ plattformens värde eller slå på eller av för organisationen.',
      saved: 'Funktionsflaggan sparades',
      platformValue: 'Plattformen: %{value}',
      override: 'För organisationen',
      followPlatform: 'Som plattformen',
      notSet: 'Inte satt (på)',
      on: 'På',
      off: 'Av',
      history: {
        title: 'Ändringar',
        empty: 'Inga ändringar ännu.',
        change: '%{flag}: %{from} → %{to}',
        by: 'Av %{actor}, %{at}',
      },
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
        'Switch features on or off for the whole platform. Enter an organization to change them for it alone.',
      organizationDescription:
        'The features of %{name}: follow the platform’s value or switch them on or off for the organization.',
      saved: 'The feature flag was saved',
      platformValue: 'Platform: %{value}',
      override: 'For the organization',
      followPlatform: 'As the platform',
      notSet: 'Not set (on)',
      on: 'On',
      off: 'Off',
      history: {
        title: 'Changes',
        empty: 'No changes yet.',
        change: '%{flag}: %{from} → %{to}',
        by: 'By %{actor}, %{at}',
      },
      flags: {
        'merchant-loan': 'Business loan',
        'merchant-giftcards': 'Gift cards',
      },
    },
  },
};

export default messages;
