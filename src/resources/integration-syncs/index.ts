/**
 * An integration's sync history (SPEC 2 "integrations and sync history"; issue 17): one record per sync
 * run, written only by the API (server/features/integrations/sync.ts): when, what, how many went to the provider,
 * the outcome and each item the provider refused with its reason. A run with refusals can be retried
 * (POST /<api>/:id/retry): the refused items are sent again as a new run that names this one.
 */
import { SYNC_ENTITIES, SYNC_ENTITY_LABELS, SYNC_REFUSALS } from '../../domain/accounting';
import { ROLE_GROUPS } from '../../domain/roles';
import { defineResource } from '../../schema/define-resource';

export default defineResource({
  name: 'integration-syncs',
  label: {
    one: { en: 'Sync run', sv: 'Synkning' },
    many: { en: 'Sync history', sv: 'Synkhistorik' },
  },
  routes: ['/apps/settings/integration-syncs'],
  api: 'api/integration/sync-history',
  scope: 'organization',
  access: {
    roles: ROLE_GROUPS.admin,
    permissionKey: 'integrations',
    create: false,
    edit: false,
    delete: false,
  },
  representation: 'title',
  icon: 'Sync',
  menu: { group: 'settings', order: 71 },
  list: {
    sort: { field: 'startedAt', order: 'DESC' },
    bulkDelete: false,
    export: true,
    rowActions: ['retry-sync'],
    indexes: [['integration', 'startedAt']],
  },
  views: { show: 'integration-sync-show' },
  fields: {
    title: {
      kind: 'text',
      label: { en: 'Run', sv: 'Körning' },
      required: true,
      maxLength: 200,
      show: false,
    },
    integration: {
      kind: 'reference',
      reference: 'integrations',
      label: { en: 'Integration', sv: 'Integration' },
      required: true,
      onDelete: 'cascade',
      listed: true,
      filterable: true,
    },
    entity: {
      kind: 'enum',
      label: { en: 'What', sv: 'Vad' },
      required: true,
      listed: true,
      filterable: true,
      values: Object.fromEntries(
        SYNC_ENTITIES.map((entity) => [entity, { label: SYNC_ENTITY_LABELS[entity] }]),
      ),
    },
    startedAt: {
      kind: 'datetime',
      label: { en: 'When', sv: 'När' },
      required: true,
      listed: true,
      sortable: true,
    },
    sent: { kind: 'integer', label: { en: 'Sent', sv: 'Skickade' }, required: true, min: 0, listed: true },
    failed: { kind: 'integer', label: { en: 'Refused', sv: 'Nekade' }, required: true, min: 0, listed: true },
    outcome: {
      kind: 'enum',
      label: { en: 'Outcome', sv: 'Utfall' },
      required: true,
      chip: true,
      listed: true,
      filterable: true,
      values: {
        succeeded: { label: { en: 'Succeeded', sv: 'Lyckades' }, color: 'success' },
        partial: { label: { en: 'Partly failed', sv: 'Delvis misslyckad' }, color: 'warning' },
        failed: { label: { en: 'Failed', sv: 'Misslyckades' }, color: 'error' },
        nothing: { label: { en: 'Nothing to send', sv: 'Inget att skicka' }, color: 'default' },
      },
    },
    retryOf: {
      kind: 'reference',
      reference: 'integration-syncs',
      label: { en: 'Retry of', sv: 'Nytt försök för' },
      onDelete: 'clear',
    },
    retried: { kind: 'boolean', label: { en: 'Retried', sv: 'Omförsökt' }, default: false },
    errors: {
      kind: 'subRecords',
      label: { en: 'Refused items', sv: 'Nekade poster' },
      maxRows: 1000,
      fields: {
        itemId: { kind: 'text', label: { en: 'Id', sv: 'Id' }, maxLength: 200, show: false },
        item: { kind: 'text', label: { en: 'Item', sv: 'Post' }, required: true, maxLength: 300 },
        reason: {
          kind: 'enum',
          label: { en: 'Reason', sv: 'Orsak' },
          required: true,
          values: SYNC_REFUSALS,
        },
        detail: { kind: 'text', label: { en: 'Detail', sv: 'Detalj' }, maxLength: 300 },
      },
    },
  },
});
