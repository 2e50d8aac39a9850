import { describe, expect, it } from 'vitest';
import { errorTraceOf, rememberErrorTrace } from './errorTrace';

describe('errorTrace', () => {
  it('keeps a refusal’s status and trace id for 30 s, newest twenty', () => {
    rememberErrorTrace('Saknas', { statusCode: 404, traceId: 't-1' }, 1000);
    expect(errorTraceOf('Saknas', 20_000)).toEqual({ statusCode: 404, traceId: 't-1' });
    expect(errorTraceOf('Saknas', 31_001)).toBeUndefined();
    for (let n = 0; n < 21; n += 1) rememberErrorTrace(`m${n}`, { statusCode: 400, traceId: `t${n}` }, 2000);
    expect(errorTraceOf('m0', 2000)).toBeUndefined();
    expect(errorTraceOf('m20', 2000)).toEqual({ statusCode: 400, traceId: 't20' });
  });
});
