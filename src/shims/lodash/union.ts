/**
 * lodash's `union` as react-admin calls it (the selected ids and a range of them, ids of several
 * requests): the arrays' values once each, in order of first appearance, compared as SameValueZero;
 * what is not an array is left out. es-toolkit's lodash-compatible one brings its iteratee machinery.
 */
export default function union<T>(...arrays: readonly (readonly T[] | null | undefined)[]): T[] {
  return [...new Set(arrays.filter((array): array is readonly T[] => Array.isArray(array)).flat())];
}
