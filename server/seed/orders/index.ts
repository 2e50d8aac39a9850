/**
 * Stores the demo shops' licences (./licences.ts), registers and terminals (./devices.ts), staff shifts
 * (./shifts.ts), orders (./generate.ts), their card transactions (./transactions.ts) and the registers'
 * last closed days (./z-reports.ts), and a periodic report with its last runs (./report-schedules.ts) on a new database: 13 months by default (the config's
 * `orderSeedDays`, ORDER_SEED_DAYS; API tests take a few weeks), written like the register would,
 * without history entries of the back office.
 */
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import type { Db } from '../../db/db.ts';
import { insertRows } from '../../resources/storage.ts';
import { BOKHANDELN_CATALOGUE } from '../catalogue/bokhandeln.ts';
import { BOKHANDELN_CUSTOMERS, KAFFEBAREN_CUSTOMERS } from '../catalogue/customers.ts';
import { KAFFEBAREN_CATALOGUE } from '../catalogue/kaffebaren.ts';
import { generateOrders, type ShopPlan } from './generate.ts';
import { seedDemoLicences } from './licences.ts';
import { seedDemoDevices } from './devices.ts';
import { generateShifts, seedDemoShifts } from './shifts.ts';
import { withSellers } from './sellers.ts';
import { seedDemoTransactions } from './transactions.ts';
import { seedDemoZReports } from './z-reports.ts';
import { seedDemoSchedules } from './report-schedules.ts';

const CHUNK = 500;

export const KAFFEBAREN: ShopPlan = {
  organizationId: 'org-kaffebaren',
  prefix: 'KB',
  stores: [
    { id: 'store-kaffebaren-gotgatan', registers: 2 },
    { id: 'store-kaffebaren-soder', registers: 1 },
    { id: 'store-kaffebaren-vasastan', registers: 1 },
  ],
  perDay: 14,
  hours: (weekday) =>
    weekday === 0 || weekday === 6
      ? { open: 9, close: 17, peaks: [10, 11, 13] }
      : { open: 7, close: 18, peaks: [7, 8, 12] },
  weekdayFactor: [0.8, 0.95, 1, 1, 1.05, 1.2, 1.3],
  monthFactor: [0.85, 0.9, 0.95, 1, 1.05, 1, 0.75, 0.85, 1.05, 1.05, 1, 1.15],
  products: KAFFEBAREN_CATALOGUE.products,
  payments: [
    { id: 'pm-kaffebaren-kort', share: 68, tips: true, type: 'card' },
    { id: 'pm-kaffebaren-swish', share: 20, tips: true, type: 'swish' },
    { id: 'pm-kaffebaren-kontant', share: 9, tips: false, type: 'cash' },
    { id: 'pm-kaffebaren-presentkort', share: 3, tips: false, type: 'giftCard' },
  ],
  customers: KAFFEBAREN_CUSTOMERS.map((c) => c.id),
  webShare: 0.08,
  eatInShare: 0.45,
};

const BOKHANDELN: ShopPlan = {
  organizationId: 'org-bokhandeln',
  prefix: 'BH',
  stores: [
    { id: 'store-bokhandeln-kungsgatan', registers: 2 },
    { id: 'store-bokhandeln-nordstan', registers: 2 },
  ],
  perDay: 9,
  hours: (weekday) =>
    weekday === 0
      ? { open: 11, close: 16, peaks: [13, 14] }
      : weekday === 6
        ? { open: 10, close: 17, peaks: [12, 13, 14] }
        : { open: 10, close: 19, peaks: [12, 16, 17] },
  weekdayFactor: [0.7, 0.9, 0.9, 1, 1.05, 1.2, 1.6],
  monthFactor: [0.8, 0.8, 0.85, 0.9, 0.95, 1, 0.9, 1.1, 1, 1, 1.2, 1.9],
  products: BOKHANDELN_CATALOGUE.products,
  payments: [
    { id: 'pm-bokhandeln-kort', share: 74, tips: false, type: 'card' },
    { id: 'pm-bokhandeln-swish', share: 12, tips: false, type: 'swish' },
    { id: 'pm-bokhandeln-kontant', share: 8, tips: false, type: 'cash' },
    { id: 'pm-bokhandeln-presentkort', share: 6, tips: false, type: 'giftCard' },
  ],
  customers: BOKHANDELN_CUSTOMERS.map((c) => c.id),
  webShare: 0.12,
  eatInShare: 0,
};

export async function seedDemoOrders(
  db: Db,
  definitions: readonly ResourceDefinition[],
  days: number,
  now: Date = new Date(),
): Promise<number> {
  const orders = definitions.find((d) => d.name === 'orders');
  let stored = 0;
  await db.transaction(async (tx) => {
    await seedDemoLicences(tx, definitions, now);
    await seedDemoDevices(tx, definitions, [KAFFEBAREN, BOKHANDELN], now);
    await seedDemoShifts(tx, definitions, [KAFFEBAREN, BOKHANDELN], days, now);
    if (!orders) return;
    for (const plan of [KAFFEBAREN, BOKHANDELN]) {
      const rows = withSellers(
        plan.organizationId,
        generateOrders(plan, days, now),
        generateShifts(plan, days, now),
      );
      for (let at = 0; at < rows.length; at += CHUNK)
        await insertRows(tx, orders, plan.organizationId, rows.slice(at, at + CHUNK), 'kassa');
      await seedDemoTransactions(tx, definitions, plan.organizationId, rows);
      await seedDemoZReports(tx, definitions, plan.organizationId, now);
      stored += rows.length;
    }
    await seedDemoSchedules(tx, definitions, now);
  });
  return stored;
}
