/** The dashboard's menu entry, shown to the roles its route admits. */
import type { MenuEntry } from '../../navigation/types';
import { routeRequirement } from '../../routing/appRoutes';

export const menuEntries: readonly MenuEntry[] = [
  {
    id: 'dashboard',
    url: '/dashboard',
    title: 'shell.nav.items.dashboard',
    icon: 'Dashboard',
    group: 'main',
    order: 0,
    exact: true,
    auth: routeRequirement('/dashboard')?.roles ?? null,
  },
];
