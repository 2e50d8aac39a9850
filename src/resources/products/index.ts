/**
 * Products (SPEC 3: name, short and long description, SKU/PLU, EANs, unit price, price including VAT,
 * VAT through a tax group, target, min and max price, unit of measure, GL account, visibility per
 * channel, modifier sets, group; SPEC 5: the product and price rules). Prices in minor units (öre).
 * The VAT rate shown is today's rate of the product's tax group (src/domain/vat.ts).
 */
import { ROLE_GROUPS } from '../../domain/roles';
import {
  eanRule,
  LONG_DESCRIPTION,
  positiveAmountRule,
  priceRangeRule,
  productNameRule,
  skuRule,
} from '../../domain/validators/product';
import { glAccountRule } from '../../domain/validators/gl-account';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../domain/validators/image';
import { productGroupRule } from '../../domain/validators/product-groups';
import { excludingVat, rateOn, swedishToday, type DatedRate } from '../../domain/vat';
import { defineResource } from '../../schema/define-resource';
import type { ComputeContext, Label, ResourceRecord } from '../../schema/types';

/** Today's VAT rate of each product, from its tax group. */
async function todaysRates(
  products: readonly ResourceRecord[],
  ctx: ComputeContext,
): Promise<(number | null)[]> {
  const ids = [
    ...new Set(products.map((p) => p.taxGroup).filter((id): id is string => typeof id === 'string')),
  ];
  const groups = ids.length ? await ctx.find('tax-groups', { id: ids }) : [];
  const today = swedishToday();
  const rates = new Map(groups.map((g) => [g.id, rateOn((g.rates ?? []) as DatedRate[], today)]));
  return products.map((p) => rates.get(p.taxGroup as string) ?? null);
}

const money = (label: { en: string; sv: string }) => ({
  kind: 'money' as const,
  label,
  rules: [positiveAmountRule],
});

/** A product image (SPEC 3 small and large; SPEC 5: under 2 MB), kept as the upload endpoint's address. */
const image = (label: Label, helper: Label) => ({
  kind: 'image' as const,
  label,
  helper,
  accept: [...IMAGE_TYPES],
  maxBytes: MAX_IMAGE_BYTES,
});

export default defineResource({
  name: 'products',
  label: { one: { en: 'Product', sv: 'Produkt' }, many: { en: 'Products', sv: 'Produkter' } },
  routes: ['/apps/merchant/productsV3'],
  api: 'api/catalog/product',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin, permissionKey: 'products' },
  representation: 'name',
  icon: 'Inventory',
  menu: { group: 'merchant', order: 10 },
  list: {
    sort: { field: 'name', order: 'ASC' },
    bulkDelete: true,
    export: true,
    import: { key: 'sku' },
    bulkEdit: ['group', 'taxGroup', 'visibility'],
    currentViews: ['table', 'hierarchy', 'grid'],
  },
  views: { list: 'product-catalogue' },
  create: { saveAndAdd: true },
  rules: [priceRangeRule({ min: 'minPrice', max: 'maxPrice', target: 'targetPrice' })],
  collectionRules: [productGroupRule],
  droppedFields: ['vatRate'],
  form: {
    tabs: [
      {
        label: { en: 'Product', sv: 'Produkt' },
        fields: [
          'name',
          'kind',
          'group',
          'sku',
          'eans',
          'shortDescription',
          'longDescription',
          'unit',
          'visibility',
        ],
      },
      {
        label: { en: 'Price and VAT', sv: 'Pris och moms' },
        fields: [
          'unitPrice',
          'priceIncludesVat',
          'taxGroup',
          'targetPrice',
          'minPrice',
          'maxPrice',
          'glAccount',
        ],
      },
      { label: { en: 'Images', sv: 'Bilder' }, fields: ['imageSmall', 'imageLarge'] },
      { label: { en: 'Modifiers', sv: 'Tillval' }, fields: ['modifierSets'] },
    ],
  },
  fields: {
    name: {
      kind: 'text',
      label: { en: 'Name', sv: 'Namn' },
      required: true,
      maxLength: 100,
      rules: [productNameRule],
      listed: true,
      sortable: true,
      filterable: ['contains', 'startsWith', 'eq'],
      searchable: true,
    },
    group: {
      kind: 'reference',
      reference: 'product-groups',
      label: { en: 'Group', sv: 'Grupp' },
      listed: true,
      filterable: true,
    },
    sku: {
      kind: 'text',
      label: { en: 'SKU/PLU', sv: 'Artikelnummer (SKU/PLU)' },
      maxLength: 40,
      rules: [skuRule],
      unique: 'organization',
      listed: true,
      sortable: true,
      filterable: ['startsWith', 'eq'],
      searchable: true,
    },
    eans: {
      kind: 'subRecords',
      label: { en: 'EAN codes', sv: 'EAN-koder' },
      maxRows: 10,
      searchable: true,
      fields: {
        code: {
          kind: 'text',
          label: { en: 'EAN', sv: 'EAN' },
          required: true,
          maxLength: 13,
          rules: [eanRule],
        },
      },
    },
    shortDescription: {
      kind: 'text',
      label: { en: 'Short description', sv: 'Kort beskrivning' },
      maxLength: 100,
    },
    longDescription: {
      kind: 'longText',
      label: { en: 'Long description', sv: 'Lång beskrivning' },
      helper: {
        en: `${LONG_DESCRIPTION.min} to ${LONG_DESCRIPTION.max} characters, shown in the web shop`,
        sv: `${LONG_DESCRIPTION.min} till ${LONG_DESCRIPTION.max} tecken, visas i webbutiken`,
      },
      minLength: LONG_DESCRIPTION.min,
      maxLength: LONG_DESCRIPTION.max,
    },
    unitPrice: {
      ...money({ en: 'Unit price', sv: 'Styckpris' }),
      required: true,
      listed: true,
      sortable: true,
      filterable: ['gt', 'lt'],
    },
    priceIncludesVat: {
      kind: 'boolean',
      label: { en: 'Price includes VAT', sv: 'Priset inkluderar moms' },
      default: true,
    },
    taxGroup: {
      kind: 'reference',
      reference: 'tax-groups',
      label: { en: 'Tax group', sv: 'Momsgrupp' },
      required: true,
      filterable: true,
    },
    currentVatRate: {
      kind: 'percentage',
      label: { en: 'VAT today', sv: 'Moms i dag' },
      listed: true,
      compute: todaysRates,
    },
    priceExcludingVat: {
      kind: 'money',
      label: { en: 'Price excl. VAT', sv: 'Pris exkl. moms' },
      compute: async (products, ctx) => {
        const rates = await todaysRates(products, ctx);
        return products.map((p, i) => {
          const price = p.unitPrice;
          const rate = rates[i];
          if (typeof price !== 'number' || rate === null || rate === undefined) return null;
          return p.priceIncludesVat === false ? price : excludingVat(price, rate);
        });
      },
    },
    targetPrice: money({ en: 'Target price', sv: 'Riktpris' }),
    minPrice: money({ en: 'Lowest price incl. VAT', sv: 'Lägsta pris inkl. moms' }),
    maxPrice: money({ en: 'Highest price incl. VAT', sv: 'Högsta pris inkl. moms' }),
    unit: {
      kind: 'enum',
      label: { en: 'Unit', sv: 'Enhet' },
      required: true,
      default: 'pcs',
      values: {
        pcs: { label: { en: 'Piece', sv: 'Styck' } },
        kg: { label: { en: 'Kilogram', sv: 'Kilogram' } },
        hg: { label: { en: 'Hectogram', sv: 'Hektogram' } },
        l: { label: { en: 'Litre', sv: 'Liter' } },
        cl: { label: { en: 'Centilitre', sv: 'Centiliter' } },
        m: { label: { en: 'Metre', sv: 'Meter' } },
        h: { label: { en: 'Hour', sv: 'Timme' } },
      },
    },
    glAccount: {
      kind: 'text',
      label: { en: 'GL account', sv: 'Bokföringskonto' },
      helper: {
        en: 'Account of the BAS chart, e.g. 2999',
        sv: 'Konto i BAS-kontoplanen, t.ex. 2999',
      },
      required: true,
      maxLength: 4,
      rules: [glAccountRule],
      filterable: ['eq'],
    },
    imageSmall: image(
      { en: 'Small image', sv: 'Liten bild' },
      {
        en: 'Shown on the register buttons. PNG or JPEG, at most 2 MB',
        sv: 'Visas på kassans knappar. PNG eller JPEG, högst 2 MB',
      },
    ),
    imageLarge: image(
      { en: 'Large image', sv: 'Stor bild' },
      {
        en: 'Shown in the web shop. PNG or JPEG, at most 2 MB',
        sv: 'Visas i webbutiken. PNG eller JPEG, högst 2 MB',
      },
    ),
    visibility: {
      kind: 'enum',
      label: { en: 'Sold in', sv: 'Säljs i' },
      multiple: true,
      default: ['register', 'web'],
      filterable: true,
      values: {
        register: { label: { en: 'Register', sv: 'Kassan' } },
        web: { label: { en: 'Web orders', sv: 'Webbeställningar' } },
      },
    },
    modifierSets: {
      kind: 'references',
      reference: 'modifier-sets',
      label: { en: 'Modifier sets', sv: 'Tillvalsgrupper' },
      maxItems: 10,
    },
    kind: {
      kind: 'enum',
      label: { en: 'Goods or service', sv: 'Vara eller tjänst' },
      helper: {
        en: 'The Z and X reports count goods and services sold apart',
        sv: 'Z- och X-rapporterna räknar sålda varor och tjänster för sig',
      },
      default: 'goods',
      filterable: true,
      values: {
        goods: { label: { en: 'Goods', sv: 'Vara' } },
        service: { label: { en: 'Service', sv: 'Tjänst' } },
      },
    },
  },
});
