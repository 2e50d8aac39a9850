/**
 * The storage hooks (hooks.ts) by storage name: `definition.storage ?? definition.name`. Register a
 * storage's hooks here; most resources have none.
 */
import type { ResourceDefinition } from '../../src/schema/types.ts';
import { deviceStorageHooks } from '../devices/device-hooks.ts';
import { integrationStorageHooks } from '../integrations/integration-hooks.ts';
import { agreementStorageHooks } from '../onboarding/agreement-hooks.ts';
import { organizationStorageHooks } from '../organizations/organization-hooks.ts';
import { partnerStorageHooks } from '../organizations/partner-hooks.ts';
import { scheduleStorageHooks } from '../reports/schedule-hooks.ts';
import { zReportStorageHooks } from '../reports/z-report-hooks.ts';
import { roleTemplateStorageHooks } from '../role-templates/role-template-hooks.ts';
import { shiftStorageHooks } from '../shifts/shift-hooks.ts';
import { stockStorageHooks } from '../stock/stock-hooks.ts';
import { storeStorageHooks } from '../stores/store-hooks.ts';
import { userStorageHooks } from '../users/user-hooks.ts';
import type { StorageHooks } from './hooks.ts';

const STORAGE_HOOKS: Readonly<Record<string, StorageHooks>> = {
  agreements: agreementStorageHooks,
  devices: deviceStorageHooks,
  integrations: integrationStorageHooks,
  organizations: organizationStorageHooks,
  partners: partnerStorageHooks,
  'report-schedules': scheduleStorageHooks,
  'role-templates': roleTemplateStorageHooks,
  shifts: shiftStorageHooks,
  stock: stockStorageHooks,
  stores: storeStorageHooks,
  users: userStorageHooks,
  'z-reports': zReportStorageHooks,
};

export const hooksOfStorage = (storage: string): StorageHooks => STORAGE_HOOKS[storage] ?? {};

export const allStorageHooks = (): StorageHooks[] => Object.values(STORAGE_HOOKS);

export const hooksFor = (definition: ResourceDefinition): StorageHooks =>
  hooksOfStorage(definition.storage ?? definition.name);
