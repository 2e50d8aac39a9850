/** GET /api/catalog/product/count: how many products the caller's acting organization has (onboarding check). */
import type { Context } from 'hono';
import type { AppEnv, Deps } from '../../http/env.ts';
import { requireCaller } from '../../http/auth-middleware.ts';

export function productCount(deps: Deps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const { actingOrganizationId } = requireCaller(c);
    if (!actingOrganizationId) return c.json(0);
    const [row] = await deps.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM products WHERE organization_id = $1',
      [actingOrganizationId],
    );
    return c.json(row?.count ?? 0);
  };
}
