import { describe, expect, it } from 'vitest';
import difference from './difference';
import merge from './merge';
import pick from './pick';
import union from './union';

// Each expectation is what lodash 4 answers for the same call (react-admin's calls, and their edges).
describe("lodash's union, difference, pick and merge (react-admin's selection, contexts and create button)", () => {
  it('union: each value once, in order of first appearance, as SameValueZero; not an array left out', () => {
    expect(union([1, 2, 2], [2, 3, 1, 4])).toEqual([1, 2, 3, 4]);
    expect(union<string | number>(['a', 1], ['1', 'a'])).toEqual(['a', 1, '1']);
    expect(union([Number.NaN, 0], [Number.NaN, -0])).toEqual([Number.NaN, 0]);
    expect(union(undefined, [1, 1])).toEqual([1]);
    expect(union([1], null, [2])).toEqual([1, 2]);
    expect(union([], [])).toEqual([]);
  });

  it('difference: the first array less the others, repeats kept; not an array gives []', () => {
    expect(difference([1, 1, 2, 3], [2])).toEqual([1, 1, 3]);
    expect(difference(['a', 'b'], ['b'], ['a'])).toEqual([]);
    expect(difference([Number.NaN, 1], [Number.NaN])).toEqual([1]);
    expect(difference(undefined, [1])).toEqual([]);
    expect(difference([1, 2], null)).toEqual([1, 2]);
  });

  it('pick: the keys the object has, own or inherited, undefined values included; null gives {}', () => {
    expect(
      pick({ sort: 's', setSort: 0, other: 3 } as Record<string, unknown>, ['sort', 'setSort', 'resource']),
    ).toEqual({
      sort: 's',
      setSort: 0,
    });
    const context = Object.assign(Object.create({ inherited: 1 }) as Record<string, unknown>, {
      own: 2,
      undef: undefined,
    });
    const picked = pick(context, ['own', 'inherited', 'undef', 'missing']);
    expect(picked).toEqual({ own: 2, inherited: 1, undef: undefined });
    expect(Object.keys(picked)).toEqual(['own', 'inherited', 'undef']);
    expect(pick(null as Record<string, unknown> | null, ['a'])).toEqual({});
  });

  it("merge: the create button's link state, deep, into the target, undefined never replacing a value", () => {
    expect(merge({}, { _scrollToTop: true }, undefined)).toEqual({ _scrollToTop: true });
    expect(merge({}, { _scrollToTop: false }, { record: { group: 'g1', tags: ['a'] } })).toEqual({
      _scrollToTop: false,
      record: { group: 'g1', tags: ['a'] },
    });
    const target = { a: 1, b: { c: 2, d: [1, 2, 3] } };
    expect(merge(target, { a: undefined, b: { d: [9], e: null } })).toBe(target);
    expect(target).toEqual({ a: 1, b: { c: 2, d: [9, 2, 3], e: null } });
    expect(merge({ a: [1, 2] }, { a: { 0: 'x' } })).toEqual({ a: ['x', 2] });
    expect(merge({ a: { x: 1 } }, { a: [5] })).toEqual({ a: [5] });
    expect(merge({ a: 'text' }, { a: { b: 1 } })).toEqual({ a: { b: 1 } });
    expect(merge({ list: [{ a: 1 }, { b: 2 }] }, { list: [{ c: 3 }] })).toEqual({
      list: [{ a: 1, c: 3 }, { b: 2 }],
    });
    const date = new Date(0);
    const merged = merge({}, { date, none: null, missing: undefined }) as Record<string, unknown>;
    expect(merged.date).toBe(date);
    expect(merged).toEqual({ date, none: null, missing: undefined });
    expect('missing' in merged).toBe(true);
    expect(merge({}, JSON.parse('{"__proto__": {"polluted": 1}, "ok": 1}'))).toEqual({ ok: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
