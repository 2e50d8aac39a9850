/**
 * The contracts an agreement makes (SPEC 1: card acquiring, online checkout, the product's own contract;
 * SPEC 4 "Resubmitting annuls the earlier agreement. Deleting a lead annuls all its contracts."). The API
 * writes them as the agreement moves (server/features/onboarding/agreement-hooks.ts): one per included type when
 * it is submitted, signed with it, annulled when it is submitted again, declined or its lead deleted.
 * A contract outlives its lead, so it keeps the lead's id and company as they were. Read-only here.
 */
import { AGREEMENT_AREAS as AREAS, PARTNER_ROWS } from './shared/agreement-areas';
import { defineResource } from '../schema/define-resource';
import { CONTRACT_FIELDS } from './shared/contract-fields';

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
  fields: CONTRACT_FIELDS,
});
