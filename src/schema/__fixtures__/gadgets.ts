/** A resource that exists only in this test fixture folder: proves the one-file contract. */
import { ROLE_GROUPS } from '../../domain/roles';
import { defineResource } from '../define-resource';

export default defineResource({
  name: 'gadgets',
  label: { one: { en: 'Gadget', sv: 'Pryl' }, many: { en: 'Gadgets', sv: 'Prylar' } },
  routes: ['/apps/merchant/gadgets'],
  api: 'api/gadget',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin, permissionKey: 'devices', delete: false },
  representation: 'name',
  create: { saveAndAdd: true },
  icon: 'PointOfSale',
  menu: { group: 'merchant', order: 90 },
  list: { sort: { field: 'name', order: 'ASC' } },
  fields: {
    name: {
      kind: 'text',
      label: { en: 'Name', sv: 'Namn' },
      required: true,
      maxLength: 40,
      unique: 'organization',
      listed: true,
      sortable: true,
      filterable: true,
      searchable: true,
    },
    price: {
      kind: 'money',
      label: { en: 'Price', sv: 'Pris' },
      min: 1,
      listed: true,
      sortable: true,
      filterable: true,
    },
    colour: {
      kind: 'enum',
      label: { en: 'Colour', sv: 'Färg' },
      chip: true,
      listed: true,
      filterable: true,
      values: {
        red: { label: { en: 'Red', sv: 'Röd' }, color: 'error' },
        green: { label: { en: 'Green', sv: 'Grön' }, color: 'success' },
      },
    },
    website: { kind: 'url', label: { en: 'Website', sv: 'Webbplats' } },
    secret: { kind: 'password', label: { en: 'Secret', sv: 'Hemlighet' }, minLength: 8 },
    parts: {
      kind: 'subRecords',
      label: { en: 'Parts', sv: 'Delar' },
      required: true,
      fields: {
        part: { kind: 'text', label: { en: 'Part', sv: 'Del' }, required: true },
        count: { kind: 'integer', label: { en: 'Count', sv: 'Antal' }, min: 1 },
      },
    },
  },
});
