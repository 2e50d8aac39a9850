/**
 * A schedule's cron expression in words, in the UI's language (cronstrue, loaded with this field):
 * "Kl 07:00, varje fredag" / "At 07:00, only on Friday", Swedish time.
 */
import cronstrue from 'cronstrue';
import 'cronstrue/locales/sv';
import { useRecordContext } from 'react-admin';
import type { FieldOverrideProps } from '../../schema/ui/components';
import { useFormat } from '../../schema/ui/useFormat';

function cronInWords(cron: string, locale: 'sv' | 'en'): string {
  try {
    return cronstrue.toString(cron, { locale, use24HourTimeFormat: true });
  } catch {
    return cron;
  }
}

export default function CronWords({ source }: FieldOverrideProps) {
  const record = useRecordContext();
  const { locale } = useFormat();
  const cron = typeof record?.[source] === 'string' ? (record[source] as string) : '';
  return <span title={cron}>{cron ? cronInWords(cron, locale) : ''}</span>;
}
