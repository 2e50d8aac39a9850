/** GET /api/catalog/product/count: how many products the caller's acting organization has (onboarding check). */
import type { Context } from 'hono';
import { sql } from 'kysely';
import { ofOrganization } from '../../resources/row-scope.ts';
import { qb, run } from '../../storage/query-builder.ts';
import type { AppEnv, Deps } from '../../http/env.ts';
import { requireCaller } from '../../http/auth-middleware.ts';

export function productCount(deps: Deps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const { actingOrganizationId } = requireCaller(c);
    if (!actingOrganizationId) return c.json(0);
    const [row] = await run(
      deps.db,
      qb
        .selectFrom('products')
        .select(sql<number>`count(*)::int`.as('count'))
        .where(ofOrganization(actingOrganizationId)),
    );
    return c.json(row?.count ?? 0);
  };
}
