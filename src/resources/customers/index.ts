/**
 * Customers (SPEC 2 /apps/merchant/customers; SPEC 3; SPEC 5: customer references at most 25
 * characters): name, email, phone checked for the customer's country (default Sweden), an optional
 * personal identity number by the country's rule, the customer's own reference and notes.
 */
import { COUNTRIES, enumValuesOfSome } from '../../domain/countries';
import { ROLE_GROUPS } from '../../domain/roles';
import {
  CUSTOMER_COUNTRIES,
  customerContactRule,
  MAX_CUSTOMER_REFERENCE,
} from '../../domain/validators/customer';
import { defineResource } from '../../schema/define-resource';

export default defineResource({
  name: 'customers',
  label: { one: { en: 'Customer', sv: 'Kund' }, many: { en: 'Customers', sv: 'Kunder' } },
  routes: ['/apps/merchant/customers'],
  api: 'api/customer',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin, permissionKey: 'customers' },
  representation: 'name',
  icon: 'Contacts',
  menu: { group: 'merchant', order: 20 },
  list: { sort: { field: 'name', order: 'ASC' }, bulkDelete: true, export: true },
  rules: [customerContactRule],
  fields: {
    name: {
      kind: 'text',
      label: { en: 'Name', sv: 'Namn' },
      required: true,
      maxLength: 100,
      listed: true,
      sortable: true,
      filterable: ['contains', 'startsWith', 'eq'],
      searchable: true,
    },
    email: {
      kind: 'email',
      label: { en: 'Email', sv: 'E-post' },
      unique: 'organization',
      listed: true,
      sortable: true,
      filterable: ['contains', 'eq'],
      searchable: true,
    },
    country: {
      kind: 'enum',
      label: { en: 'Country', sv: 'Land' },
      required: true,
      default: 'SE',
      filterable: true,
      values: enumValuesOfSome(COUNTRIES, CUSTOMER_COUNTRIES),
      // The picker names the countries as the API does (./CountryInput.tsx).
      component: 'country-picker',
    },
    phone: {
      kind: 'phone',
      label: { en: 'Phone', sv: 'Telefon' },
      listed: true,
      searchable: true,
    },
    personalId: {
      kind: 'text',
      label: { en: 'Personal identity number', sv: 'Personnummer' },
      helper: { en: 'Optional', sv: 'Frivilligt' },
      maxLength: 13,
    },
    customerReference: {
      kind: 'text',
      label: { en: 'Customer reference', sv: 'Kundreferens' },
      maxLength: MAX_CUSTOMER_REFERENCE,
      listed: true,
      filterable: ['eq', 'startsWith'],
      searchable: true,
    },
    notes: { kind: 'longText', label: { en: 'Notes', sv: 'Anteckningar' }, maxLength: 1000 },
  },
});
