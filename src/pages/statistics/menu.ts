/** The reports page and the sales statistics in the menu's reports group, for whom their routes admit. */
import type { MenuEntry } from '../../navigation/types';
import { REPORTS_PATH, routeRequirement, STATISTICS_PATH } from '../../routing/appRoutes';

const overview = `${STATISTICS_PATH}/overview`;

export const menuEntries: readonly MenuEntry[] = [
  {
    id: 'reports',
    url: REPORTS_PATH,
    title: 'reports.menu',
    icon: 'Assessment',
    group: 'reports',
    order: 0,
    exact: true,
    auth: routeRequirement(REPORTS_PATH)?.roles ?? null,
    permissionKey: routeRequirement(REPORTS_PATH)?.permissionKey ?? null,
  },
  {
    id: 'statistics',
    url: overview,
    title: 'statistics.menu',
    icon: 'BarChart',
    group: 'reports',
    order: 1,
    auth: routeRequirement(overview)?.roles ?? null,
    permissionKey: routeRequirement(overview)?.permissionKey ?? null,
  },
];
