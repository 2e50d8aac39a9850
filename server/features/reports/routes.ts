/**
 * GET /api/analytics/sales?from=YYYY-MM-DD&to=YYYY-MM-DD&stores=a,b&devices=x&sellers=u&product=id&category=id
 *
 * The sales figures of the caller's organization over whole days (./sales.ts), for merchant admins with
 * the reports permission (or an internal admin working in the organization). A period that is not two
 * dates, runs backwards or is longer than a year and a day is refused with 400 and SPEC 8's "reduce
 * the date period".
 */
import {
  RANGE_MESSAGES,
  rangeMessageKey,
  rangeProblem,
  invalidDateMessage,
  isReportDay,
} from '../../../src/domain/periods.ts';
import { STATISTICS_ACCESS } from '../../../src/domain/statistics.ts';
import { ApiError } from '../../http/errors.ts';
import { apiError } from '../../resources/api-errors.ts';
import { salesFigures } from './sales.ts';
import type { Routes } from '../../routing/route-table.ts';
import type { FeatureEnv } from '../define-feature.ts';

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A date parameter that is given but no day a report covers (2024-13-01, 0001-01-01): 400 naming it. */
export function checkedDay(value: string | undefined, parameter: string): void {
  if (value === undefined || value === '' || isReportDay(value)) return;
  throw new ApiError(400, [
    {
      errorCode: 'errors.period.invalid_date',
      errorMessage: invalidDateMessage(parameter),
      field: parameter,
    },
  ]);
}

/** A report's period as asked, or 400 with SPEC 8's "reduce the date period" (or what else is wrong). */
export function checkedRange(from: string | undefined, to: string | undefined): { from: string; to: string } {
  checkedDay(from, 'from');
  checkedDay(to, 'to');
  const problem = rangeProblem({ from, to });
  if (problem) {
    const key = rangeMessageKey(problem);
    throw new ApiError(400, [{ errorCode: key, errorMessage: RANGE_MESSAGES[key], field: 'from' }]);
  }
  return { from: from as string, to: to as string };
}

export function statisticsRoutes(routes: Routes, { deps }: FeatureEnv) {
  routes.get(
    '/api/analytics/sales',
    { rule: STATISTICS_ACCESS, organization: 'required' },
    {
      summary: 'The sales statistics of a period, with the period before for comparison',
      query: {
        from: 'first day, YYYY-MM-DD',
        to: 'last day, YYYY-MM-DD',
        stores: 'store ids, comma-separated',
        devices: 'register ids, comma-separated',
        sellers: 'user ids, comma-separated',
        product: 'a product id',
        category: 'a product group id',
      },
    },
    async (c, { organizationId }) => {
      if (!organizationId) throw apiError(403, 'errors.organization_required');
      const { from, to } = checkedRange(c.req.query('from'), c.req.query('to'));
      const figures = await salesFigures(deps.db, {
        organizationId,
        from,
        to,
        stores: list(c.req.query('stores')),
        devices: list(c.req.query('devices')),
        sellers: list(c.req.query('sellers')),
        product: c.req.query('product') || undefined,
        category: c.req.query('category') || undefined,
      });
      return c.json({ from, to, ...figures });
    },
  );
}
