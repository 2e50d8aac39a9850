/**
 * Sales statistics (SPEC 2 statistics pages; issue 15): who may read them, and the figures the API
 * answers (GET /api/analytics/sales, server/features/reports/sales.ts). Money in öre.
 */
import { ROLE_GROUPS, type AccessRequirement } from './roles';

/** The statistics pages and their API: merchant admins with the reports permission (SPEC 6). */
export const STATISTICS_ACCESS: AccessRequirement = { roles: ROLE_GROUPS.admin, permissionKey: 'reports' };

export interface SalesTotals {
  /** Including VAT, net of refunds, in öre. */
  sales: number;
  vat: number;
  net: number;
  refunded: number;
  orders: number;
  items: number;
}

export interface SalesFigures {
  totals: SalesTotals;
  byDay: { day: string; sales: number; orders: number }[];
  byHour: { hour: number; sales: number; orders: number }[];
  byVat: { rate: number; sales: number; vat: number; net: number }[];
  byProduct: {
    product: string | null;
    name: string;
    category: string | null;
    quantity: number;
    sales: number;
  }[];
  byCategory: { category: string | null; name: string | null; quantity: number; sales: number }[];
  byStore: { store: string; name: string | null; sales: number; orders: number }[];
  byDevice: { store: string; device: string; sales: number; orders: number }[];
  /** Register sales per user who rang them up (web orders have no seller). */
  bySeller: { seller: string; name: string | null; sales: number; orders: number }[];
  byPayment: { method: string; name: string | null; amount: number; tips: number; payments: number }[];
}

/**
 * A whole day's sales up to a time of day (hours and minutes in the store's zone), for comparing today so
 * far with a past day at the same time: the hours before it whole, the hour it falls in by its share of
 * minutes (the API sums by hour).
 */
export function salesUntil(byHour: SalesFigures['byHour'], time: { hour: number; minute: number }): number {
  let sum = 0;
  for (const { hour, sales } of byHour) {
    if (hour < time.hour) sum += sales;
    else if (hour === time.hour) sum += Math.round((sales * time.minute) / 60);
  }
  return sum;
}

/** Every hour from the first to the last with sales in either figures, empty hours included. */
export function hoursSpanned(...figures: (SalesFigures | undefined)[]): number[] {
  const hours = figures.flatMap((f) => f?.byHour.map((h) => h.hour) ?? []);
  if (hours.length === 0) return [];
  const first = Math.min(...hours);
  return Array.from({ length: Math.max(...hours) - first + 1 }, (_, i) => first + i);
}
