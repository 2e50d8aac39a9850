/** The files page's entry in the merchant group, for the role and the `files` permission its route asks. */
import type { MenuEntry } from '../../navigation/types';
import { FILES_PATH } from '../../domain/files';
import { routeRequirement } from '../../routing/appRoutes';

export const menuEntries: readonly MenuEntry[] = [
  {
    id: 'merchant-files',
    url: FILES_PATH,
    title: 'files.menu',
    icon: 'Description',
    group: 'merchant',
    order: 85,
    auth: routeRequirement(FILES_PATH)?.roles ?? null,
    permissionKey: routeRequirement(FILES_PATH)?.permissionKey ?? null,
  },
];
