/**
 * The countries and the catalogue settings, read from the API once a session (SPEC 3, 7): the first
 * screen that shows one asks, every other reads the answer kept in react-query's cache for the session
 * (no refetch on a list refresh, which invalidates every query: the hooks' own queries stay disabled).
 * React-admin clears the cache at sign-out, so the next user's session asks again. A failed request
 * answers the bundled list, kept for the session too: the screens work as before the API had them.
 * The catalogue settings are the acting organization's: entering another one asks for its own.
 */
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import {
  BUNDLED_CATALOGUE_SETTINGS,
  BUNDLED_COUNTRIES,
  fetchCatalogueSettings,
  fetchCountries,
  type CatalogueSettings,
  type NamedCode,
} from './referenceLists';
import { session } from './session';

export const COUNTRIES_QUERY: QueryKey = ['session', 'countries'];
export const catalogueSettingsQuery = (organizationId: string | null): QueryKey => [
  'session',
  'catalogueSettings',
  organizationId,
];

function useSessionValue<T>(queryKey: QueryKey, load: () => Promise<T>, bundled: T): T {
  const queryClient = useQueryClient();
  const options = useMemo(
    () => ({
      queryKey,
      queryFn: () => load().catch(() => bundled),
      staleTime: Infinity,
      gcTime: Infinity,
      retry: false,
    }),
    [queryKey, load, bundled],
  );
  // Disabled: only the effect's ensureQueryData asks, once, and a refresh does not ask again.
  const { data } = useQuery<T>({ ...options, enabled: false });
  useEffect(() => {
    void queryClient.ensureQueryData<T>(options);
  }, [queryClient, options]);
  return data ?? bundled;
}

export function useCountries(): readonly NamedCode[] {
  return useSessionValue(COUNTRIES_QUERY, fetchCountries, BUNDLED_COUNTRIES);
}

export function useCatalogueSettings(): CatalogueSettings {
  const organizationId = session.organization()?.id ?? null;
  const queryKey = useMemo(() => catalogueSettingsQuery(organizationId), [organizationId]);
  return useSessionValue(queryKey, fetchCatalogueSettings, BUNDLED_CATALOGUE_SETTINGS);
}
