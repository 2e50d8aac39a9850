/**
 * The SIE configuration (SPEC 2 "SIE configuration and export"; issue 15): one per organization, the
 * accounts a Z report's voucher posts to (src/domain/sie.ts): sales and output VAT per rate, tips and
 * öresavrundning, and the voucher series. What each payment method received goes to the payment
 * method's own GL account (payment methods). Reports area, 'reports' permission.
 */
import { ROLE_GROUPS } from '../domain/roles';
import { glAccountRule } from '../domain/validators/gl-account';
import { oneSieConfigurationRule, sieSeriesRule } from '../domain/validators/sie-settings';
import { defineResource } from '../schema/define-resource';
import type { ScalarField } from '../schema/types';

const account = (en: string, sv: string, example: string): ScalarField => ({
  kind: 'text',
  label: { en, sv },
  helper: { en: `4 digits, e.g. ${example}`, sv: `4 siffror, t.ex. ${example}` },
  maxLength: 4,
  rules: [glAccountRule],
});

export default defineResource({
  name: 'sie-settings',
  label: {
    one: { en: 'SIE configuration', sv: 'SIE-konfiguration' },
    many: { en: 'SIE configuration', sv: 'SIE-konfiguration' },
  },
  routes: ['/apps/merchant/sieSettings'],
  api: 'api/report/3.0/sie-settings',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin, permissionKey: 'reports', delete: false },
  representation: 'series',
  icon: 'AccountBalance',
  menu: { group: 'reports', order: 4 },
  list: { sort: { field: 'series', order: 'ASC' }, bulkDelete: false },
  collectionRules: [oneSieConfigurationRule],
  form: {
    tabs: [
      {
        label: { en: 'Sales and VAT', sv: 'Försäljning och moms' },
        fields: ['series', 'sales25', 'vat25', 'sales12', 'vat12', 'sales6', 'vat6', 'sales0'],
      },
      { label: { en: 'Other accounts', sv: 'Övriga konton' }, fields: ['tips', 'rounding'] },
    ],
  },
  fields: {
    series: {
      kind: 'text',
      label: { en: 'Voucher series', sv: 'Verifikationsserie' },
      helper: {
        en: 'One or two letters or digits; each payment method’s account is set on the payment method',
        sv: 'En eller två bokstäver eller siffror; varje betalsätts konto anges på betalsättet',
      },
      required: true,
      maxLength: 2,
      default: 'A',
      rules: [sieSeriesRule],
      listed: true,
      sortable: true,
    },
    sales25: { ...account('Sales, 25 % VAT', 'Försäljning, 25 % moms', '3001'), listed: true },
    vat25: account('Output VAT 25 %', 'Utgående moms 25 %', '2611'),
    sales12: account('Sales, 12 % VAT', 'Försäljning, 12 % moms', '3002'),
    vat12: account('Output VAT 12 %', 'Utgående moms 12 %', '2621'),
    sales6: account('Sales, 6 % VAT', 'Försäljning, 6 % moms', '3003'),
    vat6: account('Output VAT 6 %', 'Utgående moms 6 %', '2631'),
    sales0: account('Sales, VAT exempt', 'Försäljning, momsfri', '3004'),
    tips: account('Tips', 'Dricks', '2890'),
    rounding: account('Rounding', 'Öresavrundning', '3740'),
  },
});
