/**
 * The Swedish tax groups a new organization starts with (ML 2023:200 rates; DOMAIN.md). Food
 * (livsmedel) is 12 %, 6 % from 2026-04-01 to 2027-12-31 (prop. 2025/26:55), then 12 % again; served
 * food and drink (restaurant and café) stays 12 %; books and newspapers 6 %; other goods 25 %. Each
 * has its BAS sales account: 3001 (25 %), 3002 (12 %), 3003 (6 %), 3004 (VAT free).
 */
import type { DatedRate } from './vat';

export type TaxGroupKey = 'standard' | 'restaurant' | 'food' | 'books' | 'free';

export interface StandardTaxGroup {
  name: string;
  rates: DatedRate[];
  glAccount: string;
}

export const STANDARD_TAX_GROUPS: Readonly<Record<TaxGroupKey, StandardTaxGroup>> = {
  standard: { name: 'Standard 25 %', rates: [{ rate: 25 }], glAccount: '3001' },
  restaurant: { name: 'Restaurang och café 12 %', rates: [{ rate: 12 }], glAccount: '3002' },
  food: {
    name: 'Livsmedel',
    rates: [{ rate: 12 }, { rate: 6, validFrom: '2026-04-01' }, { rate: 12, validFrom: '2028-01-01' }],
    glAccount: '3003',
  },
  books: { name: 'Böcker och tidningar 6 %', rates: [{ rate: 6 }], glAccount: '3003' },
  free: { name: 'Momsfritt 0 %', rates: [{ rate: 0 }], glAccount: '3004' },
};
