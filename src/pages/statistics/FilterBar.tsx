/** The statistics filter: period preset or custom dates, stores, registers and sellers; what it compares with. */
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { COMPARISONS, PRESETS } from '../../domain/periods';
import { httpClient } from '../../providers/httpClient';
import { useFormat } from '../../schema/ui/useFormat';
import type { StatisticsFilter } from './useStatisticsFilter';

const STORES = '/api/store?range=[0,99]&sort=["name","ASC"]&filter={}';

/** A select of several values; none chosen reads as `all`. */
function MultiSelect({
  label,
  all,
  value,
  options,
  onChange,
}: {
  label: string;
  all: string;
  value: readonly string[];
  options: readonly { value: string; label: string }[];
  onChange: (value: string[]) => void;
}) {
  const labelOf = (chosen: string) => options.find((option) => option.value === chosen)?.label ?? chosen;
  return (
    <TextField
      select
      fullWidth={false}
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as unknown as string[])}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) =>
            (selected as string[]).length ? (selected as string[]).map(labelOf).join(', ') : all,
        },
        inputLabel: { shrink: true },
      }}
      sx={{ minWidth: 200 }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function FilterBar({
  filter,
  update,
  devices,
  sellers,
}: {
  filter: StatisticsFilter;
  update: (patch: Partial<Record<string, string>>) => void;
  /** Registers with sales in the period, "store/device" keys. */
  devices: readonly { store: string; device: string }[];
  /** Users who rang up sales in the period. */
  sellers: readonly { seller: string; name: string | null }[];
}) {
  const translate = useTranslate();
  const format = useFormat();
  const { data: stores = [] } = useQuery({
    queryKey: ['statistics', 'stores'],
    queryFn: async () => (await httpClient(STORES)).json as { id: string; name: string }[],
  });
  const day = (value: string) => format.date(`${value}T12:00:00Z`, 'yyyy-MM-dd');
  const deviceOptions = [...new Set([...devices.map((d) => d.device), ...filter.devices])].sort();
  const sellerOptions = [
    ...sellers.map((s) => ({ value: s.seller, label: s.name ?? s.seller })),
    ...filter.sellers
      .filter((chosen) => !sellers.some((s) => s.seller === chosen))
      .map((chosen) => ({ value: chosen, label: chosen })),
  ];
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          select
          fullWidth={false}
          size="small"
          label={translate('statistics.filter.period')}
          value={filter.preset}
          onChange={(event) =>
            update(
              event.target.value === 'custom'
                ? { preset: 'custom', from: filter.range.from, to: filter.range.to }
                : { preset: event.target.value, from: '', to: '' },
            )
          }
          sx={{ minWidth: 200 }}
        >
          {PRESETS.map((preset) => (
            <MenuItem key={preset} value={preset}>
              {translate(`statistics.presets.${preset}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth={false}
          size="small"
          label={translate('statistics.filter.compare')}
          value={filter.comparison ?? 'previous'}
          onChange={(event) =>
            update({ compare: event.target.value === 'previous' ? '' : event.target.value })
          }
          sx={{ minWidth: 220 }}
        >
          {COMPARISONS.map((comparison) => (
            <MenuItem key={comparison} value={comparison}>
              {translate(`statistics.comparisons.${comparison}`)}
            </MenuItem>
          ))}
        </TextField>
        {filter.preset === 'custom' && (
          <>
            <TextField
              type="date"
              fullWidth={false}
              size="small"
              label={translate('statistics.filter.from')}
              value={filter.range.from}
              onChange={(event) => update({ from: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              fullWidth={false}
              size="small"
              label={translate('statistics.filter.to')}
              value={filter.range.to}
              onChange={(event) => update({ to: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </>
        )}
        <MultiSelect
          label={translate('statistics.filter.stores')}
          all={translate('statistics.filter.allStores')}
          value={filter.stores}
          options={stores.map((store) => ({ value: store.id, label: store.name }))}
          onChange={(value) => update({ stores: value.join(',') })}
        />
        <MultiSelect
          label={translate('statistics.filter.devices')}
          all={translate('statistics.filter.allDevices')}
          value={filter.devices}
          options={deviceOptions.map((device) => ({ value: device, label: device }))}
          onChange={(value) => update({ devices: value.join(',') })}
        />
        <MultiSelect
          label={translate('statistics.filter.sellers')}
          all={translate('statistics.filter.allSellers')}
          value={filter.sellers}
          options={sellerOptions}
          onChange={(value) => update({ sellers: value.join(',') })}
        />
      </Stack>
      {!filter.unusable && (
        <Typography variant="body2" color="text.secondary">
          {day(filter.range.from)} – {day(filter.range.to)} ·{' '}
          {translate('statistics.filter.comparedWith', {
            from: day(filter.compare.from),
            to: day(filter.compare.to),
          })}
        </Typography>
      )}
    </Stack>
  );
}
