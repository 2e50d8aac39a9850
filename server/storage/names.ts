/** SQL names of storages and fields: `payment-methods` -> `payment_methods`, `warehouseId` -> `warehouse_id`. */

export const snake = (name: string): string =>
  name
    .replace(/-/g, '_')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase();

/** Tables of the API itself (server/db/migrations); no storage may take their names. */
export const SYSTEM_TABLES: ReadonlySet<string> = new Set([
  'records',
  'record_history',
  'record_counts',
  'legacy_records',
  'credentials',
  'refresh_tokens',
  'login_failures',
  'server_secrets',
  'schema_migrations',
  'schema_state',
  'schema_changes',
]);

/** A constraint or index name within PostgreSQL's 63 characters, stable for the same input. */
export function constraintName(...parts: string[]): string {
  const name = parts
    .join('_')
    .replace(/[^a-zA-Z0-9_]/g, '_')
    .toLowerCase();
  if (name.length <= 63) return name;
  return `${name.slice(0, 54)}_${hash(name)}`;
}

/** A short stable hash of a text (index names carry the hash of their definition). */
export function hash(text: string): string {
  let h = 0;
  for (const char of text) h = (Math.imul(h, 31) + char.charCodeAt(0)) >>> 0;
  return h.toString(36).padStart(7, '0').slice(0, 7);
}

/** An identifier, double-quoted (names come from definitions, checked by defineResource). */
export const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;
