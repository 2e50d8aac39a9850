/**
 * Organizations (SPEC 3: name, organization number, partner, status, customer flag, logo; SPEC 5:
 * corporate number with checksum, logo PNG by header bytes under 2 MB; SPEC 6: moving to another
 * partner needs a confirmation). One definition in the super, support and partner admin areas, and
 * the merchant's own organization in its settings, where its admin changes all but the number, the
 * partner, the status and the customer flag. Each organization is its own tenant: its record's
 * id is the organization id the rest of the platform is scoped by.
 */
import {
  normalizeOrganizationNumber,
  organizationNumberRule,
} from '../../domain/validators/organization-number';
import { defineResource } from '../../schema/define-resource';

const INTERNAL = ['superadmin', 'supportadmin', 'partneradmin'] as const;

export default defineResource({
  name: 'organizations',
  label: {
    one: { en: 'Organization', sv: 'Organisation' },
    many: { en: 'Organizations', sv: 'Organisationer' },
  },
  routes: [
    { path: '/apps/superadmin/organizations', roles: ['superadmin'] },
    { path: '/apps/supportadmin/organizations', roles: ['supportadmin'] },
    { path: '/apps/partneradmin/organizations', roles: ['partneradmin'] },
    {
      path: '/apps/setting/Organization',
      roles: ['admin'],
      permissionKey: 'organization',
      menuGroup: 'settings',
      label: {
        one: { en: 'Organization', sv: 'Organisation' },
        many: { en: 'Organization', sv: 'Organisation' },
      },
      ownOrganization: 'id',
    },
  ],
  api: 'api/organization',
  scope: 'platform',
  access: {
    roles: [...INTERNAL, 'admin'],
    create: { roles: INTERNAL },
    // A merchant admin edits its own organization's name, logo and contact details (writeRoles below).
    edit: { roles: [...INTERNAL, 'admin'] },
    // Organizations are closed by their status; removing one would orphan its stores, users and orders.
    delete: false,
  },
  rowScope: {
    rules: [
      { roles: ['superadmin', 'supportadmin'], rows: 'all' },
      { roles: ['partneradmin'], rows: 'partner' },
      { roles: ['admin'], rows: 'organization' },
    ],
    partner: 'partnerId',
    organization: 'id',
  },
  // Blocking stops every member's sign-in and requests at once (server/auth); only these steps move a
  // status into or out of "blocked" (server/features/organizations/organization-hooks.ts).
  actions: {
    block: {
      field: 'status',
      from: ['onboarding', 'active', 'inactive'],
      to: 'blocked',
      access: { roles: ['superadmin'] },
      label: { en: 'Block', sv: 'Spärra' },
      done: { en: 'The organization is blocked', sv: 'Organisationen är spärrad' },
      confirm: {
        en: 'Block the organization? Its users are signed out and cannot sign in until it is unblocked.',
        sv: 'Spärra organisationen? Dess användare loggas ut och kan inte logga in förrän spärren hävs.',
      },
    },
    unblock: {
      field: 'status',
      from: ['blocked'],
      to: 'active',
      access: { roles: ['superadmin'] },
      label: { en: 'Unblock', sv: 'Häv spärren' },
      done: { en: 'The organization is active again', sv: 'Organisationen är aktiv igen' },
    },
  },
  views: { show: 'organization-show' },
  representation: 'name',
  icon: 'Business',
  menu: { order: 10 },
  list: {
    sort: { field: 'name', order: 'ASC' },
    bulkDelete: false,
    export: true,
    rowActions: ['work-in-organization'],
  },
  fields: {
    name: {
      kind: 'text',
      label: { en: 'Name', sv: 'Namn' },
      required: true,
      minLength: 2,
      maxLength: 100,
      listed: true,
      sortable: true,
      filterable: ['contains', 'startsWith', 'eq'],
      searchable: true,
    },
    organizationNumber: {
      kind: 'text',
      writeRoles: INTERNAL,
      label: { en: 'Organisation number', sv: 'Organisationsnummer' },
      helper: { en: '10 digits, e.g. 556812-3458', sv: '10 siffror, t.ex. 556812-3458' },
      required: true,
      maxLength: 13,
      rules: [organizationNumberRule],
      normalize: normalizeOrganizationNumber,
      unique: 'platform',
      listed: true,
      sortable: true,
      filterable: ['eq', 'startsWith'],
      searchable: true,
    },
    partnerId: {
      kind: 'reference',
      writeRoles: INTERNAL,
      reference: 'partners',
      label: { en: 'Partner', sv: 'Partner' },
      helper: {
        en: 'Moving the organization to another partner asks for confirmation',
        sv: 'Att flytta organisationen till en annan partner kräver en bekräftelse',
      },
      required: true,
      listed: true,
      filterable: true,
      component: 'partner-move-confirmation',
    },
    status: {
      kind: 'enum',
      writeRoles: INTERNAL,
      label: { en: 'Status', sv: 'Status' },
      required: true,
      default: 'onboarding',
      chip: true,
      listed: true,
      filterable: true,
      sortable: true,
      values: {
        onboarding: { label: { en: 'Onboarding', sv: 'Under uppstart' }, color: 'info' },
        active: { label: { en: 'Active', sv: 'Aktiv' }, color: 'success' },
        inactive: { label: { en: 'Inactive', sv: 'Inaktiv' }, color: 'default' },
        blocked: { label: { en: 'Blocked', sv: 'Spärrad' }, color: 'error' },
      },
    },
    isCustomer: {
      kind: 'boolean',
      writeRoles: INTERNAL,
      label: { en: 'Customer', sv: 'Kund' },
      helper: { en: 'The organization is a paying customer', sv: 'Organisationen är betalande kund' },
      default: false,
      listed: true,
      filterable: true,
    },
    logo: {
      kind: 'image',
      label: { en: 'Logo', sv: 'Logotyp' },
      helper: { en: 'PNG, at most 2 MB', sv: 'PNG, högst 2 MB' },
      accept: ['image/png'],
      maxBytes: 2 * 1024 * 1024,
    },
    email: { kind: 'email', label: { en: 'Email', sv: 'E-post' }, searchable: true },
    address: { kind: 'text', label: { en: 'Address', sv: 'Adress' }, maxLength: 200 },
    postalCode: { kind: 'text', label: { en: 'Postal code', sv: 'Postnummer' }, maxLength: 8 },
    city: {
      kind: 'text',
      label: { en: 'City', sv: 'Ort' },
      maxLength: 100,
      listed: true,
      sortable: true,
      filterable: true,
      searchable: true,
    },
  },
});
