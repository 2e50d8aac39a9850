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
      theme: { dark: 'Mörkt läge', light: 'Ljust läge' },
      copyLink: {
        action: 'Kopiera länk',
        copied: 'Länken är kopierad',
        failed: 'Det gick inte att kopiera länken',
      },
      language: {
        choose: 'Välj språk',
        sv: 'Svenska',
        en: 'English',
      },
      user: {
        profile: 'Min profil',
        menu: 'Användarmeny',
        openFeatures: 'Öppna funktionsflaggor',
        password: {
          open: 'Byt lösenord',
          title: 'Byt lösenord',
          help: 'Dina andra inloggningar loggas ut när lösenordet byts; den här fortsätter.',
          current: 'Nuvarande lösenord',
          new: 'Nytt lösenord',
          rule: '8–50 tecken, minst en bokstav och en siffra',
          repeat: 'Upprepa det nya lösenordet',
          save: 'Byt lösenord',
          mismatch: 'Lösenorden är inte lika',
          done: 'Lösenordet byttes. Dina andra inloggningar har loggats ut.',
        },
      },
      backToOrganizations: 'Tillbaka till organisationer',
      loading: 'Laddar…',
      notEnabled: {
        featureFlag: {
          title: 'Funktionen är inte tillgänglig',
          text: 'Den här delen av produkten är avstängd. Kontakta plattformens support om den ska slås på.',
        },
        partnerOnboarding: {
          title: 'Onboarding är inte aktiverat för din partner',
          text: 'Din partner får inte ansluta nya handlare. Kontakta plattformens support om det ska ändras.',
        },
      },
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
          associate: 'Fältförsäljning',
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
      theme: { dark: 'Dark mode', light: 'Light mode' },
      copyLink: {
        action: 'Copy link',
        copied: 'Link copied',
        failed: 'Failed to copy link',
      },
      language: {
        choose: 'Choose language',
        sv: 'Svenska',
        en: 'English',
      },
      user: {
        profile: 'My profile',
        menu: 'User menu',
        openFeatures: 'Open feature flags',
        password: {
          open: 'Change password',
          title: 'Change password',
          help: 'Your other sign-ins are signed out when the password changes; this one goes on.',
          current: 'Current password',
          new: 'New password',
          rule: '8–50 characters, at least one letter and one digit',
          repeat: 'Repeat the new password',
          save: 'Change password',
          mismatch: 'The passwords are not the same',
          done: 'The password was changed. Your other sign-ins have been signed out.',
        },
      },
      backToOrganizations: 'Back to Organizations',
      loading: 'Loading…',
      notEnabled: {
        featureFlag: {
          title: 'This feature is not available',
          text: "This part of the product is switched off. Contact the platform's support to switch it on.",
        },
        partnerOnboarding: {
          title: 'Onboarding is not enabled for your partner',
          text: "Your partner may not onboard new merchants. Contact the platform's support to change it.",
        },
      },
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
          associate: 'Field sales',
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
