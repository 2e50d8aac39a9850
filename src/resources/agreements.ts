/**
 * Agreements, the read side (SPEC 3 Lead/agreement; SPEC 4 agreement statuses): the leads list of the
 * sales, super, support and partner admin areas, the sales admin's landing page. A partner admin sees
 * only its partner's leads. Leads are written by the onboarding wizard and the agreement actions
 * (later work), so here they are listed and shown only; `created` and `updated` are the lead's own
 * dates as the leads service reports them.
 */
import {
  normalizeOrganizationNumber,
  organizationNumberRule,
} from '../domain/validators/organization-number';
import { defineResource } from '../schema/define-resource';

const AREAS = ['salesadmin', 'superadmin', 'supportadmin', 'partneradmin'] as const;

export default defineResource({
  name: 'agreements',
  label: { one: { en: 'Agreement', sv: 'Avtal' }, many: { en: 'Agreements', sv: 'Avtal' } },
  routes: AREAS.map((area) => ({ path: `/apps/${area}/agreements`, roles: [area] })),
  api: 'api/leads/3.0',
  scope: 'platform',
  access: { roles: AREAS, create: false, edit: false, delete: false },
  rowScope: {
    rules: [
      { roles: ['superadmin', 'supportadmin', 'salesadmin'], rows: 'all' },
      { roles: ['partneradmin'], rows: 'partner' },
    ],
    partner: 'partnerId',
  },
  representation: 'companyName',
  icon: 'Handshake',
  menu: { order: 50 },
  list: { sort: { field: 'updated', order: 'DESC' }, bulkDelete: false, export: true },
  fields: {
    leadId: {
      kind: 'text',
      label: { en: 'Lead id', sv: 'Lead-id' },
      required: true,
      maxLength: 20,
      unique: 'platform',
      listed: true,
      sortable: true,
      filterable: ['eq', 'startsWith'],
      searchable: true,
    },
    companyName: {
      kind: 'text',
      label: { en: 'Company name', sv: 'Företagsnamn' },
      required: true,
      maxLength: 100,
      listed: true,
      sortable: true,
      filterable: ['contains', 'startsWith'],
      searchable: true,
    },
    organizationNumber: {
      kind: 'text',
      label: { en: 'Organisation number', sv: 'Organisationsnummer' },
      required: true,
      maxLength: 13,
      rules: [organizationNumberRule],
      normalize: normalizeOrganizationNumber,
      listed: true,
      sortable: true,
      filterable: ['eq', 'startsWith'],
      searchable: true,
    },
    reference: {
      kind: 'text',
      label: { en: 'Reference', sv: 'Referens' },
      maxLength: 20,
      listed: true,
      sortable: true,
      filterable: ['eq', 'contains'],
      searchable: true,
    },
    status: {
      kind: 'enum',
      label: { en: 'Status', sv: 'Status' },
      required: true,
      chip: true,
      listed: true,
      sortable: true,
      filterable: true,
      values: {
        submitted: { label: { en: 'Submitted', sv: 'Inskickad' }, color: 'info' },
        waitingForSignature: {
          label: { en: 'Waiting for signature', sv: 'Väntar på signering' },
          color: 'warning',
        },
        needForSupplement: {
          label: { en: 'Need for supplement', sv: 'Behöver komplettering' },
          color: 'error',
        },
        supplementDocumentsSubmitted: {
          label: { en: 'Supplement documents submitted', sv: 'Kompletterande dokument inskickade' },
          color: 'secondary',
        },
        declined: { label: { en: 'Declined', sv: 'Avslagen' }, color: 'default' },
        done: { label: { en: 'Done', sv: 'Klar' }, color: 'success' },
      },
    },
    partnerId: {
      kind: 'reference',
      reference: 'partners',
      label: { en: 'Partner', sv: 'Partner' },
      required: true,
      listed: true,
      filterable: true,
    },
    created: {
      kind: 'datetime',
      label: { en: 'Created', sv: 'Skapad' },
      readOnly: true,
      listed: true,
      sortable: true,
      filterable: ['gt', 'lt'],
    },
    updated: {
      kind: 'datetime',
      label: { en: 'Updated', sv: 'Uppdaterad' },
      readOnly: true,
      listed: true,
      sortable: true,
      filterable: ['gt', 'lt'],
    },
  },
});
