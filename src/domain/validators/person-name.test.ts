import { describe, expect, it } from 'vitest';
import { fullNameRule, splitFullName } from './person-name';

describe('a full name in one field (SPEC 5)', () => {
  it('needs two words', () => {
    expect(fullNameRule.check('Sofia')).toBe('validation.full_name');
    expect(fullNameRule.check('  Sofia  ')).toBe('validation.full_name');
    expect(fullNameRule.check('Sofia Holm')).toBeNull();
    expect(fullNameRule.check('Anna Maria Svensson')).toBeNull();
    // Empty is the required rule's to judge.
    expect(fullNameRule.check('')).toBeNull();
    expect(fullNameRule.check(undefined)).toBeNull();
  });

  it('takes everything before the last space as the first name', () => {
    expect(splitFullName('Anna Maria Svensson')).toEqual({ firstName: 'Anna Maria', lastName: 'Svensson' });
    expect(splitFullName(' Sofia   Holm ')).toEqual({ firstName: 'Sofia', lastName: 'Holm' });
  });
});
