/**
 * Orders plain identifiers (ids, resource names) by their UTF-16 code units. `localeCompare` would give
 * the same order for ASCII names, but its first call loads the browser's collation data: about 6-20 ms
 * on the main thread of a cold load, before the first row (docs/performance.md, session 27).
 */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
