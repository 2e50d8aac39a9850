/** The demo organizations' tax groups: the standard Swedish set (src/domain/tax-groups.ts), with ids the seed products name. */
import { STANDARD_TAX_GROUPS, type TaxGroupKey } from '../../../src/domain/tax-groups.ts';

export type { TaxGroupKey };

export const GL_ACCOUNT = Object.fromEntries(
  Object.entries(STANDARD_TAX_GROUPS).map(([key, group]) => [key, group.glAccount]),
) as Record<TaxGroupKey, string>;

export const taxGroupId = (organization: string, key: TaxGroupKey) => `taxgroup-${organization}-${key}`;

export const taxGroupsOf = (organization: string) =>
  Object.entries(STANDARD_TAX_GROUPS).map(([key, { name, rates }]) => ({
    id: taxGroupId(organization, key as TaxGroupKey),
    name,
    rates,
  }));
