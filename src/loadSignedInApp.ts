/**
 * The one way to the signed-in app (./SignedInApp.tsx): imported once, and handed to the i18nProvider
 * before any of its screens renders. It starts as soon as it is known to be needed: at start-up when a
 * session is stored (main.tsx; index.html has already asked for its files, build/chunks.ts), when the
 * user is at the login form or a sign-in starts (App.tsx), and at the latest when the shell, a data
 * request or an access check needs it.
 */
import { i18nProvider } from './i18n/i18nProvider';
import { session } from './providers/session';
import type { RequirementFor } from './providers/authProvider';
import type { BackofficeDataProvider } from './providers/dataProvider';

/**
 * The signed-in app's module, with the shell (top bar, menu and its icons) that its layout renders: a
 * chunk of its own, fetched beside it (build/chunks.ts preloads both) and awaited with it, so that the
 * first signed-in render has both and nothing inside it suspends.
 */
type SignedInApp = typeof import('./SignedInApp') & { Shell: typeof import('./layout/Layout').Layout };

let loaded: SignedInApp | null = null;
let loading: Promise<SignedInApp> | null = null;
const listeners = new Set<() => void>();

/**
 * The signed-in app's module alone, as soon as it has arrived: before the shell and the texts that
 * `loadSignedInApp` waits for. For work that needs neither (the opened list's first page, App.tsx).
 */
export const signedInModule = (): Promise<typeof import('./SignedInApp')> => import('./SignedInApp');

export function loadSignedInApp(): Promise<SignedInApp> {
  if (loading) return loading;
  loading = Promise.all([signedInModule(), import('./layout/Layout')])
    .then(async ([app, shell]) => {
      app.onDefinitionsLoaded((definitions, texts) =>
        i18nProvider.addMessages({ ...app.definitionMessageFiles(definitions), ...texts }),
      );
      // The view a stored session's URL opens starts loading (not for a guest at the login form, who has
      // none open yet); the shell does not wait for it: it renders while the view's chunks and data
      // arrive, and the view renders into it once they have (src/schema/ui/resourceElements.tsx).
      if (typeof window !== 'undefined' && session.accessToken())
        void app.loadOpenedView(window.location.pathname);
      await i18nProvider.addMessages(app.messageFiles, app.loadEnglishMessageFiles);
      loaded = { ...app, Shell: shell.Layout };
      listeners.forEach((listener) => listener());
      return loaded;
    })
    .catch((error: unknown) => {
      loading = null; // a failed fetch (a new deployment, the network) is tried again by the next caller
      throw error;
    });
  return loading;
}

/** Starts the load where nobody waits for it; a failure is left to the next caller. */
export function preloadSignedInApp(): void {
  loadSignedInApp().catch(() => undefined);
}

/** The signed-in app once loaded, else null; with `onSignedInAppLoaded`, a store for useSyncExternalStore. */
export const signedInApp = (): SignedInApp | null => loaded;

export function onSignedInAppLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * One method of the signed-in app's dataProvider, called once it has loaded. Only the signed-in app's
 * screens ask for data, so in practice it has loaded already: then the call is made at once, and its
 * request leaves within the caller's task (a menu click's prefetch, before the click's render) instead
 * of a microtask later, behind it.
 */
function later<K extends keyof BackofficeDataProvider>(method: K): BackofficeDataProvider[K] {
  const callOn = (app: SignedInApp, args: unknown[]) =>
    (app.dataProvider[method] as (...params: unknown[]) => Promise<unknown>)(...args);
  const call = (...args: unknown[]): Promise<unknown> =>
    loaded ? callOn(loaded, args) : loadSignedInApp().then((app) => callOn(app, args));
  return call as BackofficeDataProvider[K];
}

/** react-admin's dataProvider for App.tsx: each method of src/providers/dataProvider.ts. */
export const dataProvider: BackofficeDataProvider = {
  getList: later('getList'),
  getOne: later('getOne'),
  getMany: later('getMany'),
  getManyReference: later('getManyReference'),
  create: later('create'),
  update: later('update'),
  updateMany: later('updateMany'),
  delete: later('delete'),
  deleteMany: later('deleteMany'),
  getHistory: later('getHistory'),
  getFile: later('getFile'),
  exportList: later('exportList'),
  runAction: later('runAction'),
  send: later('send'),
};

/** What the resources ask of a user for an action (the authProvider's canAccess), from the registry. */
export const requirementFor: RequirementFor = async (resource, action) =>
  (await loadSignedInApp()).requirementFor(resource, action);
