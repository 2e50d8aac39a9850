/**
 * Web ordering of a store (SPEC 1, SPEC 3 Store "web order settings", SPEC 9; issue 14): whether guests
 * order online, the sections and tables they order to (each with its QR code, on the record's page),
 * quick choices of preparation time, tipping, pre-orders and the open return policy. One record per store.
 */
import { ROLE_GROUPS } from '../../domain/roles';
import {
  DEFAULT_OPEN_RETURN_DAYS,
  MAX_TABLE,
  MIN_TABLE,
  orderingUrl,
  webOrderingNeedsSubdomainRule,
  webOrderingRule,
} from '../../domain/web-ordering';
import { defineResource } from '../../schema/define-resource';

const minutes = (n: number) => ({ label: { en: `${n} min`, sv: `${n} min` } });

export default defineResource({
  name: 'web-ordering',
  label: {
    one: { en: 'Web ordering', sv: 'Webbeställning' },
    many: { en: 'Web ordering', sv: 'Webbeställning' },
  },
  routes: ['/apps/setting/WebOrdering'],
  api: 'api/store/3.0/web-order-settings',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin, permissionKey: 'stores' },
  representation: 'storeName',
  icon: 'QrCode2',
  menu: { group: 'settings', order: 12 },
  list: { sort: { field: 'store', order: 'ASC' } },
  views: { show: 'web-ordering-show' },
  rules: [webOrderingRule],
  collectionRules: [webOrderingNeedsSubdomainRule],
  fields: {
    store: {
      kind: 'reference',
      reference: 'stores',
      label: { en: 'Store', sv: 'Butik' },
      required: true,
      unique: 'organization',
      sortable: true,
      filterable: true,
    },
    storeName: {
      kind: 'text',
      label: { en: 'Store', sv: 'Butik' },
      listed: true,
      show: false,
      compute: async (records, ctx) => {
        const ids = [
          ...new Set(records.map((r) => r.store).filter((v): v is string => typeof v === 'string')),
        ];
        const stores = ids.length ? await ctx.find('stores', { id: ids }) : [];
        const names = new Map<unknown, unknown>(stores.map((s) => [s.id, s.name]));
        return records.map((r) => {
          const name = names.get(r.store);
          return typeof name === 'string' ? name : null;
        });
      },
    },
    enabled: {
      kind: 'boolean',
      label: { en: 'Web ordering on', sv: 'Webbeställning på' },
      default: false,
      listed: true,
      filterable: true,
    },
    orderingUrl: {
      kind: 'url',
      label: { en: 'Ordering page', sv: 'Beställningssida' },
      helper: {
        en: "The store's page for guests; each table's QR code leads here",
        sv: 'Butikens sida för gäster; varje bords QR-kod leder hit',
      },
      listed: true,
      compute: async (records, ctx) => {
        const ids = [
          ...new Set(records.map((r) => r.store).filter((v): v is string => typeof v === 'string')),
        ];
        const stores = ids.length ? await ctx.find('stores', { id: ids }) : [];
        const subdomains = new Map<unknown, unknown>(stores.map((s) => [s.id, s.subdomain]));
        return records.map((r) => {
          const subdomain = subdomains.get(r.store);
          return typeof subdomain === 'string' && subdomain !== '' ? orderingUrl(subdomain) : null;
        });
      },
    },
    tables: {
      kind: 'subRecords',
      label: { en: 'Sections and tables', sv: 'Sektioner och bord' },
      helper: {
        en: 'Guests scan the QR code on their table; numbers 1-99',
        sv: 'Gästerna skannar QR-koden på sitt bord; nummer 1-99',
      },
      maxRows: MAX_TABLE,
      fields: {
        number: {
          kind: 'integer',
          label: { en: 'Table', sv: 'Bord' },
          required: true,
          min: MIN_TABLE,
          max: MAX_TABLE,
        },
        section: { kind: 'text', label: { en: 'Section', sv: 'Sektion' }, maxLength: 40 },
        seats: { kind: 'integer', label: { en: 'Seats', sv: 'Platser' }, min: 1, max: 30 },
      },
    },
    preparationTimes: {
      kind: 'enum',
      multiple: true,
      maxItems: 4,
      label: { en: 'Preparation time quick choices', sv: 'Snabbval för tillagningstid' },
      helper: {
        en: 'Shown to staff when they accept a web order (at most 4)',
        sv: 'Visas för personalen när de tar emot en webbeställning (högst 4)',
      },
      values: {
        '5': minutes(5),
        '10': minutes(10),
        '15': minutes(15),
        '20': minutes(20),
        '30': minutes(30),
        '45': minutes(45),
        '60': minutes(60),
      },
    },
    tipping: {
      kind: 'boolean',
      label: { en: 'Tipping', sv: 'Dricks' },
      default: false,
      listed: true,
    },
    tipPercentages: {
      kind: 'subRecords',
      label: { en: 'Tip percentages', sv: 'Dricks i procent' },
      maxRows: 3,
      fields: {
        percent: { kind: 'percentage', label: { en: 'Percent', sv: 'Procent' }, required: true },
      },
    },
    preOrders: {
      kind: 'boolean',
      label: { en: 'Pre-orders', sv: 'Förbeställningar' },
      helper: {
        en: 'Guests may order for a later time',
        sv: 'Gäster får beställa till en senare tid',
      },
      default: false,
      listed: true,
    },
    preOrderDays: {
      kind: 'integer',
      label: { en: 'Pre-order days ahead', sv: 'Förbeställning dagar i förväg' },
      min: 1,
      max: 30,
    },
    openReturnDays: {
      kind: 'integer',
      label: { en: 'Open return policy (days)', sv: 'Öppet köp (dagar)' },
      default: DEFAULT_OPEN_RETURN_DAYS,
      required: true,
      min: 0,
      max: 365,
    },
  },
});
