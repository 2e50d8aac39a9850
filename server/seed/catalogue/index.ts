/** The demo catalogues: each organization's tax groups, modifier sets, group tree and products. */
import type giftCardTemplates from '../../../src/resources/gift-card-templates.ts';
import type { FieldsOf } from '../../../src/schema/record-of.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import type { Queryable } from '../../db/db.ts';
import { insertRows } from '../../resources/storage.ts';
import { BOKHANDELN_CATALOGUE } from './bokhandeln.ts';
import { BOKHANDELN_CUSTOMERS, KAFFEBAREN_CUSTOMERS, type SeedCustomer } from './customers.ts';
import type { Catalogue, SeedModifierSet } from './build.ts';
import { seedGiftCards } from './gift-cards.ts';
import { seedImportRuns } from './import-runs.ts';
import { KAFFEBAREN_CATALOGUE, KAFFEBAREN_MODIFIER_SETS } from './kaffebaren.ts';
import { BOKHANDELN_OFFERS, KAFFEBAREN_OFFERS, type SeedOffer } from './offers.ts';
import { taxGroupsOf } from './tax-groups.ts';
import { ORGANIZATIONS } from '../organizations.ts';

/** The gift cards both demo shops sell: two fixed amounts and one the buyer chooses. */
const GIFT_CARD_TEMPLATES = [
  {
    name: 'Presentkort 200 kr',
    priceType: 'fixed',
    price: 20000,
    validityYears: 3,
    debitAccount: '2421',
    creditAccount: '3690',
    enabled: true,
  },
  {
    name: 'Presentkort 500 kr',
    priceType: 'fixed',
    price: 50000,
    validityYears: 3,
    debitAccount: '2421',
    creditAccount: '3690',
    enabled: true,
  },
  {
    name: 'Presentkort, valfritt belopp',
    priceType: 'open',
    minPrice: 10000,
    maxPrice: 500000,
    validityYears: 3,
    debitAccount: '2421',
    creditAccount: '3690',
    enabled: true,
  },
] as const satisfies readonly FieldsOf<typeof giftCardTemplates>[];

interface OrganizationCatalogue {
  organizationId: string;
  catalogue: Catalogue;
  modifierSets: readonly SeedModifierSet[];
  customers: readonly SeedCustomer[];
  offers: readonly SeedOffer[];
}

export const DEMO_CATALOGUES: readonly OrganizationCatalogue[] = [
  {
    organizationId: 'org-kaffebaren',
    catalogue: KAFFEBAREN_CATALOGUE,
    modifierSets: KAFFEBAREN_MODIFIER_SETS,
    customers: KAFFEBAREN_CUSTOMERS,
    offers: KAFFEBAREN_OFFERS,
  },
  {
    organizationId: 'org-bokhandeln',
    catalogue: BOKHANDELN_CATALOGUE,
    modifierSets: [],
    customers: BOKHANDELN_CUSTOMERS,
    offers: BOKHANDELN_OFFERS,
  },
];

/** Stores the demo catalogues (no history: nobody wrote them through the API), one insert per table and organization. */
export async function seedCatalogues(
  tx: Queryable,
  definitionOf: (storage: string) => ResourceDefinition,
  actor: string,
): Promise<void> {
  const store = (storage: string, organizationId: string, rows: readonly { id: string }[]) =>
    insertRows(
      tx,
      definitionOf(storage),
      organizationId,
      rows.map(({ id, ...data }) => ({ id, data })),
      actor,
    );
  for (const organization of ORGANIZATIONS)
    await store('tax-groups', organization.id, taxGroupsOf(organization.id.replace(/^org-/, '')));
  for (const { organizationId, catalogue, modifierSets, customers, offers } of DEMO_CATALOGUES) {
    await store('modifier-sets', organizationId, modifierSets);
    // Main groups before their sub-groups (the parent is a foreign key).
    await store(
      'product-groups',
      organizationId,
      catalogue.groups.filter((g) => !g.parent),
    );
    await store(
      'product-groups',
      organizationId,
      catalogue.groups.filter((g) => g.parent),
    );
    await store('products', organizationId, catalogue.products);
    await store('customers', organizationId, customers);
    await store('offers', organizationId, offers);
    await store(
      'gift-card-templates',
      organizationId,
      GIFT_CARD_TEMPLATES.map((template, i) => ({ ...template, id: `giftcard-${organizationId}-${i + 1}` })),
    );
  }
  // The cards sold from the templates (their foreign key), with their transactions.
  await seedGiftCards(tx, definitionOf, actor);
  await seedImportRuns(tx, definitionOf);
}
