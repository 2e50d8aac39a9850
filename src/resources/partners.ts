/**
 * Partners (SPEC 6: "Partners can onboard merchants"; token claim partnerId): the reference target of
 * organizations and agreements, listed for the internal admins; a partner admin sees only its own
 * partner, a merchant user its organization's (server/features/organizations/partner-hooks.ts). A super admin keeps a partner's account and tier in the CRM service, which an agreement's
 * sync needs (SPEC 8: "no partner account / partner tier found"). A super admin adds partners; the
 * super and support admins find them in their menus (a partner admin's and a sales admin's areas keep
 * their routes for lookups, without an entry: SPEC 2 lists their menus).
 */
import { crmAccountIdRule, normalizeCrmAccountId } from '../domain/validators/crm';
import { defineResource } from '../schema/define-resource';

export default defineResource({
  name: 'partners',
  label: { one: { en: 'Partner', sv: 'Partner' }, many: { en: 'Partners', sv: 'Partner' } },
  routes: [
    { path: '/apps/superadmin/partners', roles: ['superadmin'] },
    { path: '/apps/supportadmin/partners', roles: ['supportadmin'] },
    { path: '/apps/partneradmin/partners', roles: ['partneradmin'], menu: false },
    { path: '/apps/salesadmin/partners', roles: ['salesadmin'], menu: false },
    { path: '/apps/associate/partners', roles: ['associate'], menu: false },
  ],
  api: 'api/backstage/3.0/partner',
  scope: 'platform',
  // A merchant admin reads partner names too: its organization page shows its partner.
  access: {
    roles: ['superadmin', 'supportadmin', 'partneradmin', 'salesadmin', 'associate', 'admin'],
    create: { roles: ['superadmin'] },
    edit: { roles: ['superadmin'] },
    delete: false,
  },
  rowScope: {
    rules: [
      { roles: ['superadmin', 'supportadmin', 'salesadmin'], rows: 'all' },
      { roles: ['partneradmin'], rows: 'partner' },
      { roles: ['associate'], rows: 'partnerIfAny' },
      { roles: ['admin'], rows: 'all' },
    ],
    partner: 'id',
  },
  representation: 'name',
  icon: 'Handshake',
  menu: { order: 15 },
  list: { sort: { field: 'name', order: 'ASC' }, bulkDelete: false },
  fields: {
    name: {
      kind: 'text',
      label: { en: 'Name', sv: 'Namn' },
      required: true,
      maxLength: 100,
      unique: 'platform',
      listed: true,
      sortable: true,
      filterable: true,
      searchable: true,
    },
    crmAccountId: {
      kind: 'text',
      label: { en: 'CRM account id', sv: 'CRM-konto-id' },
      helper: {
        en: '15 or 18 letters or digits; kept in its 18-character form',
        sv: '15 eller 18 bokstäver eller siffror; sparas i sin form med 18 tecken',
      },
      maxLength: 18,
      rules: [crmAccountIdRule],
      // One account's 15- and 18-character forms are one value: stored in the 18-character form.
      normalize: normalizeCrmAccountId,
      unique: 'platform',
      listed: true,
    },
    mayOnboard: {
      kind: 'boolean',
      label: { en: 'May onboard merchants', sv: 'Får ansluta handlare' },
      helper: {
        en: 'Its partner admins see and make agreements (the agreements menu entry)',
        sv: 'Partnerns administratörer ser och gör avtal (menyvalet Avtal)',
      },
      default: true,
      listed: true,
      filterable: true,
    },
    tier: {
      kind: 'enum',
      label: { en: 'Partner tier', sv: 'Partnernivå' },
      listed: true,
      filterable: true,
      values: {
        gold: { label: { en: 'Gold', sv: 'Guld' } },
        silver: { label: { en: 'Silver', sv: 'Silver' } },
        bronze: { label: { en: 'Bronze', sv: 'Brons' } },
      },
    },
  },
});
