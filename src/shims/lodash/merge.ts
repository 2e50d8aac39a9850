/**
 * lodash's `merge` as react-admin's create button calls it (`merge({}, scrollState, state)`: a link's
 * state from plain objects): each source's own keys deep-merged into `target`, which is changed and
 * returned. Plain objects and arrays merge key by key (an array into an array, else into a new one; an
 * object into the object there, else into a new one); other values are taken as they are, and an
 * undefined one never replaces a value that is there. Sources that are not plain objects or arrays are
 * skipped (lodash would spread a string's characters: no caller here passes one).
 */
type Mergeable = Record<PropertyKey, unknown>;

const isPlainObject = (value: unknown): value is Mergeable => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

const isMergeable = (value: unknown): value is Mergeable => Array.isArray(value) || isPlainObject(value);

/** Keys lodash never writes through (they would reach the prototype). */
const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

function mergeInto(target: Mergeable, source: Mergeable): Mergeable {
  for (const key of Object.keys(source)) {
    if (UNSAFE.has(key)) continue;
    const value = source[key];
    const there = target[key];
    if (Array.isArray(value))
      target[key] = mergeInto(
        (Array.isArray(there) ? there : []) as unknown as Mergeable,
        value as unknown as Mergeable,
      );
    else if (isPlainObject(value))
      target[key] = mergeInto(typeof there === 'object' && there !== null ? (there as Mergeable) : {}, value);
    else if (value !== undefined || !(key in target)) target[key] = value;
  }
  return target;
}

export default function merge<T extends object>(target: T, ...sources: unknown[]): T {
  for (const source of sources) if (isMergeable(source)) mergeInto(target as Mergeable, source);
  return target;
}
