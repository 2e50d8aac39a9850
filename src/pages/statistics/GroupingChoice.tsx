/** Day, week or month for the day chart and table of a range longer than a month (issue 39). */
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslate } from 'react-admin';
import { GROUPINGS, groupingOffered, type Grouping } from '../../domain/sales-grouping';
import { useStatisticsFilter } from './useStatisticsFilter';

export function GroupingChoice() {
  const translate = useTranslate();
  const [filter, update] = useStatisticsFilter();
  if (!groupingOffered(filter.range)) return null;
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={filter.grouping}
      onChange={(_, value: Grouping | null) => value && update({ group: value })}
      aria-label={translate('statistics.grouping.label')}
      sx={{ mb: 1 }}
    >
      {GROUPINGS.map((grouping) => (
        <ToggleButton key={grouping} value={grouping}>
          {translate(`statistics.grouping.${grouping}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
