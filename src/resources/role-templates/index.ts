/**
 * Role templates (SPEC 2 "role templates and a permissions screen", SPEC 6, SPEC 7
 * `api/access-rights/role-template`; issue 17): a named set of permissions that a merchant admin
 * applies to users, setting their permissions to the template's, so it holds a login permission as a user
 * must (SPEC 5). Kept beside the users, with their
 * access. A caller puts in only the permissions it holds (server/features/role-templates/role-template-hooks.ts);
 * applying is POST /<api>/:id/apply (server/features/role-templates/apply.ts), from the show page's button.
 */
import { ROLE_GROUPS } from '../../domain/roles';
import { loginPermissionRule } from '../../domain/validators/user';
import { defineResource } from '../../schema/define-resource';
import { PERMISSION_VALUES } from '../shared/permissions';

export default defineResource({
  name: 'role-templates',
  label: {
    one: { en: 'Role template', sv: 'Rollmall' },
    many: { en: 'Role templates', sv: 'Rollmallar' },
  },
  routes: ['/apps/setting/role-templates'],
  api: 'api/access-rights/role-template',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin, permissionKey: 'users' },
  representation: 'name',
  icon: 'AdminPanelSettings',
  menu: { group: 'settings', order: 61 },
  list: { sort: { field: 'name', order: 'ASC' } },
  views: { show: 'role-template-show' },
  // A template applied to users sets their permissions: without a login one, none of them could sign in.
  rules: [loginPermissionRule],
  fields: {
    name: {
      kind: 'text',
      label: { en: 'Name', sv: 'Namn' },
      helper: { en: 'E.g. Cashier or Store manager', sv: 'T.ex. Kassapersonal eller Butikschef' },
      required: true,
      minLength: 2,
      maxLength: 60,
      unique: 'organization',
      listed: true,
      sortable: true,
      searchable: true,
    },
    description: {
      kind: 'text',
      label: { en: 'Description', sv: 'Beskrivning' },
      maxLength: 200,
      listed: true,
    },
    permissions: {
      kind: 'enum',
      multiple: true,
      label: { en: 'Permissions', sv: 'Behörigheter' },
      helper: {
        en: 'The permissions users get when the template is applied to them',
        sv: 'Behörigheterna som användarna får när mallen tillämpas på dem',
      },
      required: true,
      listed: true,
      filterable: true,
      values: PERMISSION_VALUES,
    },
  },
});
