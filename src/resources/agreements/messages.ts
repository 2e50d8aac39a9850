/** Texts of the agreements' own components (./ProvisioningField.tsx, the list's new onboarding button): SPEC 8's outcomes of signing's set-up, sv and en. */
import type { AreaMessages } from '../../i18n/catalogue';

const messages: AreaMessages = {
  sv: {
    agreements: {
      newOnboarding: 'Ny onboarding',
      provisioning: {
        none: 'Inget har satts upp: avtalet är inte signerat',
        record: 'Post %{n}',
        created: {
          organization: 'Organisationen skapades',
          store: 'Butiken skapades',
          user: 'Användaren skapades och bjöds in via e-post',
          licences: 'Licenserna skapades',
          terminals: 'Terminalerna skapades',
          paymentMethods: 'Betalsätten skapades',
          acquirerEmail: 'E-post skickades till inlösaren',
        },
        linked: {
          organization: 'Organisationsnumret är redan kund: avtalet länkades till den organisationen',
          store: 'Butiken fanns redan och länkades',
          user: 'Användaren fanns redan och länkades',
          licences: 'Licenserna fanns redan',
          terminals: 'Terminalerna fanns redan',
          paymentMethods: 'Betalsätten fanns redan',
          acquirerEmail: 'Inlösaren hade redan fått e-post',
        },
        failed: {
          organization: 'Kunde inte skapa organisation',
          store: 'Kunde inte skapa butik',
          user: 'Kunde inte skapa användare',
          licences: 'Kunde inte skapa licens(er)',
          terminals: 'Kunde inte skapa terminal(er)',
          paymentMethods: 'Kunde inte skapa betalsätt',
          acquirerEmail: 'Kunde inte skicka e-post till inlösaren',
        },
        waiting: {
          organization: 'Organisationen väntar',
          store: 'Butiken väntar på organisationen',
          user: 'Användaren väntar på organisationen och butiken',
          licences: 'Licenserna väntar på organisationen och butiken',
          terminals: 'Terminalerna väntar på organisationen och butiken',
          paymentMethods: 'Betalsätten väntar på organisationen',
          acquirerEmail: 'E-posten till inlösaren väntar',
        },
      },
    },
  },
  en: {
    agreements: {
      newOnboarding: 'New onboarding',
      provisioning: {
        none: 'Nothing set up: the agreement is not signed',
        record: 'Record %{n}',
        created: {
          organization: 'Organization created',
          store: 'Store created',
          user: 'User created and invited by e-mail',
          licences: 'License(s) created',
          terminals: 'Terminal(s) created',
          paymentMethods: 'Payment methods created',
          acquirerEmail: 'E-mail sent to the acquirer',
        },
        linked: {
          organization: 'The organisation number is already a customer: the agreement was linked to it',
          store: 'The store was already there and is linked',
          user: 'The user was already there and is linked',
          licences: 'The licences were already there',
          terminals: 'The terminals were already there',
          paymentMethods: 'The payment methods were already there',
          acquirerEmail: 'The acquirer had already been e-mailed',
        },
        failed: {
          organization: "Couldn't create organization",
          store: "Couldn't create store",
          user: "Couldn't create user",
          licences: "Couldn't create license(s)",
          terminals: "Couldn't create terminal(s)",
          paymentMethods: "Couldn't create payment methods",
          acquirerEmail: 'Could not send e-mail to the acquirer',
        },
        waiting: {
          organization: 'The organization waits',
          store: 'The store waits for the organization',
          user: 'The user waits for the organization and the store',
          licences: 'The licences wait for the organization and the store',
          terminals: 'The terminals wait for the organization and the store',
          paymentMethods: 'The payment methods wait for the organization',
          acquirerEmail: 'The e-mail to the acquirer waits',
        },
      },
    },
  },
};

export default messages;
