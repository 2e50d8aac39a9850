/**
 * Demo printer stations (issue 14): Kaffebaren's bar and kitchen printers at Götgatan and the kitchen at
 * Södermalm. Validated like any write (./seed.ts).
 */
import printerStations from '../../../src/resources/printer-stations.ts';
import type { FieldsOf } from '../../../src/schema/record-of.ts';
import { seedRecord, type SeedRecord } from '../seed-record.ts';

type Station = FieldsOf<typeof printerStations>;

/** A station: one receipt copy and active unless `data` says otherwise. */
const station = (
  organizationId: string,
  id: string,
  data: Omit<Station, 'receiptCopies'> & Partial<Station>,
): SeedRecord => seedRecord(printerStations, id, organizationId, { receiptCopies: 1, active: true, ...data });

export const PRINTER_STATIONS_SEED: readonly SeedRecord[] = [
  station('org-kaffebaren', 'printer-kaffebaren-gotgatan-bar', {
    name: 'Bar Götgatan',
    store: 'store-kaffebaren-gotgatan',
    printerAddress: '192.168.10.41:9100',
    productGroups: ['group-kaffebaren-kaffe', 'group-kaffebaren-te', 'group-kaffebaren-kalla'],
  }),
  station('org-kaffebaren', 'printer-kaffebaren-gotgatan-kok', {
    name: 'Kök Götgatan',
    store: 'store-kaffebaren-gotgatan',
    printerAddress: '192.168.10.42:9100',
    productGroups: ['group-kaffebaren-mat'],
    receiptCopies: 2,
  }),
  station('org-kaffebaren', 'printer-kaffebaren-soder-kok', {
    name: 'Kök Södermalm',
    store: 'store-kaffebaren-soder',
    printerAddress: 'kok-soder.local',
    productGroups: ['group-kaffebaren-mat', 'group-kaffebaren-bakverk'],
  }),
];
