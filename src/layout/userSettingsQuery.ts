/**
 * The signed-in user's settings as the session read them (src/layout/UserSettingsSync.tsx fetches them
 * once a session): the shell reads the cached answer only, so the top bar carries no request code. It
 * watches the cache itself rather than through a query of its own, which react-query would try to
 * refetch (without a function to fetch with) when queries are refetched.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { UserSettings } from '../domain/userSettings';

export const USER_SETTINGS_QUERY = ['userSettings'] as const;

export function useUserSettingsData(): UserSettings | undefined {
  const client = useQueryClient();
  const subscribe = useCallback(
    (changed: () => void) =>
      client.getQueryCache().subscribe((event) => {
        if (event.query.queryKey[0] === USER_SETTINGS_QUERY[0]) changed();
      }),
    [client],
  );
  const read = useCallback(() => client.getQueryData<UserSettings>(USER_SETTINGS_QUERY), [client]);
  return useSyncExternalStore(subscribe, read, read);
}
