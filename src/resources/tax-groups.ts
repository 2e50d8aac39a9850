/**
 * Tax groups: a product's VAT rate, with the dates rates change (DOMAIN.md: food VAT is 6 % from
 * 2026-04-01 to 2027-12-31 and 12 % before and after). Products show today's rate; reports use the rate
 * of a sale's date (src/domain/vat.ts). Settings area, beside the catalogue's 'products' permission.
 */
import { ROLE_GROUPS } from '../domain/roles';
import { distinctRateDatesRule } from '../domain/validators/catalogue';
import { rateOn, swedishToday } from '../domain/vat';
import { defineResource } from '../schema/define-resource';
import type { DatedRate } from '../domain/vat';

export default defineResource({
  name: 'tax-groups',
  label: { one: { en: 'Tax group', sv: 'Momsgrupp' }, many: { en: 'Tax groups', sv: 'Momsgrupper' } },
  routes: ['/apps/setting/TaxGroups'],
  api: 'api/catalog/taxgroup',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin, permissionKey: 'products' },
  representation: 'name',
  // Picked on a product by its name and today's rate (issue 39): "Livsmedel (12 %)".
  representationDetail: { field: 'currentRate', percent: true },
  icon: 'Percent',
  menu: { group: 'settings', order: 35 },
  list: { sort: { field: 'name', order: 'ASC' }, bulkDelete: true, export: true },
  rules: [distinctRateDatesRule],
  fields: {
    name: {
      kind: 'text',
      label: { en: 'Name', sv: 'Namn' },
      required: true,
      maxLength: 60,
      unique: 'organization',
      listed: true,
      sortable: true,
      filterable: ['contains', 'eq'],
      searchable: true,
    },
    rates: {
      kind: 'subRecords',
      label: { en: 'Rates', sv: 'Satser' },
      helper: {
        en: 'A rate applies from its date until the next rate starts; a rate without a date applies from the start',
        sv: 'En sats gäller från sitt datum tills nästa sats börjar; en sats utan datum gäller från början',
      },
      required: true,
      maxRows: 20,
      fields: {
        rate: { kind: 'percentage', label: { en: 'VAT %', sv: 'Moms %' }, required: true },
        validFrom: { kind: 'date', label: { en: 'Valid from', sv: 'Gäller från' } },
      },
    },
    currentRate: {
      kind: 'percentage',
      label: { en: 'VAT today', sv: 'Moms i dag' },
      listed: true,
      compute: (groups) => {
        const today = swedishToday();
        return groups.map((group) => rateOn((group.rates ?? []) as DatedRate[], today));
      },
    },
  },
});
