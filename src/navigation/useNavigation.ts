/** The menu the current user sees: contributed entries, grouped, then filtered by filterNavigation. */
import { useMemo } from 'react';
import { useFeatureFlags } from '../featureFlags/useFeatureFlags';
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
  const { roles, permissions } = useSessionView();
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
