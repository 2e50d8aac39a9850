/**
 * Modifier sets (SPEC 3: modifiers with required, max selections and preselect; SPEC 5: at least one
 * modifier, never more preselected than may be selected): the choices the register offers with a
 * product (milk, size). Attached to products by their `modifierSets`.
 */
import { ROLE_GROUPS } from '../domain/roles';
import { modifierSelectionRule } from '../domain/validators/catalogue';
import { defineResource } from '../schema/define-resource';

export default defineResource({
  name: 'modifier-sets',
  label: {
    one: { en: 'Modifier set', sv: 'Tillvalsgrupp' },
    many: { en: 'Modifier sets', sv: 'Tillvalsgrupper' },
  },
  routes: ['/apps/merchant/modifiergroups'],
  api: 'api/catalog/modifierset',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin, permissionKey: 'modifiers' },
  representation: 'name',
  icon: 'Tune',
  menu: { group: 'merchant', order: 14 },
  list: { sort: { field: 'name', order: 'ASC' }, bulkDelete: true, export: true },
  rules: [modifierSelectionRule],
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
    required: {
      kind: 'boolean',
      label: { en: 'A choice is required', sv: 'Val krävs' },
      helper: {
        en: 'The register asks for a choice before the product is added',
        sv: 'Kassan frågar efter ett val innan produkten läggs till',
      },
      default: false,
      listed: true,
    },
    maxSelections: {
      kind: 'integer',
      label: { en: 'Max selections', sv: 'Max antal val' },
      required: true,
      min: 1,
      max: 30,
      default: 1,
      listed: true,
    },
    modifiers: {
      kind: 'subRecords',
      label: { en: 'Modifiers', sv: 'Tillval' },
      required: true,
      maxRows: 30,
      fields: {
        name: { kind: 'text', label: { en: 'Name', sv: 'Namn' }, required: true, maxLength: 60 },
        price: { kind: 'money', label: { en: 'Extra price', sv: 'Tilläggspris' }, min: 0, default: 0 },
        preselected: { kind: 'boolean', label: { en: 'Preselected', sv: 'Förvald' }, default: false },
      },
    },
  },
});
