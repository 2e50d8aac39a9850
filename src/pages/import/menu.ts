/** The import and export page's entry in the settings group, for the roles and permission its route asks. */
import type { MenuEntry } from '../../navigation/types';
import { routeRequirement } from '../../routing/appRoutes';

export const IMPORT_PATH = '/apps/setting/Import';

export const menuEntries: readonly MenuEntry[] = [
  {
    id: 'import',
    url: IMPORT_PATH,
    title: 'pages.import.menu',
    icon: 'ImportExport',
    group: 'settings',
    order: 90,
    auth: routeRequirement(IMPORT_PATH)?.roles ?? null,
    permissionKey: routeRequirement(IMPORT_PATH)?.permissionKey ?? null,
  },
];
