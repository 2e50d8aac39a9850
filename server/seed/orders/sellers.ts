/**
 * Who rang up each register sale of the demo: the staff member on shift in that store at that moment
 * (./shifts.ts), else the shop's owner, who covers the hours nobody is scheduled. Web orders have none.
 */
import type { SeedOrder } from './generate.ts';
import type { generateShifts } from './shifts.ts';

/** Who sells when no one is on shift, per organization. */
const OWNERS: Readonly<Record<string, string>> = {
  'org-kaffebaren': 'user-kaffebaren-owner',
  'org-bokhandeln': 'user-bokhandeln-admin',
};

export function withSellers<T extends { data: SeedOrder }>(
  organizationId: string,
  rows: readonly T[],
  shifts: ReturnType<typeof generateShifts>,
): T[] {
  const onShift = new Map<string, { user: string; start: string; end: string }[]>();
  for (const { data } of shifts) {
    if (!data.store || !data.user || !data.start || !data.end) continue;
    const list = onShift.get(data.store) ?? [];
    list.push({ user: data.user, start: data.start, end: data.end });
    onShift.set(data.store, list);
  }
  return rows.map((row) => {
    const { channel, store, placedAt } = row.data;
    if (channel !== 'register' || !store || !placedAt) return row;
    const at = new Date(placedAt).toISOString();
    const staff = onShift.get(store)?.find((shift) => shift.start <= at && at < shift.end);
    const seller = staff?.user ?? OWNERS[organizationId];
    return seller ? { ...row, data: { ...row.data, seller } } : row;
  });
}
