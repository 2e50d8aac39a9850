/**
 * Turns a demo catalogue written as nested lists (groups, sub-groups, products) into the records the
 * seed stores: deterministic ids, SKUs and EANs with correct check digits, each product's tax group and
 * its BAS sales account.
 */
import type modifierSets from '../../../src/resources/modifier-sets.ts';
import type productGroups from '../../../src/resources/product-groups/index.ts';
import type products from '../../../src/resources/products/index.ts';
import type { FieldsOf } from '../../../src/schema/record-of.ts';
import { GL_ACCOUNT, taxGroupId, type TaxGroupKey } from './tax-groups.ts';

type Computed = 'currentVatRate' | 'priceExcludingVat' | 'productCount' | 'subGroupCount';
export type SeedProduct = Omit<FieldsOf<typeof products>, Computed> & { id: string };
export type SeedGroup = Omit<FieldsOf<typeof productGroups>, Computed> & { id: string };
export type SeedModifierSet = FieldsOf<typeof modifierSets> & { id: string };

/** A product line: name, price in kronor, and what differs from its group's defaults. */
export type ProductLine = [
  name: string,
  kronor: number,
  extra?: {
    tax?: TaxGroupKey;
    modifiers?: readonly string[];
    ean?: boolean;
    unit?: 'pcs' | 'kg' | 'hg' | 'l';
  },
];

export interface GroupSpec {
  key: string;
  name: string;
  tax: TaxGroupKey;
  modifiers?: readonly string[];
  /** Retail goods carry an EAN. */
  ean?: boolean;
  web?: boolean;
  products?: readonly ProductLine[];
  subGroups?: readonly Omit<GroupSpec, 'subGroups'>[];
}

/** An EAN-13 from a 12-digit body: the GS1 check digit appended. */
export function ean13(body: string): string {
  const sum = [...body]
    .reverse()
    .reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 3 : 1), 0);
  return body + String((10 - (sum % 10)) % 10);
}

export interface Catalogue {
  groups: SeedGroup[];
  products: SeedProduct[];
}

export function buildCatalogue(
  organization: string,
  skuPrefix: string,
  eanPrefix: string,
  specs: readonly GroupSpec[],
): Catalogue {
  const groups: SeedGroup[] = [];
  const products: SeedProduct[] = [];
  const addProducts = (group: Omit<GroupSpec, 'subGroups'>, groupId: string) => {
    for (const [name, kronor, extra = {}] of group.products ?? []) {
      const number = String(products.length + 1).padStart(3, '0');
      const tax = extra.tax ?? group.tax;
      const modifiers = extra.modifiers ?? group.modifiers ?? [];
      const withEan = extra.ean ?? group.ean ?? false;
      products.push({
        id: `product-${organization}-${number}`,
        name,
        // Served food and drink is a restaurant service (ML 2023:200); the rest is goods.
        kind: tax === 'restaurant' ? 'service' : 'goods',
        group: groupId,
        sku: `${skuPrefix}${number}`,
        eans: withEan ? [{ code: ean13(`${eanPrefix}${number.padStart(12 - eanPrefix.length, '0')}`) }] : [],
        unitPrice: Math.round(kronor * 100),
        priceIncludesVat: true,
        taxGroup: taxGroupId(organization, tax),
        unit: extra.unit ?? 'pcs',
        glAccount: GL_ACCOUNT[tax],
        visibility: group.web === false ? ['register'] : ['register', 'web'],
        modifierSets: modifiers.map((key) => `modifiers-${organization}-${key}`),
      });
    }
  };
  for (const [order, spec] of specs.entries()) {
    const id = `group-${organization}-${spec.key}`;
    groups.push({ id, name: spec.name, sortOrder: (order + 1) * 10 });
    addProducts(spec, id);
    for (const [subOrder, sub] of (spec.subGroups ?? []).entries()) {
      const subId = `group-${organization}-${spec.key}-${sub.key}`;
      groups.push({ id: subId, name: sub.name, parent: id, sortOrder: (subOrder + 1) * 10 });
      addProducts({ ...sub, tax: sub.tax ?? spec.tax, web: sub.web ?? spec.web }, subId);
    }
  }
  return { groups, products };
}
