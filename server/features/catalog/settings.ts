/**
 * GET /api/catalogs/3.1/settings (SPEC 7 "catalog settings"): what a client of the catalogue needs to
 * know before it writes products in the acting organization: its currency, the defaults a new product
 * gets, the limits the API enforces (from src/domain and the definitions, the same values the rules
 * use), its tax groups with today's rate, and how many products it has.
 */
import type { Context } from 'hono';
import { DEFAULT_CURRENCY } from '../../../src/domain/money.ts';
import { LONG_DESCRIPTION, MAX_PRODUCTS_PER_GROUP } from '../../../src/domain/validators/catalogue.ts';
import { MAX_IMAGE_ASPECT, MAX_IMAGE_BYTES } from '../../../src/domain/validators/image.ts';
import { rateOn, swedishToday, type DatedRate } from '../../../src/domain/vat.ts';
import { BULK_CAP } from '../../../src/schema/filters.ts';
import { requireCaller } from '../../http/auth-middleware.ts';
import type { AppEnv, Deps } from '../../http/env.ts';
import { apiError } from '../../resources/api-errors.ts';
import { MAX_IMPORT_ROWS } from '../../resources/import-body.ts';

const IMPORT_FILE_BYTES = 5 * 1024 * 1024;

export function catalogueSettings(deps: Deps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const { actingOrganizationId: organizationId } = requireCaller(c);
    if (!organizationId) throw apiError(403, 'errors.organization_required');
    const today = swedishToday();
    const groups = await deps.db.query<{ id: string; name: string; rates: DatedRate[] | null }>(
      'SELECT id, name, rates FROM tax_groups WHERE organization_id = $1 ORDER BY name',
      [organizationId],
    );
    const [count] = await deps.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM products WHERE organization_id = $1',
      [organizationId],
    );
    return c.json({
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
    });
  };
}
