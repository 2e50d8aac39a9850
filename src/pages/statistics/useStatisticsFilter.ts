/**
 * The statistics filter (SPEC 3: stores, registers, sellers, date range) kept in the address, so a view can be
 * shared and the back button works: a preset (this week by default) or a custom range, and the period
 * it is compared with.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  COMPARISONS,
  comparisonRange,
  isDay,
  PRESETS,
  presetRange,
  todayIn,
  rangeProblem,
  type Comparison,
  type DayRange,
  type Preset,
} from '../../domain/periods';
import { defaultGrouping, GROUPINGS, groupingOffered, type Grouping } from '../../domain/sales-grouping';

/** The demo's and the reference platform's stores are Swedish; a store's own zone cuts its days on the API. */
const TIME_ZONE = 'Europe/Stockholm';

export interface StatisticsFilter {
  preset: Preset;
  range: DayRange;
  /** What the range is compared with (the period before unless asked otherwise). */
  comparison?: Comparison;
  compare: DayRange;
  /** A custom range that is no period (a day missing, the end before the start): nothing is asked. */
  unusable?: boolean;
  stores: string[];
  devices: string[];
  /** Users who rang up the sales (SPEC 3's userId). */
  sellers: string[];
  /** How the days of a long range are grouped on the day chart and table (always 'day' up to a month). */
  grouping: Grouping;
}

const listOf = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

export function useStatisticsFilter(): [StatisticsFilter, (patch: Partial<Record<string, string>>) => void] {
  const [params, setParams] = useSearchParams();
  const filter = useMemo<StatisticsFilter>(() => {
    const asked = params.get('preset');
    const preset: Preset = PRESETS.includes(asked as Preset) ? (asked as Preset) : 'thisWeek';
    const today = todayIn(TIME_ZONE);
    const from = params.get('from');
    const to = params.get('to');
    const range =
      preset === 'custom' && isDay(from) && isDay(to)
        ? { from, to }
        : presetRange(preset === 'custom' ? 'thisWeek' : preset, today);
    const askedComparison = params.get('compare');
    const comparison: Comparison = COMPARISONS.includes(askedComparison as Comparison)
      ? (askedComparison as Comparison)
      : 'previous';
    const askedGrouping = params.get('group') as Grouping;
    const grouping =
      groupingOffered(range) && GROUPINGS.includes(askedGrouping) ? askedGrouping : defaultGrouping(range);
    return {
      grouping,
      preset,
      range,
      comparison,
      compare: comparisonRange(range, preset, comparison),
      unusable: rangeProblem(range) === 'reversed',
      stores: listOf(params.get('stores')),
      devices: listOf(params.get('devices')),
      sellers: listOf(params.get('sellers')),
    };
  }, [params]);
  const update = useCallback(
    (patch: Partial<Record<string, string>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filter, update];
}

/** The query of the statistics API for a range and the filter's stores, registers and sellers. */
export function salesQuery(
  range: DayRange,
  filter: StatisticsFilter,
  extra: { product?: string; category?: string } = {},
): string {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  if (filter.stores.length) query.set('stores', filter.stores.join(','));
  if (filter.devices.length) query.set('devices', filter.devices.join(','));
  if (filter.sellers.length) query.set('sellers', filter.sellers.join(','));
  if (extra.product) query.set('product', extra.product);
  if (extra.category) query.set('category', extra.category);
  return query.toString();
}
