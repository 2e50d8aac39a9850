/**
 * Whether this page may use the browser's storage. Safari blocks it when the app runs inside another
 * site's page with cross-site tracking prevention on (SPEC 8): reading `localStorage` then throws.
 */
const PROBE = 'backoffice.storage-probe';

export function browserStorageAvailable(): boolean {
  try {
    const storage = window.localStorage;
    storage.setItem(PROBE, '1');
    storage.removeItem(PROBE);
    return true;
  } catch {
    return false;
  }
}
