/** A minimal resource for the engine's tests: "things" of a merchant, with a name. */
import { ROLE_GROUPS } from '../../domain/roles';

export const THINGS = {
  name: 'things',
  label: { one: { en: 'Thing', sv: 'Sak' }, many: { en: 'Things', sv: 'Saker' } },
  routes: ['/apps/merchant/things'],
  api: 'api/things',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin },
  representation: 'name',
  fields: { name: { kind: 'text', label: { en: 'Name', sv: 'Namn' } } },
} as const;
