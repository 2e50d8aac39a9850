/**
 * The app's URL patterns (src/known-paths.gen.ts, some 500 of them), which only a guest's unknown-path
 * check needs (./GuestNotFound.tsx; a signed-in user's unknown path reaches react-admin's catchAll): a
 * chunk of their own, loaded before the first render when no session is stored (src/main.tsx; index.html
 * has asked for it beside the entry), else when a session ends.
 */
type Paths = readonly string[];

let loaded: Paths | null = null;
let loading: Promise<Paths> | null = null;
const listeners = new Set<() => void>();

export function loadKnownPaths(): Promise<Paths> {
  return (loading ??= import('../known-paths.gen').then(
    (module) => {
      loaded = module.KNOWN_PATHS;
      listeners.forEach((listener) => listener());
      return loaded;
    },
    (error: unknown) => {
      loading = null; // the next caller tries again
      throw error;
    },
  ));
}

/** The patterns once loaded, else null; with `onKnownPathsLoaded`, a store for useSyncExternalStore. */
export const knownPaths = (): Paths | null => loaded;

export function onKnownPathsLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
