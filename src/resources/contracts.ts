/**
 * The contracts an agreement makes (SPEC 1: card acquiring, online checkout, the product's own contract;
 * SPEC 4 "Resubmitting annuls the earlier agreement. Deleting a lead annuls all its contracts."). The API
 * writes them as the agreement moves (server/features/onboarding/agreement-hooks.ts): one per included type when
 * it is submitted, signed with it, annulled when it is submitted again, declined or its lead deleted.
 * A contract outlives its lead, so it keeps the lead's id and company as they were. Read-only here.
 */
import { AGREEMENT_AREAS as AREAS, PARTNER_ROWS } from './shared/agreement-areas';
import { defineResource } from '../schema/define-resource';

export default defineResource({
  name: 'contracts',
  label: { one: { en: 'Contract', sv: 'Kontrakt' }, many: { en: 'Contracts', sv: 'Kontrakt' } },
  routes: AREAS.map((area) => ({ path: `/apps/${area}/contracts`, roles: [area] })),
  api: 'api/organization/3.0/contract',
  scope: 'platform',
  access: { roles: AREAS, create: false, edit: false, delete: false },
  rowScope: PARTNER_ROWS,
  representation: 'leadId',
  icon: 'Description',
  menu: { order: 51 },
  list: { sort: { field: 'created', order: 'DESC' }, bulkDelete: false, export: true },
  fields: {
    leadId: {
      kind: 'text',
      label: { en: 'Lead id', sv: 'Lead-id' },
      required: true,
      maxLength: 20,
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
      searchable: true,
    },
    organizationNumber: {
      kind: 'text',
      label: { en: 'Organisation number', sv: 'Organisationsnummer' },
      required: true,
      maxLength: 13,
      listed: true,
      searchable: true,
    },
    partnerId: {
      kind: 'reference',
      reference: 'partners',
      label: { en: 'Partner', sv: 'Partner' },
      required: true,
      listed: true,
      filterable: true,
    },
    type: {
      kind: 'enum',
      label: { en: 'Contract', sv: 'Kontrakt' },
      required: true,
      listed: true,
      filterable: true,
      values: {
        acquiring: { label: { en: 'Card acquiring', sv: 'Kortinlösen' } },
        checkout: { label: { en: 'Online checkout', sv: 'Onlinekassa' } },
        product: { label: { en: 'Product contract', sv: 'Produktavtal' } },
      },
    },
    contractVersion: {
      kind: 'text',
      label: { en: 'Version', sv: 'Version' },
      maxLength: 10,
      listed: true,
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
        pending: { label: { en: 'Awaiting signature', sv: 'Inväntar signering' }, color: 'warning' },
        signed: { label: { en: 'Signed', sv: 'Signerat' }, color: 'success' },
        annulled: { label: { en: 'Annulled', sv: 'Annullerat' }, color: 'default' },
      },
    },
    annulledReason: {
      kind: 'enum',
      label: { en: 'Annulled because', sv: 'Annullerat eftersom' },
      listed: true,
      filterable: true,
      values: {
        resubmitted: {
          label: { en: 'The agreement was submitted again', sv: 'Avtalet skickades in igen' },
        },
        declined: { label: { en: 'The agreement was declined', sv: 'Avtalet avslogs' } },
        leadDeleted: { label: { en: 'The lead was deleted', sv: 'Leadet raderades' } },
      },
    },
    created: {
      kind: 'datetime',
      label: { en: 'Created', sv: 'Skapat' },
      required: true,
      listed: true,
      sortable: true,
      filterable: ['gt', 'lt'],
    },
    signedAt: { kind: 'datetime', label: { en: 'Signed', sv: 'Signerat' }, listed: true, sortable: true },
    annulledAt: { kind: 'datetime', label: { en: 'Annulled', sv: 'Annullerat' }, sortable: true },
  },
});
