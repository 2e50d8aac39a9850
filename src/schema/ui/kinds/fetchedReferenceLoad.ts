/** The module of react-admin's ReferenceField for a reference (./fetchedReference.tsx), loaded once. */
import { loadOnce } from '../lazyPart';

export const fetchedReference = loadOnce(() => import('./fetchedReference'));

/** After the first page has settled: a while, then the browser's next idle moment. */
const LATER_MS = 2000;

/**
 * Loads ReferenceField some time after the signed-in app has started, when the browser is idle: the
 * screens that name a reference without waiting for it (a list's side panel and history, the wizards'
 * summaries, a cell whose page read failed) then find it there. The views wait for it themselves
 * (resourceElements.tsx `loadView`). Returns the cancel, for an effect.
 */
export function loadFetchedReferenceLater(): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    const load = () => void fetchedReference.load().catch(() => undefined);
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(load);
    else load();
  }, LATER_MS);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
