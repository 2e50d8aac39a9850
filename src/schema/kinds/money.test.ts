/**
 * A money field's bounds are said in kronor, as its amounts are shown, never in the öre it stores
 * (SPEC 9): "Måste vara minst 200,00 kr" / "Must be at least SEK 200.00".
 */
import { describe, expect, it } from 'vitest';
import { formatMessage, messageCatalogue } from '../messages';
import type { Locale } from '../types';
import { validateRecord } from '../validation';

const label = { en: 'Fee', sv: 'Avgift' };
const fields = {
  fee: { kind: 'money', label, min: 20000, max: 123456789 },
  tip: { kind: 'money', label, min: -5 },
} as const;

async function said(values: Record<string, unknown>, locale: Locale): Promise<string[]> {
  const issues = await validateRecord({ fields }, values, 'create');
  const catalogue = messageCatalogue([]);
  return issues.map((issue) => formatMessage(catalogue, issue, locale));
}

describe('a money field’s bounds', () => {
  it('says its minimum in kronor, in each language', async () => {
    expect(await said({ fee: 19999 }, 'sv')).toEqual(['Måste vara minst 200,00 kr']);
    expect(await said({ fee: 19999 }, 'en')).toEqual(['Must be at least SEK 200.00']);
  });

  it('says its maximum and a negative bound in kronor and öre', async () => {
    expect(await said({ fee: 123456790 }, 'sv')).toEqual(['Får vara högst 1234567,89 kr']);
    expect(await said({ tip: -6 }, 'en')).toEqual(['Must be at least SEK -0.05']);
  });

  it('keeps the plain bound of other numbers', async () => {
    const issues = await validateRecord(
      { fields: { count: { kind: 'integer', label, min: 1 } } },
      { count: 0 },
      'create',
    );
    expect(formatMessage(messageCatalogue([]), issues[0]!, 'sv')).toBe('Måste vara minst 1');
  });
});
