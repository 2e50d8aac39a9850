/** The app shell: top bar, navigation, notifications, loading and error states. */
import type { AreaMessages } from '../catalogue';

const messages: AreaMessages = {
  sv: {
    shell: {
      environment: {
        sandbox: 'Demo',
        rc: 'Release Candidate',
        development: 'Dev',
      },
      language: {
        choose: 'Välj språk',
        sv: 'Svenska',
        en: 'English',
      },
      user: {
        profile: 'Min profil',
        menu: 'Profilmeny',
        openFeatures: 'Öppna funktionsflaggor',
      },
      backToOrganizations: 'Tillbaka till organisationer',
      loading: 'Laddar…',
      error: {
        title: 'Något gick fel i applikationen',
        reset: 'Försök igen',
      },
      moved: {
        title: 'Flyttat till den nya plattformen',
        message: 'Den här delen av produkten har flyttat till vår nya plattform.',
        open: 'Gå till den nya plattformen',
        close: 'Stäng',
      },
      nav: {
        label: 'Huvudnavigering',
        groups: {
          merchant: 'Butik',
          reports: 'Rapporter',
          settings: 'Inställningar',
          superadmin: 'Superadmin',
          supportadmin: 'Support',
          partneradmin: 'Partner',
          salesadmin: 'Försäljning',
          developer: 'Utvecklare',
        },
        items: {
          dashboard: 'Översikt',
          features: 'Funktionsflaggor',
        },
      },
    },
  },
  en: {
    shell: {
      environment: {
        sandbox: 'Demo',
        rc: 'Release Candidate',
        development: 'Dev',
      },
      language: {
        choose: 'Choose language',
        sv: 'Svenska',
        en: 'English',
      },
      user: {
        profile: 'My profile',
        menu: 'Profile menu',
        openFeatures: 'Open feature flags',
      },
      backToOrganizations: 'Back to Organizations',
      loading: 'Loading…',
      error: {
        title: 'Something went wrong with the application',
        reset: 'Try again',
      },
      moved: {
        title: 'Moved to the new platform',
        message: 'This part of the product has moved to our new platform.',
        open: 'Go to the new platform',
        close: 'Close',
      },
      nav: {
        label: 'Main navigation',
        groups: {
          merchant: 'Merchant',
          reports: 'Reports',
          settings: 'Settings',
          superadmin: 'Super admin',
          supportadmin: 'Support',
          partneradmin: 'Partner',
          salesadmin: 'Sales',
          developer: 'Developer',
        },
        items: {
          dashboard: 'Dashboard',
          features: 'Feature flags',
        },
      },
    },
  },
};

export default messages;
