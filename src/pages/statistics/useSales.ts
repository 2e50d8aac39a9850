/** The figures of the filter's period and of its comparison period, from GET /api/analytics/sales. */
import { useQuery } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import type { SalesFigures } from '../../domain/statistics';
import { httpClient } from '../../providers/httpClient';
import { salesQuery, type StatisticsFilter } from './useStatisticsFilter';

export const SALES_API = '/api/analytics/sales';

export function useSales(filter: StatisticsFilter, extra: { product?: string; category?: string } = {}) {
  const fetchFigures = (query: string) => async () =>
    (await httpClient(`${SALES_API}?${query}`)).json as SalesFigures;
  const currentQuery = salesQuery(filter.range, filter, extra);
  const previousQuery = salesQuery(filter.compare, filter, extra);
  // A refused period stays refused: no retries of a 4xx. Figures a minute old are fresh enough: going
  // back to a page (the dashboard, the landing of many redirects) reuses them instead of asking again.
  const retry = (count: number, error: unknown) =>
    !(error instanceof HttpError && error.status < 500) && count < 2;
  const current = useQuery({
    queryKey: ['statistics', currentQuery],
    queryFn: fetchFigures(currentQuery),
    retry,
    staleTime: 60_000,
    enabled: !filter.unusable,
  });
  const previous = useQuery({
    queryKey: ['statistics', previousQuery],
    queryFn: fetchFigures(previousQuery),
    retry,
    staleTime: 60_000,
    enabled: !filter.unusable,
  });
  return { current: current.data, previous: previous.data, error: current.error ?? previous.error };
}
