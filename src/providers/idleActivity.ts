/**
 * The last user activity of the session, shared by every open tab (SPEC 9: idle expiry 3600 s). A tab
 * writes the time of its user's activity to local storage; the other tabs hear it as a storage event,
 * so working in one tab keeps the others signed in.
 */

/** SPEC 9's idle expiry constant, in seconds. */
export const IDLE_TIMEOUT_S = 3600;
/** How long before the sign-out the warning shows. */
export const IDLE_WARNING_S = 60;
/** Activity is written at most this often (a moving pointer sends many events a second). */
const WRITE_EVERY_MS = 1000;

const KEY = 'backoffice.session.lastActivity';

let last = 0;

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked: the activity stays this tab's own
  }
}

/** Records activity at `now` (ms) here and for the other tabs. */
export function markActivity(now: number = Date.now()): void {
  if (now - last < WRITE_EVERY_MS) return;
  last = now;
  try {
    store()?.setItem(KEY, String(now));
  } catch {
    // a full or refused storage: this tab still counts it
  }
}

/** The time (ms) of the last activity in any tab. */
export function lastActivity(): number {
  const stored = Number(store()?.getItem(KEY));
  return Number.isFinite(stored) && stored > last ? stored : last;
}

/** Calls `listener` when another tab records activity. Returns an unsubscribe. */
export function onActivityElsewhere(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY && event.newValue !== null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Forgets the activity (a test's fresh start). */
export function resetActivity(): void {
  last = 0;
  store()?.removeItem(KEY);
}
