/**
 * The card-acquiring agreements (SPEC 1 "a card-acquiring agreement with a payment provider"; SPEC 7
 * `api/organization/3.0/acquiring-agreement`): the contracts of type acquiring, read as the contracts
 * are (src/resources/contracts.ts), by the same admins and rows. No menu entry: the contracts list shows
 * them beside the others; this is the API family and the page a link to one opens.
 */
import { AGREEMENT_AREAS as AREAS, PARTNER_ROWS } from './shared/agreement-areas';
import { CONTRACT_FIELDS } from './shared/contract-fields';
import { defineResource } from '../schema/define-resource';

export default defineResource({
  name: 'acquiring-agreements',
  label: {
    one: { en: 'Card-acquiring agreement', sv: 'Inlösenavtal' },
    many: { en: 'Card-acquiring agreements', sv: 'Inlösenavtal' },
  },
  routes: AREAS.map((area) => ({ path: `/apps/${area}/acquiring-agreements`, roles: [area], menu: false })),
  api: 'api/organization/3.0/acquiring-agreement',
  scope: 'platform',
  storage: 'contracts',
  fixedFilter: { type: 'acquiring' },
  access: { roles: AREAS, create: false, edit: false, delete: false },
  rowScope: PARTNER_ROWS,
  representation: 'leadId',
  icon: 'Description',
  list: { sort: { field: 'created', order: 'DESC' }, bulkDelete: false, export: true },
  fields: CONTRACT_FIELDS,
});
