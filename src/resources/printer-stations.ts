/**
 * Printer stations (SPEC 2 "printer stations", SPEC 1 "kitchen receipts"; issue 14): a printer of a
 * store on its network, and the product groups whose order lines it prints (the bar's drinks, the
 * kitchen's food). "Station data cannot be empty": a station prints at least one group.
 */
import { ROLE_GROUPS } from '../domain/roles';
import { printerAddressRule, stationNotEmptyRule } from '../domain/validators/printer-stations';
import { defineResource } from '../schema/define-resource';

export default defineResource({
  name: 'printer-stations',
  label: {
    one: { en: 'Printer station', sv: 'Skrivarstation' },
    many: { en: 'Printer stations', sv: 'Skrivarstationer' },
  },
  routes: ['/apps/setting/PrinterStations'],
  api: 'api/store/3.0/printer-stations',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin, permissionKey: 'devices' },
  representation: 'name',
  icon: 'Print',
  menu: { group: 'settings', order: 14 },
  list: { sort: { field: 'name', order: 'ASC' }, export: true },
  rules: [stationNotEmptyRule],
  fields: {
    name: {
      kind: 'text',
      label: { en: 'Name', sv: 'Namn' },
      helper: { en: 'E.g. Bar or Kitchen', sv: 'T.ex. Bar eller Kök' },
      required: true,
      maxLength: 60,
      unique: 'organization',
      listed: true,
      sortable: true,
      searchable: true,
    },
    store: {
      kind: 'reference',
      reference: 'stores',
      label: { en: 'Store', sv: 'Butik' },
      required: true,
      listed: true,
      sortable: true,
      filterable: true,
    },
    printerAddress: {
      kind: 'text',
      label: { en: 'Printer address', sv: 'Skrivaradress' },
      helper: {
        en: 'IP address or host name on the store’s network, e.g. 192.168.1.40:9100',
        sv: 'IP-adress eller värdnamn i butikens nätverk, t.ex. 192.168.1.40:9100',
      },
      required: true,
      maxLength: 100,
      rules: [printerAddressRule],
      listed: true,
    },
    productGroups: {
      kind: 'references',
      reference: 'product-groups',
      label: { en: 'Product groups printed here', sv: 'Produktgrupper som skrivs ut här' },
      maxItems: 50,
      listed: true,
      filterable: true,
    },
    receiptCopies: {
      kind: 'integer',
      label: { en: 'Copies per order', sv: 'Kopior per order' },
      default: 1,
      required: true,
      min: 1,
      max: 3,
    },
    active: {
      kind: 'boolean',
      label: { en: 'Active', sv: 'Aktiv' },
      default: true,
      listed: true,
      filterable: true,
    },
  },
});
