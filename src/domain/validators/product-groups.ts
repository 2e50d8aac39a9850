/**
 * The group tree of a catalogue (SPEC 5): groups and their sub-groups, two levels. A group holding
 * products cannot receive a sub-group until its products are moved; a group divided into sub-groups
 * holds no products of its own; at most 100 products per group (SPEC 9). Judged by the API on every
 * write, inside its transaction (collection rules).
 */
import { isText, type CollectionRule, type RecordIssue } from './rule';

/** SPEC 9: at most 100 products in one group. */
export const MAX_PRODUCTS_PER_GROUP = 100;

interface GroupValues {
  parent?: unknown;
}

export const groupTreeRule: CollectionRule<GroupValues> = {
  messages: {
    'validation.product_group.parent_has_products': {
      en: 'This group holds products: move them to another group before adding a sub-group',
      sv: 'Gruppen innehåller produkter: flytta dem till en annan grupp innan du lägger till en undergrupp',
    },
    'validation.product_group.too_deep': {
      en: 'A sub-group cannot have sub-groups of its own',
      sv: 'En undergrupp kan inte ha egna undergrupper',
    },
    'validation.product_group.has_sub_groups': {
      en: 'This group has sub-groups, so it cannot become a sub-group',
      sv: 'Gruppen har undergrupper och kan därför inte bli en undergrupp',
    },
    'validation.product_group.own_parent': {
      en: 'A group cannot be its own parent',
      sv: 'En grupp kan inte ligga under sig själv',
    },
  },
  check: async ({ parent }, ctx) => {
    if (!isText(parent) || parent === '') return [];
    const issue = (key: string): RecordIssue[] => [
      { field: 'parent', key: `validation.product_group.${key}` },
    ];
    if (parent === ctx.id) return issue('own_parent');
    const [target] = await ctx.find('product-groups', { id: parent });
    if (target && isText(target.parent) && target.parent !== '') return issue('too_deep');
    if (ctx.id !== null && (await ctx.find('product-groups', { parent: ctx.id })).length > 0)
      return issue('has_sub_groups');
    if ((await ctx.find('products', { group: parent })).length > 0) return issue('parent_has_products');
    return [];
  },
};

interface ProductPlacement {
  group?: unknown;
}

export const productGroupRule: CollectionRule<ProductPlacement> = {
  messages: {
    'validation.product.group_has_sub_groups': {
      en: 'This group is divided into sub-groups: choose one of them',
      sv: 'Gruppen är indelad i undergrupper: välj en av dem',
    },
    'validation.product.group_full': {
      en: 'A group holds at most %{max} products',
      sv: 'En grupp rymmer högst %{max} produkter',
    },
  },
  check: async ({ group }, ctx) => {
    if (!isText(group) || group === '') return [];
    if ((await ctx.count('product-groups', { parent: group })) > 0)
      return [{ field: 'group', key: 'validation.product.group_has_sub_groups' }];
    if ((await ctx.count('products', { group })) >= MAX_PRODUCTS_PER_GROUP)
      return [
        { field: 'group', key: 'validation.product.group_full', params: { max: MAX_PRODUCTS_PER_GROUP } },
      ];
    return [];
  },
};
