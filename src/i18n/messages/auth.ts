/** Sign-in, session and access messages (SPEC 2, 4, 6 and 8, "Login and session"). */
import type { AreaMessages } from '../catalogue';

const messages: AreaMessages = {
  sv: {
    auth: {
      login: {
        pageTitle: 'Logga in',
        welcome: 'Välkommen till Backoffice',
        intro: 'Logga in för att hantera ditt företags produkter, butiker, personal och rapporter.',
        logoAlt: 'Backoffice logotyp',
        username: 'Användarnamn',
        password: 'Lösenord',
        submit: 'Logga in',
        submitting: 'Loggar in…',
        minLength: 'Minsta antal tecken är 4',
        version: 'Version %{version}',
        signupPrompt: 'Är du ny hos oss?',
        signupLink: 'Kom igång',
        invalidCredentials: 'Ogiltigt användarnamn eller lösenord',
        failed: 'Inloggningen misslyckades',
        registerOnly: 'Användarautentisering misslyckades',
        contactMerchantAdmin:
          'Ditt företag är inte färdigt att använda ännu. Kontakta din handlaradministratör.',
        missingLoginPermission: 'Du har inte behörighet att logga in i Backoffice.',
        noBackofficeRole: 'Ditt konto har ingen roll i Backoffice.',
        toastMessage: 'Meddelande : %{message}',
        toastStatus: 'Statuskod : %{status}',
        toastTrace: 'TraceId : %{traceId}',
      },
      session: {
        authFailed: 'Användarautentisering misslyckades',
        loggedOutElsewhere: 'Du har loggats ut i en annan flik.',
        signedOut: 'Du är utloggad.',
        loggingOut: 'Loggar ut…',
        autoLoginFailed: 'Den sparade inloggningen kunde inte användas.',
      },
      errors: {
        timeout: 'Begäran tog för lång tid. Var god försök igen.',
        network: 'Kunde inte nå servern. Kontrollera anslutningen och försök igen.',
        unknown: 'Något gick fel',
      },
      roles: {
        admin: 'Administratör',
        Owner: 'Ägare',
        Seller: 'Säljare',
        StoreManager: 'Butikschef',
        Bookkeeper: 'Bokförare',
        onboard: 'Ny kund (registrering)',
        superadmin: 'Superadministratör',
        supportadmin: 'Supportadministratör',
        partneradmin: 'Partneradministratör',
        salesadmin: 'Säljadministratör',
      },
      organization: {
        none: 'Ingen organisation vald',
      },
    },
  },
  en: {
    auth: {
      login: {
        pageTitle: 'Log in',
        welcome: 'Welcome to Backoffice',
        intro: "Log in to manage your company's products, stores, staff and reports.",
        logoAlt: 'Backoffice logo',
        username: 'Username',
        password: 'Password',
        submit: 'Log in',
        submitting: 'Logging in…',
        minLength: 'Min character length is 4',
        version: 'Version %{version}',
        signupPrompt: 'New here?',
        signupLink: 'Get started',
        invalidCredentials: 'Invalid Username or Password',
        failed: 'Login Fail',
        registerOnly: 'User authentication failed',
        contactMerchantAdmin:
          'Your company is not ready to use yet. Please contact the Merchant Administrator.',
        missingLoginPermission: 'You are not permitted to log in to Backoffice.',
        noBackofficeRole: 'Your account has no role in Backoffice.',
        toastMessage: 'Message : %{message}',
        toastStatus: 'Status code : %{status}',
        toastTrace: 'TraceId : %{traceId}',
      },
      session: {
        authFailed: 'User authentication failed',
        loggedOutElsewhere: 'You were logged out in another tab.',
        signedOut: 'You are logged out.',
        loggingOut: 'Logging out…',
        autoLoginFailed: 'The saved sign-in could not be used.',
      },
      errors: {
        timeout: 'The request took too long. Please try again.',
        network: 'Could not reach the server. Check the connection and try again.',
        unknown: 'Something went wrong',
      },
      roles: {
        admin: 'Administrator',
        Owner: 'Owner',
        Seller: 'Seller',
        StoreManager: 'Store manager',
        Bookkeeper: 'Bookkeeper',
        onboard: 'New customer (sign-up)',
        superadmin: 'Super admin',
        supportadmin: 'Support admin',
        partneradmin: 'Partner admin',
        salesadmin: 'Sales admin',
      },
      organization: {
        none: 'No organization selected',
      },
    },
  },
};

export default messages;
