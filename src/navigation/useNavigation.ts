/** The menu the current user sees: contributed entries, grouped, then filtered by filterNavigation. */
import { useMemo } from 'react';
import { useFeatureFlags } from '../featureFlags/useFeatureFlags';
import type { SessionView } from '../layout/sessionView';
import { useSessionView } from '../layout/useSessionView';
import { buildNavigation } from './build';
import { contributedMenuEntries } from './contributions';
import { filterNavigation } from './filter';
import { markMoved, parseMovedEntries } from './moved';
import type { NavItem } from './types';

const navigation = buildNavigation(
  markMoved(contributedMenuEntries(), parseMovedEntries(import.meta.env.VITE_MOVED_ENTRIES)),
);

export function useNavigation(): NavItem[] {
  return useNavigationFor(useSessionView());
}

/**
 * The menu for a session already read: the shell's menu takes the shell's, and so reads no
 * react-admin auth hook of its own (usePermissions re-renders its caller with every route render).
 */
export function useNavigationFor({
  roles,
  permissions,
}: Pick<SessionView, 'roles' | 'permissions'>): NavItem[] {
  const { flags } = useFeatureFlags();
  const rolesKey = roles.join(',');
  const permissionsKey = permissions.join(',');
  return useMemo(
    () =>
      filterNavigation(navigation, {
        roles: rolesKey.split(',').filter(Boolean),
        permissions: permissionsKey.split(',').filter(Boolean),
        flags,
      }),
    [rolesKey, permissionsKey, flags],
  );
}
