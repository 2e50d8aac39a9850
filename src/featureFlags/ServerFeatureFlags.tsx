/**
 * Renders nothing; reads the feature flags the API holds for the session's organization once the user is signed in,
 * again when an organization is entered or left (its id is part of the query) and on every refresh,
 * and keeps them in the session's store (./store.ts) that the menu and the routes read. Loaded by the
 * signed-in app's layout after its first render, so that the list's first page does not carry it.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { FeatureFlags } from '../domain/feature-flags';
import { httpClient } from '../providers/httpClient';
import { session } from '../providers/session';
import { featureFlagStore, signedInUser } from './store';

export const FEATURE_FLAGS_PATH = '/api/feature-flags';

const organizationId = () => session.organization()?.id ?? null;

export function ServerFeatureFlags(): null {
  const organization = useSyncExternalStore(session.onChange, organizationId);
  const user = useSyncExternalStore(session.onChange, signedInUser);
  // The user is part of the key: another user's answer, still cached, is never theirs.
  const { data } = useQuery({
    queryKey: ['featureFlags', user, organization],
    queryFn: async () => ((await httpClient(FEATURE_FLAGS_PATH)).json as { flags: FeatureFlags }).flags,
  });
  useEffect(() => {
    if (data) featureFlagStore.replace(data);
  }, [data]);
  return null;
}
