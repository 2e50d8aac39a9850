import { ROLE_GROUPS } from '../../domain/roles';
import type { MenuEntry } from '../../navigation/types';
import { FEATURES_PATH } from '../../layout/shellRules';

export const menuEntries: MenuEntry[] = [
  {
    id: 'superadmin-features',
    url: FEATURES_PATH,
    title: 'shell.nav.items.features',
    icon: 'Flag',
    group: 'superadmin',
    order: 100,
    auth: ROLE_GROUPS.superadmin,
  },
];
