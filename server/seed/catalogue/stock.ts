/**
 * The demo stock levels: Kaffebaren's shop goods (coffee beans, chocolate and sweets, accessories),
 * pastries and bottled drinks in the warehouses of its two stores with one; Bokhandeln's books in its
 * shop and web warehouses, its stationery and gifts in the shop's. Quantities follow from each row's
 * place in the list (no randomness): about one level in five is at or below its reorder level, a few
 * are below zero (the register sold what was never counted in), a few have no reorder level.
 */
import { isLowStock } from '../../../src/domain/validators/stock.ts';
import type stock from '../../../src/resources/stock.ts';
import type { FieldsOf } from '../../../src/schema/record-of.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import type { Db } from '../../db/db.ts';
import { insertRows } from '../../resources/storage.ts';
import { BOKHANDELN_CATALOGUE } from './bokhandeln.ts';
import type { SeedProduct } from './build.ts';
import { KAFFEBAREN_CATALOGUE } from './kaffebaren.ts';

export type SeedStock = Omit<FieldsOf<typeof stock>, 'title' | 'reason'> & { id: string };

/** How a kind of goods is stocked: the reorder levels used in turn, and how far above them a level goes. */
interface Profile {
  reorderLevels: readonly number[];
  spread: number;
}

const PASTRIES: Profile = { reorderLevels: [6, 8, 10, 12], spread: 24 };
const SHOP_GOODS: Profile = { reorderLevels: [3, 4, 5, 6, 8, 10], spread: 40 };
const DRINKS: Profile = { reorderLevels: [12, 24], spread: 60 };
const BOOKS: Profile = { reorderLevels: [2, 3, 4, 5], spread: 18 };
const STATIONERY: Profile = { reorderLevels: [5, 10, 15], spread: 50 };

interface Shelf {
  products: readonly SeedProduct[];
  profile: Profile;
  warehouses: readonly string[];
}

const inGroups = (products: readonly SeedProduct[], groups: readonly string[]) =>
  products.filter((p) => groups.some((group) => p.group === group || p.group?.startsWith(`${group}-`)));

/** Counted in pieces: goods sold by weight (per hg) have no count of their own. */
const counted = (products: readonly SeedProduct[]) => products.filter((p) => p.unit === 'pcs');

const KAFFEBAREN_WAREHOUSES = ['wh-kaffebaren-central', 'wh-kaffebaren-soder'];
const kaffebaren = KAFFEBAREN_CATALOGUE.products;
const KAFFEBAREN_SHELVES: readonly Shelf[] = [
  {
    products: counted(inGroups(kaffebaren, ['group-kaffebaren-butik'])),
    profile: SHOP_GOODS,
    warehouses: KAFFEBAREN_WAREHOUSES,
  },
  {
    products: inGroups(kaffebaren, ['group-kaffebaren-bakverk-bullar', 'group-kaffebaren-bakverk-kakor']),
    profile: PASTRIES,
    warehouses: KAFFEBAREN_WAREHOUSES,
  },
  {
    products: kaffebaren.filter((p) => ['Mineralvatten', 'Cola', 'Cola zero', 'Kombucha'].includes(p.name)),
    profile: DRINKS,
    warehouses: KAFFEBAREN_WAREHOUSES,
  },
];

const bokhandeln = BOKHANDELN_CATALOGUE.products;
const BOKHANDELN_SHELVES: readonly Shelf[] = [
  {
    products: inGroups(bokhandeln, [
      'group-bokhandeln-skon',
      'group-bokhandeln-fack',
      'group-bokhandeln-barn',
    ]),
    profile: BOOKS,
    warehouses: ['wh-bokhandeln-gbg', 'wh-bokhandeln-web'],
  },
  {
    products: inGroups(bokhandeln, ['group-bokhandeln-papper']),
    profile: STATIONERY,
    warehouses: ['wh-bokhandeln-gbg'],
  },
];

/** The level of the i-th product of a shelf in its w-th warehouse. */
function level(product: SeedProduct, warehouse: string, profile: Profile, i: number, w: number): SeedStock {
  const reorder = profile.reorderLevels[(i + w) % profile.reorderLevels.length]!;
  const reorderLevel = (i * 3 + w) % 13 === 7 ? undefined : reorder;
  const quantity =
    (i * 7 + w) % 31 === 4
      ? -1 - (i % 2)
      : (i + 3 * w) % 5 === 0
        ? reorder - (i % 3)
        : reorder + 1 + ((i * 37 + w * 11) % profile.spread);
  return {
    id: `stock-${warehouse.replace(/^wh-/, '')}-${product.id.replace(/^product-[a-z]+-/, '')}`,
    product: product.id,
    warehouse,
    quantity,
    ...(reorderLevel === undefined ? {} : { reorderLevel }),
    lowStock: isLowStock(quantity, reorderLevel),
  };
}

const levels = (shelves: readonly Shelf[]): SeedStock[] =>
  shelves.flatMap(({ products, profile, warehouses }) =>
    warehouses.flatMap((warehouse, w) =>
      products.map((product, i) => level(product, warehouse, profile, i, w)),
    ),
  );

export const DEMO_STOCK: readonly { organizationId: string; levels: readonly SeedStock[] }[] = [
  { organizationId: 'org-kaffebaren', levels: levels(KAFFEBAREN_SHELVES) },
  { organizationId: 'org-bokhandeln', levels: levels(BOKHANDELN_SHELVES) },
];

/**
 * Stores the demo stock levels (no history, like the rest of the catalogue), after the settings seed
 * (server/seed/resources/index.ts) has stored the warehouses they name (server/start.ts).
 */
export async function seedDemoStock(db: Db, definitions: readonly ResourceDefinition[]): Promise<void> {
  const definition = definitions.find((d) => d.name === 'stock');
  if (!definition) return;
  await db.transaction(async (tx) => {
    for (const { organizationId, levels } of DEMO_STOCK)
      await insertRows(
        tx,
        definition,
        organizationId,
        levels.map(({ id, ...data }) => ({ id, data })),
        'seed',
      );
  });
}
