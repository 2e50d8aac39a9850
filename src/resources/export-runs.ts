/**
 * Who exported what and when (issue 36 item 8): one record per CSV export of a list that carries
 * personnummer or bank details (a field with `mask`: the agreements), written by the API when the export
 * starts, before its first row leaves (server/resources/list-export.ts). Never written by clients; read by
 * the platform's super and support admins.
 */
import { defineResource } from '../schema/define-resource';

export default defineResource({
  name: 'export-runs',
  label: {
    one: { en: 'Export', sv: 'Export' },
    many: { en: 'Export log', sv: 'Exportlogg' },
  },
  routes: [
    { path: '/apps/superadmin/ExportLog', roles: ['superadmin'] },
    { path: '/apps/supportadmin/ExportLog', roles: ['supportadmin'] },
  ],
  api: 'api/export-runs',
  scope: 'platform',
  access: { roles: ['superadmin', 'supportadmin'], create: false, edit: false, delete: false },
  representation: 'register',
  icon: 'ImportExport',
  menu: { order: 90 },
  list: { sort: { field: 'createdAt', order: 'DESC' }, bulkDelete: false },
  fields: {
    register: {
      kind: 'text',
      label: { en: 'List', sv: 'Lista' },
      required: true,
      maxLength: 100,
      listed: true,
      filterable: ['eq'],
    },
    filter: {
      kind: 'longText',
      label: { en: 'Filter and sort', sv: 'Filter och sortering' },
      maxLength: 4000,
      listed: true,
    },
    rows: {
      kind: 'integer',
      label: { en: 'Rows', sv: 'Rader' },
      required: true,
      min: 0,
      listed: true,
    },
    masked: {
      kind: 'boolean',
      label: { en: 'Identity and account numbers masked', sv: 'Person- och kontonummer maskerade' },
      required: true,
      listed: true,
      filterable: true,
    },
  },
});
