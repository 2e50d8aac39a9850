import { describe, expect, it } from 'vitest';
import { capitalize, humanize, inflect, pluralize, singularize, transform } from './inflection';

// Each expectation is what the inflection library answers for the same call.
describe('inflection (react-admin fallback labels)', () => {
  it('names a resource in the singular and the plural', () => {
    expect(inflect('warehouses', 1)).toBe('warehouse');
    expect(inflect('gift-card-templates', 1)).toBe('gift-card-template');
    expect(inflect('categories', 1)).toBe('category');
    expect(inflect('addresses', 1)).toBe('address');
    expect(inflect('batches', 1)).toBe('batch');
    expect(inflect('statuses', 1)).toBe('status');
    expect(inflect('products', 2)).toBe('products');
    expect(inflect('products', Number.NaN)).toBe('products');
    expect(pluralize('category')).toBe('categories');
    expect(pluralize('box')).toBe('boxes');
    expect(pluralize('analysis')).toBe('analyses');
    expect(pluralize('status')).toBe('statuses');
    expect(pluralize('day')).toBe('days');
    expect(singularize('status')).toBe('status');
    expect(pluralize('x', 'given')).toBe('given');
  });

  it('humanizes and capitalizes as react-admin shows a name', () => {
    expect(humanize('product_groups')).toBe('Product groups');
    expect(humanize('store_id')).toBe('Store');
    expect(humanize('ORGANIZATION_IDS', true)).toBe('organization');
    expect(capitalize('kaffeBAREN')).toBe('Kaffebaren');
    expect(transform('createdAt', ['underscore', 'humanize'])).toBe('Created at');
    expect(transform('vatRate', ['underscore', 'humanize', 'unknown'])).toBe('Vat rate');
  });
});
