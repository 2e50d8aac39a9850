/** The profile page in the top bar's profile menu, for the roles its route admits. */
import type { MenuEntry } from '../../navigation/types';
import { routeRequirement } from '../../routing/appRoutes';

export const userMenuEntries: readonly MenuEntry[] = [
  {
    id: 'profile',
    url: '/profile',
    title: 'shell.user.profile',
    icon: 'Person',
    group: 'main',
    auth: routeRequirement('/profile')?.roles ?? null,
  },
];
