/**
 * Whether a menu entry's URL matches the current location, read from the data router's own store
 * rather than react-router's location context. Every reader of that context (`useMatch`,
 * `useLocation`) renders again with each move, so each of the menu's entries did, though only the two
 * whose answer changes show anything new; through the store, only those two render.
 */
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { matchPath, UNSAFE_DataRouterContext as DataRouterContext } from 'react-router-dom';

type DataRouter = NonNullable<React.ContextType<typeof DataRouterContext>>;

/** The router's pathname as `useLocation` gives it: without the router's basename. */
function pathnameOf({ router, basename }: DataRouter): string {
  const { pathname } = router.state.location;
  if (!basename || basename === '/' || !pathname.toLowerCase().startsWith(basename.toLowerCase()))
    return pathname;
  return pathname.slice(basename.replace(/\/$/, '').length) || '/';
}

/** `useMatch({ path: url, end: exact })` as a boolean that changes only when the answer does. */
export function useEntryActive(url: string | undefined, exact = false): boolean {
  const dataRouter = useContext(DataRouterContext);
  const subscribe = useCallback(
    (onChange: () => void) => dataRouter?.router.subscribe(() => onChange()) ?? (() => undefined),
    [dataRouter],
  );
  const active = () =>
    Boolean(url && dataRouter && matchPath({ path: url, end: exact }, pathnameOf(dataRouter)));
  return useSyncExternalStore(subscribe, active, active);
}

/** The current pathname once, at the first render, without following later moves. */
export function useStartingPathname(): string {
  const dataRouter = useContext(DataRouterContext);
  return dataRouter ? pathnameOf(dataRouter) : '/';
}
