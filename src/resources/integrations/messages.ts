/** Texts of the integrations' own components (./components.tsx), in the app catalogue's shape. */
import type { AreaMessages } from '../../i18n/catalogue';

const messages: AreaMessages = {
  sv: {
    integrations: {
      connect: {
        button: 'Anslut',
        reconnect: 'Anslut igen',
        title: 'Anslut till %{provider}',
        body: 'Ange klienthemligheten för klient-id %{clientId}. Därefter godkänner du anslutningen hos %{provider}.',
        secret: 'Klienthemlighet',
        confirm: 'Fortsätt till %{provider}',
        cancel: 'Avbryt',
      },
      authorization: {
        connected: 'Integrationen är ansluten.',
        failed:
          'Kunde inte generera en auktoriseringskod: bokföringssystemet godkände inte anslutningen. Försök ansluta igen.',
      },
      sync: {
        button: 'Synka',
        running: 'Synkar …',
        done: 'Synkningen är klar: %{sent} skickade, %{failed} nekade',
        history: 'Synkhistorik',
        notConnected: 'Anslut integrationen för att kunna synka.',
      },
    },
  },
  en: {
    integrations: {
      connect: {
        button: 'Connect',
        reconnect: 'Connect again',
        title: 'Connect to %{provider}',
        body: 'Enter the client secret of client id %{clientId}. Then you allow the connection at %{provider}.',
        secret: 'Client secret',
        confirm: 'Continue to %{provider}',
        cancel: 'Cancel',
      },
      authorization: {
        connected: 'The integration is connected.',
        failed:
          'Could not generate an auth code: the accounting provider did not authorize the connection. Try connecting again.',
      },
      sync: {
        button: 'Sync',
        running: 'Syncing …',
        done: 'The sync is done: %{sent} sent, %{failed} refused',
        history: 'Sync history',
        notConnected: 'Connect the integration to sync.',
      },
    },
  },
};

export default messages;
