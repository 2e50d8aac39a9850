/**
 * The signed-in user's settings as the session read them (src/layout/UserSettingsSync.tsx fetches them
 * once a session): the shell reads the cached answer only, so the top bar carries no request code.
 */
import { useQuery } from '@tanstack/react-query';
import type { UserSettings } from '../domain/userSettings';

export const USER_SETTINGS_QUERY = ['userSettings'] as const;

export function useUserSettingsData(): UserSettings | undefined {
  return useQuery<UserSettings>({ queryKey: USER_SETTINGS_QUERY, enabled: false, staleTime: Infinity }).data;
}
