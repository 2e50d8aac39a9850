/** The menu's groups, in display order, with who may see them (SPEC 6 "Rules"). */
import { ROLE_GROUPS } from '../domain/roles';
import type { NavGroupId } from './types';

export interface NavGroupDefinition {
  id: NavGroupId;
  /** Message key; 'main' has no heading. */
  title?: string;
  auth?: readonly string[];
}

export const NAV_GROUPS: readonly NavGroupDefinition[] = [
  { id: 'main' },
  { id: 'merchant', title: 'shell.nav.groups.merchant', auth: ROLE_GROUPS.admin },
  { id: 'reports', title: 'shell.nav.groups.reports', auth: ROLE_GROUPS.admin },
  { id: 'settings', title: 'shell.nav.groups.settings', auth: ROLE_GROUPS.admin },
  { id: 'superadmin', title: 'shell.nav.groups.superadmin', auth: ROLE_GROUPS.superadmin },
  { id: 'supportadmin', title: 'shell.nav.groups.supportadmin', auth: ROLE_GROUPS.supportadmin },
  { id: 'partneradmin', title: 'shell.nav.groups.partneradmin', auth: ROLE_GROUPS.partneradmin },
  { id: 'salesadmin', title: 'shell.nav.groups.salesadmin', auth: ROLE_GROUPS.salesadmin },
  { id: 'associate', title: 'shell.nav.groups.associate', auth: ROLE_GROUPS.associate },
  { id: 'developer', title: 'shell.nav.groups.developer', auth: ROLE_GROUPS.superadmin },
];
