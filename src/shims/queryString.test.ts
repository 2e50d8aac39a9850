import { describe, expect, it } from 'vitest';
import { parse, stringify } from './queryString';

// Each expectation is what query-string answers for the same call (its defaults, as react-admin uses it).
describe('query-string (list URLs and the data provider)', () => {
  it('writes keys sorted, strictly encoded, skipping undefined', () => {
    expect(
      stringify({
        sort: 'name',
        filter: JSON.stringify({ q: "Kaffe & Kaka (Åkersberga)!*'" }),
        page: 1,
        perPage: 25,
        order: 'ASC',
      }),
    ).toBe(
      'filter=%7B%22q%22%3A%22Kaffe%20%26%20Kaka%20%28%C3%85kersberga%29%21%2A%27%22%7D&order=ASC&page=1&perPage=25&sort=name',
    );
    expect(stringify({ a: null, b: undefined, c: '', d: [1, null, undefined, 'x y'], e: [] })).toBe(
      'a&c=&d=1&d&d=x%20y',
    );
  });

  it('reads what it writes, a repeated key as an array, a bare key as null', () => {
    const query = { filter: '{"q":"Å"}', order: 'DESC', page: '2' };
    expect({ ...parse(`?${stringify(query)}`) }).toEqual(query);
    expect({ ...parse('?a&b=&c=1&c=2&d=x+y%20z') }).toEqual({ a: null, b: '', c: ['1', '2'], d: 'x y z' });
    expect({ ...parse('#q=%E0%A4%A&&x=1=2') }).toEqual({ q: '%E0%A4%A', x: '1=2' });
    expect(Object.keys(parse('?b=1&a=2'))).toEqual(['a', 'b']);
    expect({ ...parse('') }).toEqual({});
    expect({ ...parse('?constructor=x&toString=1&__proto__=p') }).toEqual({
      constructor: 'x',
      toString: '1',
      ['__proto__']: 'p',
    });
    expect({ ...parse('?q=a%20b%') }).toEqual({ q: 'a b%' });
  });
});
