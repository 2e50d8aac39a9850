/** The API reference in the menu's developer group, for whom its route admits (super admins). */
import type { MenuEntry } from '../../navigation/types';
import { apiReferenceRoute } from './route';

export const menuEntries: readonly MenuEntry[] = [
  {
    id: 'developer-api',
    url: apiReferenceRoute.path,
    title: 'apiReference.menu',
    icon: 'Description',
    group: 'developer',
    order: 20,
    auth: apiReferenceRoute.roles,
  },
];
