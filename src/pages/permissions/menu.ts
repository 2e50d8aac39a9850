/** The permissions screen's entry in the settings group, for the role and permission its route asks. */
import type { MenuEntry } from '../../navigation/types';
import { PERMISSIONS_PATH, routeRequirement } from '../../routing/appRoutes';

export const menuEntries: readonly MenuEntry[] = [
  {
    id: 'permissions',
    url: PERMISSIONS_PATH,
    title: 'permissionsPage.menu',
    icon: 'Key',
    group: 'settings',
    order: 62,
    auth: routeRequirement(PERMISSIONS_PATH)?.roles ?? null,
    permissionKey: routeRequirement(PERMISSIONS_PATH)?.permissionKey ?? null,
  },
];
