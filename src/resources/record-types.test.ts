/** Record types inferred from definitions (src/schema/record-of.ts): checked by tsc, so a wrong value fails the build. */
import { describe, expectTypeOf, it } from 'vitest';
import products from './products';
import stores from './stores';
import type { RecordOf } from '../schema/record-of';

describe('RecordOf', () => {
  it('types each field by its kind, required fields present and enums as their values', () => {
    type Product = RecordOf<typeof products>;
    expectTypeOf<Product['name']>().toEqualTypeOf<string>();
    expectTypeOf<Product['unitPrice']>().toEqualTypeOf<number>();
    expectTypeOf<Product['unit']>().toEqualTypeOf<'pcs' | 'kg' | 'hg' | 'l' | 'cl' | 'm' | 'h'>();
    expectTypeOf<Product['sku']>().toEqualTypeOf<string | null | undefined>();
    type Store = RecordOf<typeof stores>;
    expectTypeOf<Store['supportedLanguages']>().toEqualTypeOf<('sv' | 'en' | 'nb' | 'da' | 'fi' | 'de')[]>();
    // @ts-expect-error a tonne is not a unit of the definition
    const wrong: Product['unit'] = 't';
    void wrong;
  });
});
