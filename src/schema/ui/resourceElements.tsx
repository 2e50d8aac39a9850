/**
 * The registry as react-admin elements, for <Admin>'s children: one <Resource> per registration, named
 * by its URL path without the leading slash (`apps/setting/stores`), so react-admin's own sub-routes
 * give `/apps/setting/stores`, `/create`, `/:id`, `/:id/show`; and the SPEC's `:operation/:id?` URLs
 * (`/apps/setting/stores/edit/42`) redirecting to them.
 */
import { useEffect, useMemo, useState, type ComponentType, type ReactElement } from 'react';
import {
  CustomRoutes,
  Resource,
  ResourceContextProvider,
  useCanAccess,
  usePermissions,
  useGetList,
  useRequireAccess,
  useResourceContext,
} from 'react-admin';
import { Navigate, Route, useParams } from 'react-router-dom';
import type { Registry } from '../registry-core';
import type { ResourceDefinition, ViewName } from '../types';
import { viewComponent, type ComponentIndex } from './components';
import { useFlagRefusal } from './EngineContext';
import { fetchedReference } from './kinds/fetchedReferenceLoad';
import { withInputs } from './kinds/inputs';
import { isLazyView, lazyView, type LazyView } from './lazyView';
import { useKnownAccess, type AccessCheck } from './useKnownAccess';
import { ViewLoading } from './ViewLoading';

/**
 * The generated views load lazily (each its own chunk, with its inputs, fields and dialogs), so neither
 * the login screen nor a list page carries the forms. The page stays empty while one loads (`gated`,
 * `ViewLoading` on a slow network), and a view loaded before (`preloadViewAt`) renders at once. The
 * <Resource> elements themselves stay synchronous: react-admin reads them at start.
 */
const GENERATED: Record<ViewName, LazyView> = {
  list: lazyView(() => import('./ResourceList').then((module) => ({ default: module.ResourceList }))),
  show: lazyView(() => import('./ResourceShow').then((module) => ({ default: module.ResourceShow }))),
  // A form waits for its inputs too (kinds/inputs.tsx), so that it renders whole at once.
  edit: lazyView(() =>
    withInputs(import('./ResourceEdit')).then((module) => ({ default: module.ResourceEdit })),
  ),
  create: lazyView(() =>
    withInputs(import('./ResourceCreate')).then((module) => ({ default: module.ResourceCreate })),
  ),
};

/**
 * The generated list, loaded before any list renders: it is the view most menu entries open, so a menu
 * move rarely waits for its chunk. On a list's URL its chunk has already arrived (index.html asks for it);
 * elsewhere it comes beside the page.
 */
export function preloadGeneratedList(): void {
  GENERATED.list.preload().catch(() => undefined);
}

/** SPEC operation words -> react-admin's sub-route (`:id` replaced by the record id). */
export const LEGACY_OPERATIONS: Readonly<Record<string, string>> = {
  new: 'create',
  add: 'create',
  edit: ':id',
  update: ':id',
  view: ':id/show',
  show: ':id/show',
  details: ':id/show',
};

/** react-admin's sub-routes of a resource (LEGACY_OPERATIONS' targets among them) and their views. */
const VIEW_OF_ROUTE: Readonly<Record<string, ViewName>> = {
  create: 'create',
  ':id': 'edit',
  ':id/show': 'show',
};

/**
 * The view a path within a resource opens, as its routes (below) take it: '' or a named list view
 * (`list.currentViews`) the list; an old word (`new`, `edit/42`) what it redirects to; `create`, `:id`
 * and `:id/show` react-admin's own. Null for anything else (a record's tab, a deeper path).
 */
function viewAt(definition: ResourceDefinition, rest: string): ViewName | null {
  if (rest === '' || definition.list?.currentViews?.includes(rest)) return 'list';
  const [first = '', second, ...more] = rest.split('/');
  if (more.length > 0) return null;
  const legacy = LEGACY_OPERATIONS[first];
  let route: string | null;
  if (legacy !== undefined && legacy.includes(':id') === (second !== undefined)) route = legacy;
  else if (second === undefined) route = first === 'create' ? 'create' : ':id';
  else route = second === 'show' ? ':id/show' : null;
  return route === null ? null : (VIEW_OF_ROUTE[route] ?? null);
}

/**
 * Starts loading the view that `pathname` opens (the page a cold load or a reload opens), beside the
 * shell, so that it renders as soon as the shell has. Nothing where the path opens no view.
 */
export function preloadViewAt(registry: Registry, components: ComponentIndex, pathname: string): void {
  void loadViewAt(registry, components, pathname).catch(() => undefined);
}

/**
 * Loads the view that `pathname` opens and its resource's definition; resolves at once where the path
 * opens no view. Rejects as a failed import does (a later call tries again).
 */
export async function loadViewAt(
  registry: Registry,
  components: ComponentIndex,
  pathname: string,
): Promise<void> {
  const path = pathname.replace(/\/+$/, '');
  const registration = registry.registrations.find((r) => path === r.path || path.startsWith(`${r.path}/`));
  if (!registration) return;
  const name = viewAt(registration.definition, path.slice(registration.path.length + 1));
  if (!name || registration.definition.access[name] === false) return;
  const view = viewComponent(components, registration.definition, name) ?? GENERATED[name];
  await loadView(registry, registration.name, view, name);
}

/**
 * What a view needs before it renders whole: its resource's definition, its module (a lazy view), and
 * for a page other than a list react-admin's ReferenceField, with which it names references (a list's
 * cells name them from the page's records: kinds/reference.tsx).
 */
function loadView(registry: Registry, resource: string, View: ComponentType, name: ViewName) {
  return Promise.all([
    registry.ensure(resource),
    isLazyView(View) ? View.preload() : undefined,
    name === 'list' ? undefined : fetchedReference.load(),
  ]);
}

/**
 * Whether `loadView`'s three are there: the same three, written beside it (one list that both read
 * weighed 0.1 KiB more on every list page).
 */
function isViewLoaded(registry: Registry, resource: string, View: ComponentType, name: ViewName) {
  return (
    registry.isLoaded(resource) &&
    (!isLazyView(View) || View.isLoaded()) &&
    (name === 'list' || fetchedReference.current() !== null)
  );
}

/**
 * Whether what the view needs is there (`loadView`: its resource's definition whole, registry-core's
 * `ensure`, its module): false while they load, then the component renders again. A view still loading would suspend,
 * and React shows a suspended page's fallback for at least 300 ms; waiting here shows nothing instead,
 * for as long as the load takes (on a cold load, the shell is there meanwhile: src/loadSignedInApp.ts).
 * A failed load is thrown to the error boundary.
 */
function useViewReady(registry: Registry, resource: string, View: ComponentType, name: ViewName): boolean {
  const loaded = isViewLoaded(registry, resource, View, name);
  // Set once the load ends: a render again, or the load's failure thrown from the update.
  const [, settle] = useState<object>();
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadView(registry, resource, View, name).then(
      () => live && settle({}),
      (error: unknown) =>
        live &&
        settle(() => {
          throw error;
        }),
    );
    return () => {
      live = false;
    };
  }, [registry, resource, View, name, loaded]);
  return loaded;
}

/** A resource whose old URLs name a record by a field (`legacyKey`, e.g. a username): found, then redirected. */
function LegacyKeyRedirect({
  resource,
  base,
  target,
  field,
  keyValue: key,
}: {
  resource: string;
  base: string;
  target: string;
  field: string;
  keyValue: string;
}) {
  // No retries: a user the API refuses (403) would otherwise wait through react-query's three retries
  // (about 7 s of blank page) before the view's own guard sends it to its landing.
  const { data, isPending } = useGetList(
    resource,
    { filter: { [field]: key }, pagination: { page: 1, perPage: 1 } },
    { retry: false },
  );
  if (isPending) return null;
  // Not found by the field: the URL may already hold the record's id.
  const id = data?.[0]?.id ?? key;
  return <Navigate replace to={`${base}/${target.replace(':id', encodeURIComponent(String(id)))}`} />;
}

const ACTION: Record<ViewName, string> = { list: 'list', show: 'show', edit: 'edit', create: 'create' };

/**
 * A view mounted only once the user may open it. react-admin checks access inside the view, beside its
 * data, so a view the user may not open would start its requests (refused with 403), load its inputs'
 * chunks and fill its reference lists before the check sends the user away; this makes the check first.
 * It asks with the parameters react-admin's view controllers ask with (`enabled` is part of the query's
 * key), so theirs is answered from the cache and the view's data request starts with its first render;
 * and it asks at once about the actions the view's buttons ask about (ResourceList: create, edit,
 * delete), so the view renders once with all of them known instead of once per answer.
 */
function gated(registry: Registry, View: ComponentType, name: ViewName): ComponentType {
  const checks: AccessCheck[] = [
    { action: ACTION[name], enabled: true },
    { action: 'create' },
    { action: 'edit' },
    { action: 'delete' },
  ];
  function CheckedView() {
    const resource = useResourceContext() ?? '';
    useKnownAccess(resource, checks);
    const params = { resource, ...checks[0]! };
    const { canAccess, isPending } = useCanAccess(params);
    // The same check (one query): it sends a refused user to react-admin's access-denied route.
    useRequireAccess(params);
    const pendingButtons = [
      useCanAccess({ resource, action: 'create' }).isPending,
      useCanAccess({ resource, action: 'edit' }).isPending,
      useCanAccess({ resource, action: 'delete' }).isPending,
    ].some(Boolean);
    // One element for good: this re-renders whenever a check's query changes (a refetch starting or
    // ending), which must not render the whole view again.
    const view = useMemo(() => <View />, []);
    return isPending || pendingButtons || !canAccess ? null : view;
  }
  /**
   * The checks wait for the permissions (the shell has asked for them): then they are known at once.
   * The view waits for what it needs too (`loadView`; usually loaded already: `loadViewAt`, the menu's
   * prefetch); meanwhile the page stays empty, as for the permissions, and says it is loading after a
   * moment (`ViewLoading`).
   */
  function GatedView() {
    const resource = useResourceContext() ?? '';
    const loaded = useViewReady(registry, resource, View, name);
    const permissionsPending = usePermissions().isPending;
    // A feature switched off: its screens say so, and ask the API nothing.
    const refusal = useFlagRefusal(resource);
    if (refusal) return refusal;
    return permissionsPending || !loaded ? <ViewLoading /> : <CheckedView />;
  }
  GatedView.displayName = `Gated(${name})`;
  return GatedView;
}

function viewFor(
  registry: Registry,
  components: ComponentIndex,
  definition: ResourceDefinition,
  name: ViewName,
): ComponentType | undefined {
  if (definition.access[name] === false) return undefined;
  return gated(registry, viewComponent(components, definition, name) ?? GENERATED[name], name);
}

/** The old words that name a record (`edit/42`), and those that do not (`new`). */
const RECORD_OPERATIONS = Object.entries(LEGACY_OPERATIONS).filter(([, target]) => target.includes(':id'));
const PLAIN_OPERATIONS = Object.entries(LEGACY_OPERATIONS).filter(([, target]) => !target.includes(':id'));

/**
 * An old record URL of any resource (`/apps/<area>/<name>/<word>/:id`). One route per word for all
 * resources, not one per resource and word: react-router ranks and matches every route on every render
 * of the routes, and these were some 300 of them.
 */
function LegacyRecordRedirect({
  registry,
  target,
  notFound,
}: {
  registry: Registry;
  target: string;
  notFound: ReactElement;
}) {
  const { area = '', resource = '', id = '' } = useParams();
  const registration = registry.registrations.find((r) => r.name === `apps/${area}/${resource}`);
  if (!registration) return notFound;
  const { name, path, definition } = registration;
  return definition.legacyKey ? (
    <LegacyKeyRedirect
      resource={name}
      base={path}
      target={target}
      field={definition.legacyKey}
      keyValue={id}
    />
  ) : (
    <Navigate replace to={`${path}/${target.replace(':id', encodeURIComponent(id))}`} />
  );
}

/**
 * `components`: the resources' own components (components.ts), for views a definition replaces; the
 * same index the app gives <EngineProvider>. The generated views read the registry from it too.
 * `notFound`: what an old record URL of no resource shows (the app's catch-all; by default the start).
 */
export function resourceElements(
  registry: Registry,
  components: ComponentIndex = new Map(),
  notFound: ReactElement = <Navigate replace to="/" />,
): ReactElement[] {
  const view = (definition: ResourceDefinition, name: ViewName) =>
    viewFor(registry, components, definition, name);
  const resources = registry.registrations.map(({ name, definition }) => (
    <Resource
      key={name}
      name={name}
      list={view(definition, 'list')}
      show={view(definition, 'show')}
      edit={view(definition, 'edit')}
      create={view(definition, 'create')}
      recordRepresentation={definition.representation}
    />
  ));
  // `new` and `add` stay one route per resource: `/apps/:area/:name/new` would rank below the
  // resource's own `<path>/*` (whose `:id` would take the word), where `<word>/:id` ranks above it.
  const redirects = [
    ...registry.registrations.flatMap(({ path }) =>
      PLAIN_OPERATIONS.map(([operation, target]) => (
        <Route
          key={`${path}/${operation}`}
          path={`${path}/${operation}`}
          element={<Navigate replace to={`${path}/${target}`} />}
        />
      )),
    ),
    // Without a create view, react-admin's `<path>/:id` would take `create` for a record's id and ask for it.
    ...registry.registrations
      .filter(({ definition }) => definition.access.create === false)
      .map(({ path }) => <Route key={`${path}/create`} path={`${path}/create`} element={notFound} />),
    ...RECORD_OPERATIONS.map(([operation, target]) => (
      <Route
        key={`legacy/${operation}`}
        path={`/apps/:area/:resource/${operation}/:id`}
        element={<LegacyRecordRedirect registry={registry} target={target} notFound={notFound} />}
      />
    )),
  ];
  // A list's named views (`list.currentViews`): `<path>/<view>` outranks react-admin's `<path>/:id`.
  const listViews = registry.registrations.flatMap(({ name, path, definition }) => {
    const List = view(definition, 'list');
    if (!List) return [];
    return (definition.list?.currentViews ?? []).map((current) => (
      <Route
        key={`${path}/${current}`}
        path={`${path}/${current}`}
        element={
          <ResourceContextProvider value={name}>
            <List />
          </ResourceContextProvider>
        }
      />
    ));
  });
  return [
    ...resources,
    <CustomRoutes key="legacy-resource-routes">{[...listViews, ...redirects]}</CustomRoutes>,
  ];
}
