/**
 * The email outbox (SPEC 7 `infrastructure/email`; issue 15): what the reference API sent, the periodic
 * reports first. The API has no mail server to hand mail to, so a sent email stays here with its
 * recipient, subject and text, for the user to see what went out. Written only by the server; read in
 * the reports area with the 'reports' permission.
 */
import { ROLE_GROUPS } from '../domain/roles';
import { defineResource } from '../schema/define-resource';

export default defineResource({
  name: 'emails',
  label: { one: { en: 'Email', sv: 'E-post' }, many: { en: 'Email outbox', sv: 'Utkorg för e-post' } },
  routes: ['/apps/merchant/emailOutbox'],
  api: 'api/infrastructure/3.0/email',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin, permissionKey: 'reports', create: false, edit: false, delete: false },
  representation: 'subject',
  icon: 'Outbox',
  menu: { group: 'reports', order: 5 },
  list: { sort: { field: 'sentAt', order: 'DESC' }, bulkDelete: false },
  fields: {
    sentAt: {
      kind: 'datetime',
      label: { en: 'Sent', sv: 'Skickat' },
      required: true,
      listed: true,
      sortable: true,
      filterable: ['gt', 'lt'],
    },
    to: {
      kind: 'email',
      label: { en: 'To', sv: 'Till' },
      required: true,
      listed: true,
      filterable: ['eq'],
      searchable: true,
    },
    subject: {
      kind: 'text',
      label: { en: 'Subject', sv: 'Ämne' },
      required: true,
      maxLength: 200,
      listed: true,
      searchable: true,
    },
    body: { kind: 'longText', label: { en: 'Text', sv: 'Text' }, maxLength: 20_000 },
    schedule: {
      kind: 'reference',
      reference: 'report-schedules',
      label: { en: 'Periodic report', sv: 'Periodisk rapport' },
      onDelete: 'clear',
      listed: true,
      filterable: true,
    },
    runAt: {
      kind: 'datetime',
      label: { en: 'Scheduled run', sv: 'Schemalagd körning' },
      helper: { en: 'Empty when sent by hand', sv: 'Tom när den skickades för hand' },
    },
  },
});
