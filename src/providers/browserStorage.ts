/**
 * Whether this page may use the browser's storage. Where the browser blocks it (Safari or Chrome
 * preventing cross-site tracking while the app runs inside another site's page, SPEC 8), reading
 * `localStorage` throws. The probe only reads, so other tabs hear no storage event of it.
 */
export function browserStorageAvailable(): boolean {
  try {
    window.localStorage.getItem('backoffice.session.token');
    return true;
  } catch {
    return false;
  }
}
