/**
 * Accounting integrations (SPEC 1, 2 `/apps/settings/Integration`, 5, 8; issue 17): the organization's
 * connection to one of three accounting providers, and how its books map our data. Made with the
 * provider, client id and customer API URL; the show page connects it (the client secret and the
 * provider's authorization-code step, server/features/integrations/connect.ts), runs a sync, and links its
 * history (integration-syncs). The mapping is on the form: GL accounts per payment method and per tax
 * group, tips and rounding, our voucher series and the provider's, and what is not synced at all.
 */
import {
  ACCOUNTING_PROVIDERS,
  clientCredentialRule,
  CREDENTIAL_MAX_LENGTH,
  providerSeriesRule,
  SYNC_ENTITIES,
  SYNC_ENTITY_LABELS,
  voucherSeriesRule,
} from '../../domain/accounting';
import { ROLE_GROUPS } from '../../domain/roles';
import { httpsUrlRule } from '../../domain/validators/contact';
import { glAccountRule } from '../../domain/validators/gl-account';
import { defineResource } from '../../schema/define-resource';
import type { ScalarField } from '../../schema/types';

const account = (en: string, sv: string, example: string, required = false): ScalarField => ({
  kind: 'text',
  label: { en, sv },
  helper: { en: `4 digits, e.g. ${example}`, sv: `4 siffror, t.ex. ${example}` },
  required,
  maxLength: 4,
  rules: [glAccountRule],
});

export default defineResource({
  name: 'integrations',
  label: {
    one: { en: 'Integration', sv: 'Integration' },
    many: { en: 'Integrations', sv: 'Integrationer' },
  },
  routes: ['/apps/settings/Integration'],
  api: 'api/integrations',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin, permissionKey: 'integrations' },
  representation: 'providerName',
  icon: 'Extension',
  menu: { group: 'settings', order: 70 },
  list: { sort: { field: 'provider', order: 'ASC' }, bulkDelete: false },
  views: { show: 'integration-show' },
  form: {
    tabs: [
      {
        label: { en: 'Connection', sv: 'Anslutning' },
        fields: ['provider', 'clientId', 'customerApiUrl'],
      },
      {
        label: { en: 'Accounts', sv: 'Konton' },
        fields: ['paymentAccounts', 'taxAccounts', 'tipsAccount', 'roundingAccount'],
      },
      {
        label: { en: 'Vouchers and sync', sv: 'Verifikationer och synk' },
        fields: ['voucherSeries', 'providerVoucherSeries', 'syncDisabled'],
      },
    ],
  },
  fields: {
    provider: {
      kind: 'enum',
      label: { en: 'Accounting provider', sv: 'Bokföringssystem' },
      required: true,
      unique: 'organization',
      edit: false,
      listed: true,
      sortable: true,
      values: Object.fromEntries(
        Object.entries(ACCOUNTING_PROVIDERS).map(([key, { name }]) => [
          key,
          { label: { en: name, sv: name } },
        ]),
      ),
    },
    providerName: {
      kind: 'text',
      label: { en: 'Name', sv: 'Namn' },
      show: false,
      compute: (records) =>
        records.map((r) =>
          typeof r.provider === 'string' && r.provider in ACCOUNTING_PROVIDERS
            ? ACCOUNTING_PROVIDERS[r.provider as keyof typeof ACCOUNTING_PROVIDERS].name
            : null,
        ),
    },
    status: {
      kind: 'enum',
      label: { en: 'Status', sv: 'Status' },
      required: true,
      default: 'notConnected',
      readOnly: true,
      chip: true,
      listed: true,
      filterable: true,
      values: {
        notConnected: { label: { en: 'Not connected', sv: 'Ej ansluten' }, color: 'default' },
        authorizing: { label: { en: 'Awaiting authorization', sv: 'Väntar på godkännande' }, color: 'info' },
        connected: { label: { en: 'Connected', sv: 'Ansluten' }, color: 'success' },
        failed: { label: { en: 'Authorization failed', sv: 'Godkännandet misslyckades' }, color: 'error' },
      },
    },
    clientId: {
      kind: 'text',
      label: { en: 'Client id', sv: 'Klient-id' },
      helper: {
        en: 'From the provider’s developer portal',
        sv: 'Från bokföringssystemets utvecklarportal',
      },
      required: true,
      maxLength: CREDENTIAL_MAX_LENGTH,
      rules: [clientCredentialRule],
      listed: true,
    },
    customerApiUrl: {
      kind: 'url',
      label: { en: 'Customer API URL', sv: 'Kund-API-adress' },
      helper: { en: 'https:// address of your company’s API', sv: 'https://-adress till företagets API' },
      required: true,
      maxLength: 300,
      rules: [httpsUrlRule],
    },
    connectedAt: {
      kind: 'datetime',
      label: { en: 'Connected', sv: 'Ansluten sedan' },
      readOnly: true,
      listed: true,
    },
    paymentAccounts: {
      kind: 'subRecords',
      label: { en: 'Account per payment method', sv: 'Konto per betalsätt' },
      helper: {
        en: 'A payment method not listed posts to the account on the payment method',
        sv: 'Ett betalsätt som inte står här bokförs på betalsättets eget konto',
      },
      maxRows: 50,
      fields: {
        paymentMethod: {
          kind: 'reference',
          reference: 'payment-methods',
          label: { en: 'Payment method', sv: 'Betalsätt' },
          required: true,
        },
        account: account('Account', 'Konto', '1580', true),
      },
    },
    taxAccounts: {
      kind: 'subRecords',
      label: { en: 'Accounts per tax group', sv: 'Konton per momsgrupp' },
      maxRows: 20,
      fields: {
        taxGroup: {
          kind: 'reference',
          reference: 'tax-groups',
          label: { en: 'Tax group', sv: 'Momsgrupp' },
          required: true,
        },
        salesAccount: account('Sales account', 'Försäljningskonto', '3001', true),
        vatAccount: account('Output VAT account', 'Konto för utgående moms', '2611'),
      },
    },
    tipsAccount: account('Tips', 'Dricks', '2890'),
    roundingAccount: account('Rounding', 'Öresavrundning', '3740'),
    voucherSeries: {
      kind: 'text',
      label: { en: 'Our voucher series', sv: 'Vår verifikationsserie' },
      helper: { en: 'One or two letters or digits', sv: 'En eller två bokstäver eller siffror' },
      required: true,
      default: 'K',
      maxLength: 2,
      rules: [voucherSeriesRule],
    },
    providerVoucherSeries: {
      kind: 'text',
      label: { en: 'Provider’s voucher series', sv: 'Bokföringssystemets verifikationsserie' },
      helper: { en: 'At most 10 letters or digits', sv: 'Högst 10 bokstäver eller siffror' },
      maxLength: 10,
      rules: [providerSeriesRule],
    },
    syncDisabled: {
      kind: 'enum',
      multiple: true,
      label: { en: 'Not synced', sv: 'Synkas inte' },
      helper: {
        en: 'What this integration never sends to the provider',
        sv: 'Det som den här integrationen aldrig skickar till bokföringssystemet',
      },
      values: Object.fromEntries(
        SYNC_ENTITIES.map((entity) => [entity, { label: SYNC_ENTITY_LABELS[entity] }]),
      ),
    },
  },
});
