/**
 * A partner's licences (SPEC 2 "partner leads, agreements and licenses"; issue 40): the licences of
 * every organization whose partner is the partner admin's, read from the licences' records. The row
 * scope reaches the partner through the licence's organization; the licences themselves are kept in
 * each merchant's own area (./licenses.ts), so this view changes nothing.
 */
import { defineResource, ORGANIZATION_PARTNER } from '../schema/define-resource';
import { LICENCE_STATUS } from './shared/licence-status';

export default defineResource({
  name: 'partner-licenses',
  label: { one: { en: 'Licence', sv: 'Licens' }, many: { en: 'Licences', sv: 'Licenser' } },
  routes: [{ path: '/apps/partneradmin/licenses', roles: ['partneradmin'] }],
  api: 'api/licenses/3.0/partner',
  scope: 'platform',
  storage: 'licenses',
  access: { roles: ['partneradmin'], create: false, edit: false, delete: false },
  rowScope: { rules: [{ roles: ['partneradmin'], rows: 'partner' }], partner: ORGANIZATION_PARTNER },
  representation: 'licenseKey',
  icon: 'Key',
  menu: { order: 45 },
  list: { sort: { field: 'validUntil', order: 'ASC' }, bulkDelete: false, export: true },
  fields: {
    organization: {
      kind: 'reference',
      reference: 'organizations',
      recordOrganization: true,
      readOnly: true,
      label: { en: 'Organization', sv: 'Organisation' },
      listed: true,
      filterable: ['eq'],
    },
    licenseKey: {
      kind: 'text',
      label: { en: 'Licence key', sv: 'Licensnyckel' },
      required: true,
      maxLength: 40,
      listed: true,
      sortable: true,
      filterable: ['eq', 'startsWith'],
    },
    name: {
      kind: 'text',
      label: { en: 'Licence', sv: 'Licens' },
      required: true,
      maxLength: 100,
      listed: true,
      sortable: true,
    },
    status: LICENCE_STATUS,
    validUntil: {
      kind: 'date',
      label: { en: 'Valid until', sv: 'Giltig till' },
      required: true,
      listed: true,
      sortable: true,
    },
    issuedBy: {
      kind: 'text',
      label: { en: 'Created by', sv: 'Skapad av' },
      maxLength: 100,
      listed: true,
    },
  },
});
