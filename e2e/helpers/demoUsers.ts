/** The seeded demo users (README) and where SPEC 2 says each lands after signing in, or why it is refused. */
export const DEMO_PASSWORD = 'Demo1234!';

export type DemoOutcome =
  | { kind: 'lands'; path: string; name: string; organization?: string }
  /** Refused: the message key's Swedish text; `registerOnly` depends on the organization's product count. */
  | { kind: 'refused'; message: 'registerOnly' | 'missingLoginPermission' };

export interface DemoUser {
  username: string;
  outcome: DemoOutcome;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'super@demo.test',
    outcome: { kind: 'lands', path: '/apps/superadmin/organizations', name: 'Sara Lindqvist' },
  },
  {
    username: 'support@demo.test',
    outcome: { kind: 'lands', path: '/apps/supportadmin/organizations', name: 'Johan Ek' },
  },
  {
    username: 'partner@demo.test',
    outcome: { kind: 'lands', path: '/apps/partneradmin/organizations', name: 'Maria Holm' },
  },
  {
    username: 'partner@kassagruppen.test',
    outcome: { kind: 'lands', path: '/apps/partneradmin/organizations', name: 'Emma Karlsson' },
  },
  {
    username: 'sales@demo.test',
    outcome: { kind: 'lands', path: '/apps/salesadmin/agreements', name: 'Erik Sandberg' },
  },
  {
    username: 'associate@demo.test',
    outcome: { kind: 'lands', path: '/apps/associate/agreements', name: 'Linnea Dahl' },
  },
  {
    username: 'admin@kaffebaren.test',
    outcome: { kind: 'lands', path: '/dashboard', name: 'Anna Berg', organization: 'Kaffebaren AB' },
  },
  {
    username: 'owner@kaffebaren.test',
    outcome: { kind: 'lands', path: '/dashboard', name: 'Lars Nyström', organization: 'Kaffebaren AB' },
  },
  {
    username: 'admin@bokhandeln.test',
    outcome: { kind: 'lands', path: '/dashboard', name: 'Karin Åberg', organization: 'Bokhandeln AB' },
  },
  {
    username: 'admin@nystart.test',
    outcome: { kind: 'lands', path: '/dashboard', name: 'Oskar Lund', organization: 'Nystart AB' },
  },
  { username: 'seller01', outcome: { kind: 'refused', message: 'registerOnly' } },
  { username: 'manager01', outcome: { kind: 'refused', message: 'registerOnly' } },
  {
    username: 'nobackstage@kaffebaren.test',
    outcome: { kind: 'refused', message: 'missingLoginPermission' },
  },
  { username: 'manager02', outcome: { kind: 'refused', message: 'registerOnly' } },
  { username: 'seller02', outcome: { kind: 'refused', message: 'registerOnly' } },
];

/** Swedish texts of src/i18n/messages/auth.ts that the tests look for. */
export const SV = {
  invalidCredentials: 'Ogiltigt användarnamn eller lösenord',
  authFailed: 'Användarautentisering misslyckades',
  contactMerchantAdmin: 'Ditt företag är inte färdigt att använda ännu. Kontakta din handlaradministratör.',
  missingLoginPermission: 'Du har inte behörighet att logga in i Backoffice.',
  logIn: 'Logga in',
  logOut: 'Logga ut',
  welcome: 'Välkommen till Backoffice',
} as const;
