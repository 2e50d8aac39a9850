/**
 * What a signed-in user needs beyond the guest shell of App.tsx, in a chunk of its own that
 * ./loadSignedInApp.ts loads once it is needed (a stored session, the login form in use, a sign-in):
 * the resource registry with every definition (and their validators), the resources' own components,
 * the routes inside the shell (the bespoke pages, the resources' views, the features page and the API
 * reference), the shell layout with the engine around it, the rest of the message catalogue, and what
 * the providers need of the registry (the dataProvider's API paths, the resources' access
 * requirements). None of it is used for a guest, so the login screen does not carry it
 * (docs/decisions.md, "The login screen without the registry").
 */
import { lazy, useEffect, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { loadEnglishMessageFiles, messageFiles, type AreaMessages } from './i18n/catalogue';
import { withPageMessages } from './i18n/pageMessages';
import { apiReferenceRoute } from './pages/apiReference/route';
import { featuresRoute } from './pages/features/route';
import { components } from './resources/component-registry';
import { registry } from './resources/registry';
import { definitionMessages } from './schema/labels';
import type { ResourceDefinition } from './schema/types';
import { appCustomRoutes } from './routing/customRoutes';
import { Guard } from './routing/Guard';
import { EngineProvider } from './schema/ui/EngineContext';
import { loadFetchedReferenceLater } from './schema/ui/kinds/fetchedReferenceLoad';
import { lazyWhenRendered, loadOnce } from './schema/ui/lazyPart';
import { useFeatureFlags } from './featureFlags/useFeatureFlags';
import { NotEnabled } from './routing/NotEnabled';
import { loadViewAt, preloadGeneratedList, resourceElements } from './schema/ui/resourceElements';
import { prefetchListAt, type PrefetchTools } from './schema/ui/listPrefetch';
import { dataProvider } from './providers/dataProvider';
import { NotFoundRedirect } from './routing/NotFoundRedirect';

/** The guarded bespoke pages (src/pages/<page>/route.ts), each loaded with its own texts when opened. */
const GUARDED_PAGES = [
  [featuresRoute, lazy(withPageMessages('features', () => import('./pages/features/FeaturesPage')))],
  [
    apiReferenceRoute,
    lazy(withPageMessages('apiReference', () => import('./pages/apiReference/ApiReferencePage'))),
  ],
] as const;

/** <CoreAdminUI>'s children inside the shell, after App.tsx's full-screen routes. */
export const routes: readonly ReactElement[] = [
  appCustomRoutes({ layout: true }),
  ...resourceElements(registry, components, <NotFoundRedirect />),
  <CustomRoutes key="guarded-pages">
    {GUARDED_PAGES.map(([route, Page]) => (
      <Route
        key={route.path}
        path={route.path}
        element={
          <Guard requirement={{ roles: route.roles }}>
            <Page />
          </Guard>
        }
      />
    ))}
  </CustomRoutes>,
];

/** Reads the organization's feature flags from the API into the session's store (its code loads after the shell's). */
const ServerFeatureFlags = lazyWhenRendered<typeof import('./featureFlags/ServerFeatureFlags'), object>(
  loadOnce(() => import('./featureFlags/ServerFeatureFlags')),
  'ServerFeatureFlags',
);

/** What a screen of a feature switched off shows (its feature flag, src/featureFlags). */
const FEATURE_OFF = <NotEnabled reason="featureFlag" />;

/**
 * The shell, with the app's registry and its resources' components for the engine's views inside it.
 * The shell (src/layout/Layout.tsx) is a chunk of its own that ./loadSignedInApp.ts loads beside this one.
 */
export function Layout({
  children,
  shell: Shell,
}: {
  children: ReactNode;
  shell: ComponentType<{ children: ReactNode }>;
}) {
  const { flags } = useFeatureFlags();
  useEffect(loadFetchedReferenceLater, []);
  return (
    <EngineProvider registry={registry} components={components} flags={flags} notEnabled={FEATURE_OFF}>
      <ServerFeatureFlags />
      <Shell>{children}</Shell>
    </EngineProvider>
  );
}

/**
 * The page a cold load or a reload of a stored session opens: its view and its resource's definition
 * start loading as soon as the signed-in app has, while the shell renders (./loadSignedInApp.ts); the
 * view renders into the shell once they are in, without the loading overlay (resourceElements.tsx). The
 * generated list loads too, which most menu entries open. A failed load is left to the view, which tries again.
 */
export function loadOpenedView(pathname: string): Promise<void> {
  preloadGeneratedList();
  return loadViewAt(registry, components, pathname).catch(() => undefined);
}

/**
 * A cold load's list asks for its page as soon as the session is known, beside the identity, the
 * definition and the view's code (./schema/ui/listPrefetch.ts): its parameters and API path come from
 * the resource's summary, the token and organization from the stored session.
 */
export function prefetchOpenedList(url: string, tools: Omit<PrefetchTools, 'dataProvider'>): void {
  prefetchListAt(registry, { ...tools, dataProvider }, url, 'opened');
}

/** The whole message catalogue, for the i18nProvider (it starts with the guest's part), and its English. */
export { loadEnglishMessageFiles, messageFiles };

/** Definitions' texts as they load (the registry's `onDefinitionsLoaded`), as a message file for the i18nProvider. */
export function definitionMessageFiles(
  definitions: readonly ResourceDefinition[],
): Record<string, AreaMessages> {
  return {
    [`definitions:${definitions.map((definition) => definition.name).join(',')}`]: {
      sv: definitionMessages(registry, definitions, 'sv'),
      en: definitionMessages(registry, definitions, 'en'),
    },
  };
}
export { onDefinitionsLoaded } from './resources/registry';
/** The dataProvider and the resources' access requirements, for App.tsx's providers. */
export { dataProvider };
export { requirementFor } from './resources/registry';
