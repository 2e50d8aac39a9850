/**
 * Seed products of Kaffebaren AB. Prices in öre including VAT. Served food and drink is a restaurant
 * service (12 %); packaged food is taxed as groceries, 6 % from 2026-04-01 (prop. 2025/26:55); goods 25 %.
 * Sales accounts follow the BAS chart: 3001 (25 %), 3002 (12 %), 3003 (6 %).
 */

export interface SeedProduct {
  id: string;
  name: string;
  sku: string;
  unitPrice: number;
  vatRate: 6 | 12 | 25;
  priceIncludesVat: true;
  glAccount: string;
}

const GL_ACCOUNT_BY_VAT: Record<SeedProduct['vatRate'], string> = { 25: '3001', 12: '3002', 6: '3003' };

const rows: ReadonlyArray<[name: string, unitPrice: number, vatRate: SeedProduct['vatRate']]> = [
  ['Bryggkaffe', 3800, 12],
  ['Espresso', 3500, 12],
  ['Cappuccino', 4900, 12],
  ['Caffè latte', 5200, 12],
  ['Chai latte', 5400, 12],
  ['Te, valfri sort', 3500, 12],
  ['Varm choklad', 4500, 12],
  ['Kanelbulle', 3900, 12],
  ['Kardemummabulle', 4200, 12],
  ['Chokladboll', 2900, 12],
  ['Morotskaka', 5500, 12],
  ['Ost- och skinksmörgås', 7500, 12],
  ['Vegetarisk lunchsallad', 11500, 12],
  ['Kaffebönor mellanrost 500 g', 16900, 6],
  ['Mörk choklad 70 % 100 g', 4500, 6],
  ['Kaffemugg Kaffebaren', 17900, 25],
];

export const KAFFEBAREN_PRODUCTS: readonly SeedProduct[] = rows.map(([name, unitPrice, vatRate], index) => {
  const number = String(index + 1).padStart(3, '0');
  return {
    id: `product-kaffebaren-${number}`,
    name,
    sku: `KB-${number}`,
    unitPrice,
    vatRate,
    priceIncludesVat: true,
    glAccount: GL_ACCOUNT_BY_VAT[vatRate],
  };
});
