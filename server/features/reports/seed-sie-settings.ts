/**
 * Demo SIE configuration (issue 15): Kaffebaren books its Z reports in series K with the BAS accounts
 * for sales and output VAT per rate, tips and öresavrundning (its payment methods carry their own
 * accounts). Bokhandeln has none yet: its SIE export says what is missing.
 */
import sieSettings from '../../../src/resources/sie-settings.ts';
import { seedRecord, type SeedRecord } from '../../seed/seed-record.ts';

export const SIE_SETTINGS_SEED: readonly SeedRecord[] = [
  seedRecord(sieSettings, 'sie-kaffebaren', 'org-kaffebaren', {
    series: 'K',
    sales25: '3001',
    vat25: '2611',
    sales12: '3002',
    vat12: '2621',
    sales6: '3003',
    vat6: '2631',
    sales0: '3004',
    tips: '2890',
    rounding: '3740',
  }),
];
