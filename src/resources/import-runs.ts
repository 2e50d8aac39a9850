/**
 * The history of CSV imports (SPEC 3 "import history"; SPEC 6 "Import results show success and fail
 * counts"): one record per import that wrote, in the same transaction as its rows, so an import is
 * never half done without this saying so. Written only by the API's import; read on the import page.
 */
import { ROLE_GROUPS } from '../domain/roles';
import { defineResource } from '../schema/define-resource';

const count = (en: string, sv: string) => ({
  kind: 'integer' as const,
  label: { en, sv },
  required: true,
  listed: true,
});

export default defineResource({
  name: 'import-runs',
  label: {
    one: { en: 'Import', sv: 'Import' },
    many: { en: 'Imports', sv: 'Importer' },
  },
  routes: ['/apps/setting/ImportHistory'],
  api: 'api/import-runs',
  scope: 'organization',
  access: {
    roles: ROLE_GROUPS.admin,
    permissionKey: 'import',
    create: false,
    edit: false,
    delete: false,
  },
  representation: 'fileName',
  icon: 'ImportExport',
  list: { sort: { field: 'createdAt', order: 'DESC' } },
  fields: {
    fileName: {
      kind: 'text',
      label: { en: 'File', sv: 'Fil' },
      required: true,
      maxLength: 255,
      listed: true,
      searchable: true,
    },
    register: {
      kind: 'enum',
      label: { en: 'Register', sv: 'Register' },
      required: true,
      listed: true,
      filterable: true,
      values: { products: { label: { en: 'Products', sv: 'Produkter' } } },
    },
    total: count('Rows', 'Rader'),
    created: count('Created', 'Nya'),
    updated: count('Updated', 'Ändrade'),
    unchanged: count('Unchanged', 'Oförändrade'),
    failed: count('Failed', 'Fel'),
    problems: {
      kind: 'subRecords',
      label: { en: 'Rows not imported', sv: 'Rader som inte importerades' },
      maxRows: 1000,
      fields: {
        row: { kind: 'integer', label: { en: 'Row', sv: 'Rad' }, required: true },
        column: { kind: 'text', label: { en: 'Column', sv: 'Kolumn' }, maxLength: 100 },
        message: { kind: 'text', label: { en: 'Problem', sv: 'Fel' }, required: true, maxLength: 500 },
      },
    },
  },
});
