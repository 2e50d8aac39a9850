/** The loan offer's menu entry: its id is the `merchant-loan` feature flag's, which shows or hides it (SPEC 2). */
import type { MenuEntry } from '../../navigation/types';
import { LOAN_PATH, routeRequirement } from '../../routing/appRoutes';

export const menuEntries: readonly MenuEntry[] = [
  {
    id: 'merchant-loan',
    url: LOAN_PATH,
    title: 'loan.menu',
    icon: 'AccountBalance',
    group: 'merchant',
    order: 90,
    auth: routeRequirement(LOAN_PATH)?.roles ?? null,
    permissionKey: routeRequirement(LOAN_PATH)?.permissionKey ?? null,
  },
];
