/**
 * Stock sync readiness: a store syncs stock through its warehouse's external id (the accounting
 * provider's stock point code). A store without a warehouse, or whose warehouse shares its external id
 * with another warehouse of the organization, blocks the sync.
 */
type Fields = Readonly<Record<string, unknown>>;

export type StockSyncStatus = 'ok' | 'noWarehouse' | 'duplicateExternalId';

export const normalizeExternalId = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : null;

/** How many warehouses use each (normalized) external id. */
export function externalIdCounts(warehouses: readonly Fields[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const warehouse of warehouses) {
    const key = normalizeExternalId(warehouse['externalId']);
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

export function warehouseSyncStatus(warehouse: Fields, counts: Map<string, number>): StockSyncStatus {
  const key = normalizeExternalId(warehouse['externalId']);
  return key && (counts.get(key) ?? 0) > 1 ? 'duplicateExternalId' : 'ok';
}

export function storeSyncStatus(
  store: Fields,
  warehousesById: Map<string, Fields>,
  counts: Map<string, number>,
): StockSyncStatus {
  const warehouse =
    typeof store['warehouseId'] === 'string' ? warehousesById.get(store['warehouseId']) : undefined;
  if (!warehouse) return 'noWarehouse';
  return warehouseSyncStatus(warehouse, counts);
}
