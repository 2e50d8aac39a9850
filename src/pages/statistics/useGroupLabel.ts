/** How a group of days is named on the day chart and table: the day, "v. 12 2026" or "mars 2026". */
import { useTranslate } from 'react-admin';
import type { DayGroup, Grouping } from '../../domain/sales-grouping';
import { useFormat } from '../../schema/ui/useFormat';

export function useGroupLabel(grouping: Grouping, dayPattern = 'yyyy-MM-dd'): (group: DayGroup) => string {
  const translate = useTranslate();
  const format = useFormat();
  return (group) =>
    grouping === 'week' && group.week
      ? translate('statistics.grouping.weekLabel', { ...group.week })
      : format.date(`${group.from}T12:00:00`, grouping === 'month' ? 'MMMM yyyy' : dayPattern);
}
