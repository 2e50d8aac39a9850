/**
 * GET /api/catalogs/3.1/settings (SPEC 7 "catalog settings"): what a client of the catalogue needs to
 * know before it writes products in the acting organization: its currency, the defaults a new product
 * gets, the limits the API enforces (from src/domain and the definitions, the same values the rules
 * use), its tax groups with today's rate, and how many products it has.
 */
import type { Context } from 'hono';
import { sql } from 'kysely';
import { DEFAULT_CURRENCY } from '../../../src/domain/money.ts';
import { LONG_DESCRIPTION } from '../../../src/domain/validators/product.ts';
import { MAX_PRODUCTS_PER_GROUP } from '../../../src/domain/validators/product-groups.ts';
import { MAX_IMAGE_ASPECT, MAX_IMAGE_BYTES } from '../../../src/domain/validators/image.ts';
import { rateOn, swedishToday, type DatedRate } from '../../../src/domain/vat.ts';
import { BULK_CAP } from '../../../src/schema/filters.ts';
import { requireCaller } from '../../http/auth-middleware.ts';
import type { Db } from '../../db/db.ts';
import type { AppEnv, Deps } from '../../http/env.ts';
import { apiError } from '../../resources/api-errors.ts';
import { MAX_IMPORT_ROWS } from '../../resources/import-body.ts';
import { ofOrganization } from '../../resources/row-scope.ts';
import { qb, run } from '../../storage/query-builder.ts';

const IMPORT_FILE_BYTES = 5 * 1024 * 1024;

export function catalogueSettings(deps: Deps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const { actingOrganizationId: organizationId } = requireCaller(c);
    if (!organizationId) throw apiError(403, 'errors.organization_required');
    return c.json(await catalogueSettingsOf(deps.db, organizationId));
  };
}

/** The catalogue settings of one organization (also part of its configuration: features/configuration). */
export async function catalogueSettingsOf(db: Db, organizationId: string) {
  const today = swedishToday();
  const groups = await run<{ id: string; name: string; rates: DatedRate[] | null }>(
    db,
    qb
      .selectFrom('tax_groups')
      .select(['id', 'name', 'rates'])
      .where(ofOrganization(organizationId))
      .orderBy('name'),
  );
  const [count] = await run(
    db,
    qb
      .selectFrom('products')
      .select(sql<number>`count(*)::int`.as('n'))
      .where(ofOrganization(organizationId)),
  );
  return {
    currency: DEFAULT_CURRENCY,
    today,
    defaults: { priceIncludesVat: true, unit: 'pcs', visibility: ['register', 'web'] },
    limits: {
      productsPerGroup: MAX_PRODUCTS_PER_GROUP,
      bulkItems: BULK_CAP,
      importFileBytes: IMPORT_FILE_BYTES,
      importRows: MAX_IMPORT_ROWS,
      imageBytes: MAX_IMAGE_BYTES,
      imageMaxAspect: MAX_IMAGE_ASPECT,
      longDescription: LONG_DESCRIPTION,
    },
    taxGroups: groups.map((g) => ({ id: g.id, name: g.name, rateToday: rateOn(g.rates ?? [], today) })),
    productCount: count?.n ?? 0,
  };
}
