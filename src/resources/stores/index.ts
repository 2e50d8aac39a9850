/**
 * Stores (SPEC 3: Store; SPEC 5: store name and subdomain rules; settings area, 'stores' permission).
 * The coordinates come from the address (SPEC 8; src/domain/geocode.ts): the form's button beside them
 * (./FindLocationInput.tsx, GET /api/geocode), and the server on save when none are typed
 * (server/features/stores/store-hooks.ts).
 */
import { enumValuesOf, LANGUAGES } from '../../domain/countries';
import { ROLE_GROUPS } from '../../domain/roles';
import { externalIdCounts, normalizeExternalId, storeSyncStatus } from '../../domain/stock-sync';
import {
  defaultLanguageRule,
  distinctDaysRule,
  opensBeforeClosesRule,
  subdomainRule,
} from '../../domain/validators/store';
import { storeNameRule } from '../../domain/validators/store-name';
import { defineResource } from '../../schema/define-resource';

const languages = enumValuesOf(LANGUAGES);

const weekdays = {
  mon: { label: { en: 'Monday', sv: 'Måndag' } },
  tue: { label: { en: 'Tuesday', sv: 'Tisdag' } },
  wed: { label: { en: 'Wednesday', sv: 'Onsdag' } },
  thu: { label: { en: 'Thursday', sv: 'Torsdag' } },
  fri: { label: { en: 'Friday', sv: 'Fredag' } },
  sat: { label: { en: 'Saturday', sv: 'Lördag' } },
  sun: { label: { en: 'Sunday', sv: 'Söndag' } },
};

export default defineResource({
  name: 'stores',
  label: { one: { en: 'Store', sv: 'Butik' }, many: { en: 'Stores', sv: 'Butiker' } },
  routes: ['/apps/setting/stores'],
  api: 'api/store',
  // A store's configuration as the registers read it (SPEC 7; server/features/configuration).
  apiAliases: ['api/configuration-manager/3.0/store'],
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin, permissionKey: 'stores' },
  representation: 'name',
  icon: 'Store',
  menu: { group: 'settings', order: 10 },
  list: { sort: { field: 'name', order: 'ASC' }, bulkDelete: true, export: true },
  rules: [defaultLanguageRule, distinctDaysRule],
  fields: {
    name: {
      kind: 'text',
      label: { en: 'Name', sv: 'Namn' },
      required: true,
      maxLength: 100,
      rules: [storeNameRule],
      unique: 'organization',
      listed: true,
      sortable: true,
      filterable: ['contains', 'startsWith', 'endsWith', 'matches', 'eq'],
      searchable: true,
    },
    address: {
      kind: 'text',
      label: { en: 'Address', sv: 'Adress' },
      maxLength: 200,
      listed: true,
      sortable: true,
      filterable: true,
      searchable: true,
    },
    latitude: {
      kind: 'number',
      label: { en: 'Latitude', sv: 'Latitud' },
      min: -90,
      max: 90,
      filterable: ['gt', 'lt'],
      sortable: true,
    },
    longitude: {
      kind: 'number',
      label: { en: 'Longitude', sv: 'Longitud' },
      min: -180,
      max: 180,
      filterable: ['gt', 'lt'],
      sortable: true,
      component: 'find-location',
    },
    timeZone: {
      kind: 'enum',
      label: { en: 'Time zone', sv: 'Tidszon' },
      required: true,
      default: 'Europe/Stockholm',
      values: {
        'Europe/Stockholm': { label: { en: 'Stockholm', sv: 'Stockholm' } },
        'Europe/Oslo': { label: { en: 'Oslo', sv: 'Oslo' } },
        'Europe/Copenhagen': { label: { en: 'Copenhagen', sv: 'Köpenhamn' } },
        'Europe/Helsinki': { label: { en: 'Helsinki', sv: 'Helsingfors' } },
        'Europe/Berlin': { label: { en: 'Berlin', sv: 'Berlin' } },
        'Europe/London': { label: { en: 'London', sv: 'London' } },
      },
    },
    currency: {
      kind: 'enum',
      label: { en: 'Currency', sv: 'Valuta' },
      required: true,
      default: 'SEK',
      listed: true,
      filterable: true,
      values: {
        SEK: { label: { en: 'Swedish krona (SEK)', sv: 'Svensk krona (SEK)' } },
        NOK: { label: { en: 'Norwegian krone (NOK)', sv: 'Norsk krona (NOK)' } },
        DKK: { label: { en: 'Danish krone (DKK)', sv: 'Dansk krona (DKK)' } },
        EUR: { label: { en: 'Euro (EUR)', sv: 'Euro (EUR)' } },
      },
    },
    supportedLanguages: {
      kind: 'enum',
      multiple: true,
      label: { en: 'Supported languages', sv: 'Språk som stöds' },
      required: true,
      default: ['sv'],
      values: languages,
    },
    defaultLanguage: {
      kind: 'enum',
      label: { en: 'Default language', sv: 'Standardspråk' },
      helper: { en: 'One of the supported languages', sv: 'Ett av de språk som stöds' },
      required: true,
      default: 'sv',
      values: languages,
    },
    warehouseId: {
      kind: 'reference',
      reference: 'warehouses',
      label: { en: 'Warehouse', sv: 'Lager' },
      helper: { en: 'Stock is synced through the warehouse', sv: 'Lagersaldot synkas via lagret' },
      listed: true,
      filterable: true,
    },
    subdomain: {
      kind: 'text',
      label: { en: 'Subdomain', sv: 'Underdomän' },
      helper: {
        en: 'Address of the web shop, e.g. kaffebaren-soder',
        sv: 'Webbutikens adress, t.ex. kaffebaren-soder',
      },
      maxLength: 63,
      rules: [subdomainRule],
      unique: 'platform',
      filterable: ['eq', 'startsWith'],
      sortable: true,
    },
    openingHours: {
      kind: 'subRecords',
      label: { en: 'Opening hours', sv: 'Öppettider' },
      maxRows: 7,
      rowRules: [opensBeforeClosesRule],
      fields: {
        day: { kind: 'enum', label: { en: 'Day', sv: 'Dag' }, required: true, values: weekdays },
        opens: { kind: 'time', label: { en: 'Opens', sv: 'Öppnar' }, required: true },
        closes: { kind: 'time', label: { en: 'Closes', sv: 'Stänger' }, required: true },
      },
    },
    stockSync: {
      kind: 'enum',
      label: { en: 'Stock sync', sv: 'Lagersynk' },
      helper: {
        en: 'Blocked when the store has no warehouse or its warehouse shares an external id',
        sv: 'Stoppad när butiken saknar lager eller lagret delar externt id med ett annat',
      },
      chip: true,
      listed: true,
      values: {
        ok: { label: { en: 'Ready', sv: 'Klar' }, color: 'success' },
        noWarehouse: { label: { en: 'No warehouse', sv: 'Lager saknas' }, color: 'warning' },
        duplicateExternalId: {
          label: { en: 'Duplicate external id', sv: 'Dubblett av externt id' },
          color: 'error',
        },
      },
      compute: async (stores, ctx) => {
        const ids = [
          ...new Set(stores.map((s) => s.warehouseId).filter((v): v is string => typeof v === 'string')),
        ];
        const warehouses = ids.length ? await ctx.find('warehouses', { id: ids }) : [];
        const codes = [
          ...new Set(
            warehouses.map((w) => w.externalId).filter((v): v is string => normalizeExternalId(v) !== null),
          ),
        ];
        const sharing = codes.length ? await ctx.find('warehouses', { externalId: codes }) : [];
        const byId = new Map(warehouses.map((w) => [w.id, w]));
        return stores.map((s) => storeSyncStatus(s, byId, externalIdCounts(sharing)));
      },
    },
  },
});
