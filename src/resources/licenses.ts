/**
 * Licences (SPEC 3 Licence, SPEC 4 licence actions; issue 14): the register licences an organization
 * holds, each on a device of a store or free. The platform issues them, so the back office neither
 * creates, edits nor deletes one; what it does is a licence action, each allowed only from the states
 * where it makes sense (the API refuses the others with 409) and kept in the licence's history.
 */
import { ROLE_GROUPS } from '../domain/roles';
import { defineResource } from '../schema/define-resource';
import { LICENCE_STATUS } from './shared/licence-status';
import type { ResourceRecord } from '../schema/types';

/** A year on from the later of today and the licence's end. */
function renewed(record: ResourceRecord): { validUntil: string } {
  const today = new Date().toISOString().slice(0, 10);
  const end = typeof record.validUntil === 'string' && record.validUntil > today ? record.validUntil : today;
  const next = new Date(`${end}T00:00:00Z`);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return { validUntil: next.toISOString().slice(0, 10) };
}

const offDevice = () => ({ device: null, store: null });

export default defineResource({
  name: 'licenses',
  label: { one: { en: 'Licence', sv: 'Licens' }, many: { en: 'Licences', sv: 'Licenser' } },
  routes: ['/apps/merchant/licenses'],
  api: 'api/licenses',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin, permissionKey: 'devices', create: false, edit: false, delete: false },
  representation: 'licenseKey',
  icon: 'Key',
  menu: { group: 'merchant', order: 21 },
  list: { sort: { field: 'validUntil', order: 'ASC' }, bulkDelete: false, export: true },
  actions: {
    activate: {
      field: 'status',
      from: ['deactivated'],
      to: 'active',
      label: { en: 'Activate', sv: 'Aktivera' },
      done: { en: 'Licence activated', sv: 'Licensen är aktiverad' },
    },
    suspend: {
      field: 'status',
      from: ['active'],
      to: 'suspended',
      label: { en: 'Suspend', sv: 'Pausa' },
      done: { en: 'Licence suspended', sv: 'Licensen är pausad' },
    },
    restore: {
      field: 'status',
      from: ['suspended'],
      to: 'active',
      label: { en: 'Restore', sv: 'Återställ' },
      done: { en: 'Licence restored', sv: 'Licensen är återställd' },
    },
    renew: {
      field: 'status',
      from: ['active', 'expired'],
      to: 'active',
      also: renewed,
      label: { en: 'Renew', sv: 'Förnya' },
      done: { en: 'Licence renewed for a year', sv: 'Licensen är förnyad ett år' },
    },
    unassign: {
      field: 'status',
      from: ['active', 'suspended'],
      when: { device: 'set' },
      also: offDevice,
      label: { en: 'Unassign', sv: 'Koppla loss' },
      done: { en: 'Licence is free for another device', sv: 'Licensen är ledig för en annan enhet' },
    },
    revoke: {
      field: 'status',
      from: ['active', 'suspended'],
      when: { device: 'set' },
      to: 'deactivated',
      also: offDevice,
      label: { en: 'Revoke from device', sv: 'Återkalla från enhet' },
      done: { en: 'Licence revoked', sv: 'Licensen är återkallad' },
      confirm: {
        en: 'Revoke the licence? The device stops working as a register until it gets another.',
        sv: 'Återkalla licensen? Enheten slutar fungera som kassa tills den får en ny.',
      },
    },
  },
  fields: {
    licenseKey: {
      kind: 'text',
      label: { en: 'Licence key', sv: 'Licensnyckel' },
      required: true,
      maxLength: 40,
      unique: 'organization',
      listed: true,
      sortable: true,
      filterable: ['eq', 'startsWith'],
      searchable: true,
    },
    name: {
      kind: 'text',
      label: { en: 'Name', sv: 'Namn' },
      required: true,
      maxLength: 100,
      listed: true,
      sortable: true,
      searchable: true,
    },
    status: LICENCE_STATUS,
    store: {
      kind: 'reference',
      reference: 'stores',
      label: { en: 'Store', sv: 'Butik' },
      onDelete: 'clear',
      listed: true,
      filterable: true,
    },
    device: {
      kind: 'text',
      label: { en: 'Device', sv: 'Enhet' },
      helper: { en: 'The register it is on; empty: free', sv: 'Kassan den sitter på; tom: ledig' },
      maxLength: 40,
      listed: true,
      filterable: ['eq'],
    },
    validUntil: {
      kind: 'date',
      label: { en: 'Valid until', sv: 'Giltig till' },
      required: true,
      listed: true,
      sortable: true,
      filterable: ['gt', 'lt'],
    },
    issuedBy: {
      kind: 'text',
      label: { en: 'Created by', sv: 'Skapad av' },
      maxLength: 100,
      listed: true,
    },
  },
});
