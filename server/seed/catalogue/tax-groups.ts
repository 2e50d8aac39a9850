/** The demo organizations' tax groups: the standard Swedish set (src/domain/tax-groups.ts), with ids the seed products name. */
import { STANDARD_TAX_GROUPS, type TaxGroupKey } from '../../../src/domain/tax-groups.ts';
import type { DatedRate } from '../../../src/domain/vat.ts';
import type taxGroups from '../../../src/resources/tax-groups.ts';
import type { FieldsOf } from '../../../src/schema/record-of.ts';

export type { TaxGroupKey };

/**
 * A tax group as the seed stores it. Its rates are the domain's (src/domain/vat.ts), whose `validFrom`
 * may be null where the definition's sub-record type only admits a string or nothing.
 */
export type SeedTaxGroup = Omit<FieldsOf<typeof taxGroups>, 'rates'> & { id: string; rates: DatedRate[] };

export const GL_ACCOUNT = Object.fromEntries(
  Object.entries(STANDARD_TAX_GROUPS).map(([key, group]) => [key, group.glAccount]),
) as Record<TaxGroupKey, string>;

export const taxGroupId = (organization: string, key: TaxGroupKey) => `taxgroup-${organization}-${key}`;

export const taxGroupsOf = (organization: string): SeedTaxGroup[] =>
  Object.entries(STANDARD_TAX_GROUPS).map(([key, { name, rates }]) => ({
    id: taxGroupId(organization, key as TaxGroupKey),
    name,
    rates,
  }));
