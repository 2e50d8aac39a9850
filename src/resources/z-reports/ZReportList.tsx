/**
 * The Z reports' list (the generated one: register, day, serial, figures; a new Z report from "Create")
 * with a side panel: the register days still open, each register's oldest closable with its Z report, an
 * X report of a register's day so far, and the SIE export of a period's Z reports and web-shop days.
 */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Button, useDataProvider, useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import { formatMoney, formatNumber } from '../../domain/format';
import { addDays, todayIn } from '../../domain/periods';
import type { OpenDay } from '../../domain/z-report';
import { fetchFile, httpClient } from '../../providers/httpClient';
import { useReferenceName } from '../../schema/ui/EngineContext';
import { useFormat } from '../../schema/ui/useFormat';
import { ResourceList } from '../../schema/ui/ResourceList';
import { downloadBlob } from '../shared/download';
import type { XReport } from './XReportDialog';

/** The X report's sheet, its print and PDF: loaded when a report is first shown. */
const XReportDialog = lazy(() => import('./XReportDialog'));

/** The organization's registers, each named with its store ("Kassa 1 · Götgatan"). */
function useRegisters() {
  const { data: devices = [] } = useGetList(useReferenceName('devices'), {
    filter: { kind: 'register' },
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
  });
  const { data: stores = [] } = useGetList(useReferenceName('stores'), {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
  });
  return useMemo(() => {
    const storeName = new Map(stores.map((s) => [s.id, String(s.name)]));
    return devices.map((d) => ({
      id: String(d.id),
      name: `${String(d.name)} · ${storeName.get(d.store) ?? ''}`,
    }));
  }, [devices, stores]);
}

/** A card of the side panel: its title, a line on what it does, and its inputs. */
function PanelCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(title)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(intro)}
        </Typography>
        <Stack spacing={1}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

function XReportCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const registers = useRegisters();
  const today = todayIn('Europe/Stockholm');
  const [register, setRegister] = useState('');
  const [day, setDay] = useState(today);
  const [report, setReport] = useState<XReport | null>(null);
  const show = async () => {
    try {
      const { json } = await httpClient(
        `/api/report/3.0/x-report?register=${encodeURIComponent(register)}&day=${encodeURIComponent(day)}`,
      );
      setReport(json as XReport);
    } catch (error) {
      notify(translate('zReports.failed', { message: (error as Error).message }), { type: 'error' });
    }
  };
  return (
    <PanelCard title="zReports.x.title" intro="zReports.x.intro">
      <TextField
        select
        size="small"
        label={translate('zReports.x.register')}
        value={register}
        onChange={(event) => setRegister(event.target.value)}
      >
        {registers.map((r) => (
          <MenuItem key={r.id} value={r.id}>
            {r.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label={translate('zReports.x.day')}
        value={day}
        onChange={(event) => setDay(event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
      <Button label="zReports.x.show" variant="outlined" disabled={!register} onClick={() => void show()} />
      {report && (
        <Suspense fallback={null}>
          <XReportDialog report={report} onClose={() => setReport(null)} />
        </Suspense>
      )}
    </PanelCard>
  );
}

function SiePeriodCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const today = todayIn('Europe/Stockholm');
  const [from, setFrom] = useState(addDays(today, -7));
  const [to, setTo] = useState(today);
  const exportPeriod = async () => {
    try {
      const { blob, fileName } = await fetchFile(`/api/report/3.0/sie?from=${from}&to=${to}`);
      downloadBlob(blob, fileName ?? `SIE-${from}-${to}.si`);
    } catch (error) {
      notify(translate('zReports.failed', { message: (error as Error).message }), { type: 'error' });
    }
  };
  return (
    <PanelCard title="zReports.period.title" intro="zReports.period.intro">
      <TextField
        type="date"
        size="small"
        label={translate('zReports.period.from')}
        value={from}
        onChange={(event) => setFrom(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={translate('zReports.period.to')}
        value={to}
        onChange={(event) => setTo(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button label="zReports.period.export" variant="outlined" onClick={() => void exportPeriod()} />
    </PanelCard>
  );
}

/**
 * The register days no Z report has closed (GET /api/report/3.0/open-days): per register its oldest
 * open day with "Close the day" (the Z report's create; the API closes days only in day order), how
 * many more wait, and the days skipped before its last Z report.
 */
function OpenDaysCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const resource = useReferenceName('z-reports');
  const { locale } = useFormat();
  const queryClient = useQueryClient();
  const [closing, setClosing] = useState<string | null>(null);
  const { data: days, error } = useQuery({
    queryKey: ['z-reports-open-days'],
    queryFn: async () => (await httpClient('/api/report/3.0/open-days')).json as OpenDay[],
  });
  const registers = useMemo(() => {
    const byRegister = new Map<string, OpenDay[]>();
    for (const day of days ?? [])
      byRegister.set(day.register, [...(byRegister.get(day.register) ?? []), day]);
    return [...byRegister.values()];
  }, [days]);
  const close = async (day: OpenDay) => {
    setClosing(day.register);
    try {
      const { data } = await dataProvider.create(resource, {
        data: { register: day.register, businessDay: day.day, changeFloat: 0 },
      });
      notify(
        translate('zReports.open.closed', {
          serial: String(data.serialNumber),
          register: `${day.registerName} · ${day.storeName}`,
          day: day.day,
        }),
        { type: 'success' },
      );
      refresh();
    } catch (error) {
      notify(translate('zReports.failed', { message: (error as Error).message }), { type: 'error' });
    } finally {
      setClosing(null);
      await queryClient.invalidateQueries({ queryKey: ['z-reports-open-days'] });
    }
  };
  return (
    <PanelCard title="zReports.open.title" intro="zReports.open.intro">
      {error && (
        <Typography variant="body2" color="error">
          {translate('zReports.failed', { message: error.message })}
        </Typography>
      )}
      {days && registers.length === 0 && (
        <Typography variant="body2">{translate('zReports.open.none')}</Typography>
      )}
      {registers.map((open) => {
        const first = open[0]!;
        const next = open.find((d) => d.closable);
        const waiting = open.filter((d) => !d.skipped && d !== next).length;
        const name = `${first.registerName} · ${first.storeName}`;
        return (
          <Stack key={first.register} spacing={0.5} component="section" aria-label={name}>
            <Typography variant="subtitle2" component="h3">
              {name}
            </Typography>
            {open
              .filter((d) => d.skipped)
              .map((d) => (
                <Typography key={d.day} variant="body2" color="warning.main">
                  {translate('zReports.open.skipped', { day: d.day })}
                </Typography>
              ))}
            {next && (
              <>
                <Typography variant="body2">
                  {translate('zReports.open.day', {
                    day: next.day,
                    orders: formatNumber(next.orders, locale),
                    total: formatMoney(next.total, locale),
                  })}
                </Typography>
                {waiting > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {translate('zReports.open.later', { smart_count: waiting })}
                  </Typography>
                )}
                <Button
                  label="zReports.open.close"
                  variant="outlined"
                  disabled={closing !== null}
                  onClick={() => void close(next)}
                />
              </>
            )}
          </Stack>
        );
      })}
    </PanelCard>
  );
}

function ZReportAside() {
  return (
    <Stack spacing={2} sx={{ width: 300, ml: 2, flexShrink: 0 }}>
      <OpenDaysCard />
      <XReportCard />
      <SiePeriodCard />
    </Stack>
  );
}

export default function ZReportList() {
  return <ResourceList aside={<ZReportAside />} />;
}
