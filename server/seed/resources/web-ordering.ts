/**
 * Demo web ordering (issue 14): Kaffebaren Götgatan takes orders to its tables inside and on the terrace,
 * with tipping and pre-orders; Södermalm has its tables laid out but waits for a subdomain; Bokhandeln
 * Kungsgatan takes click-and-collect pre-orders without tables. Validated like any write (./seed.ts).
 */
import webOrdering from '../../../src/resources/web-ordering/index.ts';
import { seedRecord, type SeedRecord } from '../seed-record.ts';

const tables = (section: string, from: number, to: number, seats: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ number: from + i, section, seats }));

export const WEB_ORDERING_SEED: readonly SeedRecord[] = [
  seedRecord(webOrdering, 'web-ordering-kaffebaren-gotgatan', 'org-kaffebaren', {
    store: 'store-kaffebaren-gotgatan',
    enabled: true,
    tables: [
      ...tables('Inne', 1, 8, 2),
      ...tables('Fönsterbänken', 9, 10, 1),
      ...tables('Uteservering', 11, 16, 4),
    ],
    preparationTimes: ['5', '10', '15', '20'],
    tipping: true,
    tipPercentages: [{ percent: 5 }, { percent: 10 }, { percent: 15 }],
    preOrders: true,
    preOrderDays: 2,
    openReturnDays: 30,
  }),
  seedRecord(webOrdering, 'web-ordering-kaffebaren-soder', 'org-kaffebaren', {
    store: 'store-kaffebaren-soder',
    enabled: false,
    tables: [...tables('Inne', 1, 6, 2), ...tables('Innergården', 7, 9, 4)],
    preparationTimes: ['5', '10', '15'],
    tipping: true,
    tipPercentages: [{ percent: 5 }, { percent: 10 }],
    preOrders: false,
    openReturnDays: 30,
  }),
  seedRecord(webOrdering, 'web-ordering-bokhandeln-kungsgatan', 'org-bokhandeln', {
    store: 'store-bokhandeln-kungsgatan',
    enabled: true,
    tables: [],
    preparationTimes: ['15', '30', '60'],
    tipping: false,
    tipPercentages: [],
    preOrders: true,
    preOrderDays: 14,
    openReturnDays: 30,
  }),
];
