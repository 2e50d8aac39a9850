/**
 * For the routing tests: the app's guarded pages, found as e2e/helpers/routeData.ts finds them (every
 * src/pages/<page>/route.ts), and the route table of the app's registry with them.
 */
import { registry } from '../resources/registry';
import { buildRouteTable, type PageRoute } from './routeTable';

export const pages: PageRoute[] = Object.values(
  import.meta.glob('../pages/*/route.ts', { eager: true }),
).flatMap((mod) =>
  Object.values(mod as Record<string, unknown>).filter(
    (value): value is PageRoute =>
      typeof (value as PageRoute | null)?.path === 'string' && Array.isArray((value as PageRoute).roles),
  ),
);

export const table = buildRouteTable({ registry, pages });
