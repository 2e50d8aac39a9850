/**
 * Kaffebaren's Fortnox integration (issue 17), connected since September. Its mapping has no accounts
 * for the food tax group (Livsmedel, 6 % today): the first syncs of the demo (server/features/integrations/
 * seed-syncs.ts) refuse the food products and the days with food sales, as a real first sync often
 * does, until the mapping gets them and the run is retried.
 */
import integrations from '../../../src/resources/integrations/index.ts';
import { seedRecord, type SeedRecord } from '../../seed/seed-record.ts';

export const INTEGRATION_ID = 'integration-kaffebaren-fortnox';

export const INTEGRATIONS_SEED: readonly SeedRecord[] = [
  seedRecord(integrations, INTEGRATION_ID, 'org-kaffebaren', {
    provider: 'fortnox',
    status: 'connected',
    connectedAt: '2026-09-01T08:12:00.000Z',
    clientId: 'backoffice-fortnox',
    customerApiUrl: 'https://api.fortnox.se/3',
    paymentAccounts: [],
    taxAccounts: [
      { taxGroup: 'taxgroup-kaffebaren-standard', salesAccount: '3001', vatAccount: '2611' },
      { taxGroup: 'taxgroup-kaffebaren-restaurant', salesAccount: '3002', vatAccount: '2621' },
      { taxGroup: 'taxgroup-kaffebaren-free', salesAccount: '3004' },
    ],
    tipsAccount: '2890',
    roundingAccount: '3740',
    voucherSeries: 'K',
    providerVoucherSeries: 'KASSA',
    syncDisabled: [],
  }),
];
