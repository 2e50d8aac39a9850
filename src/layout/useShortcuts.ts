/** The signed-in user's pinned screens (src/navigation/shortcuts.ts) and pinning one, kept on the API. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { MAX_SHORTCUTS, type UserSettings } from '../domain/userSettings';
import { shortcutScreens, toggledShortcut } from '../navigation/shortcuts';
import type { NavItem } from '../navigation/types';
import { useNavigationFor } from '../navigation/useNavigation';
import { saveUserSettings } from '../providers/userSettings';
import type { SessionView } from './sessionView';
import { USER_SETTINGS_QUERY, useUserSettingsData } from './userSettingsQuery';

export function useShortcuts(view: Pick<SessionView, 'roles' | 'permissions'>) {
  const navigation = useNavigationFor(view);
  const pinned = useUserSettingsData()?.shortcuts ?? [];
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { mutate } = useMutation({
    mutationFn: (shortcuts: string[]) => saveUserSettings({ shortcuts }),
    onSuccess: (saved: UserSettings) => queryClient.setQueryData(USER_SETTINGS_QUERY, saved),
    onError: () => notify('personal.settings.saveFailed', { type: 'warning' }),
  });
  return {
    navigation,
    screens: shortcutScreens(navigation, pinned),
    isPinned: (path: string) => pinned.includes(path),
    toggle: (screen: NavItem) => {
      if (!screen.url) return;
      const next = toggledShortcut(pinned, screen.url);
      if (next.length > MAX_SHORTCUTS)
        notify('personal.shortcuts.full', { type: 'warning', messageArgs: { max: MAX_SHORTCUTS } });
      else mutate(next);
    },
  };
}
