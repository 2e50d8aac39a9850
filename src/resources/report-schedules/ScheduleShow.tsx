/**
 * A periodic report's page: the generated one (its settings, the schedule in words, history) with its
 * next runs from the server (cron-parser, Swedish time) and a button that sends the report now; what is
 * sent is in the email outbox.
 */
import SendIcon from '@mui/icons-material/Send';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { SCHEDULE_TIME_ZONE } from '../../domain/report-schedule';
import { httpClient } from '../../providers/httpClient';
import { useDefinition } from '../../schema/ui/EngineContext';
import { ResourceShow } from '../../schema/ui/ResourceShow';
import { useFormat } from '../../schema/ui/useFormat';

const OUTBOX = '/apps/merchant/emailOutbox';

/** A run as the schedule means it, in Swedish time wherever the browser is: "fredag 2026-11-27 07:00". */
function swedishTime(instant: string, locale: 'sv' | 'en'): string {
  const parts = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'sv-SE', {
    timeZone: SCHEDULE_TIME_ZONE,
    weekday: 'long',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

function useScheduleApi() {
  const record = useRecordContext();
  const { definition } = useDefinition();
  return record ? `/${definition.api}/${encodeURIComponent(String(record.id))}` : null;
}

function NextRuns() {
  const record = useRecordContext();
  const path = useScheduleApi();
  const translate = useTranslate();
  const { locale } = useFormat();
  const { data } = useQuery({
    queryKey: ['schedule-next-runs', path, record?.version],
    queryFn: async () => (await httpClient(`${path ?? ''}/next-runs`)).json as { nextRuns: string[] },
    enabled: path !== null,
  });
  return (
    <CardContent>
      <Typography variant="subtitle1" component="h2">
        {translate('reportSchedules.next_runs')}
      </Typography>
      {data && data.nextRuns.length === 0 && (
        <Typography color="text.secondary">{translate('reportSchedules.none')}</Typography>
      )}
      <ul aria-label={translate('reportSchedules.next_runs')}>
        {data?.nextRuns.map((run) => (
          <li key={run}>{swedishTime(run, locale)}</li>
        ))}
      </ul>
    </CardContent>
  );
}

function SendNow() {
  const path = useScheduleApi();
  const notify = useNotify();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const send = async () => {
    try {
      const { json } = await httpClient(`${path ?? ''}/send`, { method: 'POST' });
      notify(translate('reportSchedules.sent', { smart_count: (json as { sent: number }).sent }), {
        type: 'success',
      });
      await queryClient.invalidateQueries();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <>
      <Button label="reportSchedules.send_now" onClick={() => void send()} disabled={!path}>
        <SendIcon />
      </Button>
      <Button label="reportSchedules.outbox" component={Link} to={OUTBOX} />
    </>
  );
}

export default function ScheduleShow() {
  return (
    <ResourceShow actions={<SendNow />}>
      <NextRuns />
    </ResourceShow>
  );
}
