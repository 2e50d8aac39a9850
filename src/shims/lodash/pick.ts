/**
 * lodash's `pick` as react-admin calls it (a context's keys, by name): the keys `object` has, own or
 * inherited, with their values; nothing of null or undefined. Paths (`a.b`) are not read: react-admin
 * names plain keys.
 */
export default function pick<T extends object, K extends keyof T>(
  object: T | null | undefined,
  keys: readonly K[],
): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  if (object === null || object === undefined) return picked;
  for (const key of keys) if (key in object) picked[key] = object[key];
  return picked;
}
