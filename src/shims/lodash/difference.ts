/**
 * lodash's `difference` as react-admin calls it (the selected ids less a range of them): the values of
 * `array` found in none of `others`, compared as SameValueZero, in order and with repeats; not an array: [].
 */
export default function difference<T>(
  array: readonly T[] | null | undefined,
  ...others: readonly (readonly T[] | null | undefined)[]
): T[] {
  if (!Array.isArray(array)) return [];
  const excluded = new Set(others.filter((other): other is readonly T[] => Array.isArray(other)).flat());
  return array.filter((value) => !excluded.has(value));
}
