/**
 * react-admin's page for `/authentication-error` (an authProvider.canAccess that throws), as a module of
 * its own so that App can load it lazily with the shell instead of in the login screen's bundle.
 */
export { AuthenticationError as default } from 'react-admin';
