/** A record's history (who, when, which fields from what to what), from dataProvider.getHistory. */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { BackofficeDataProvider, HistoryEntry } from '../../providers/dataProvider';
import { useFormat } from '../../i18n/useFormat';
import { fieldKey } from '../labels';
import { useDefinition } from './RegistryContext';

function show(value: unknown, none: string): string {
  if (value === null || value === undefined || value === '') return none;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function HistoryPanel() {
  const { name } = useDefinition();
  const record = useRecordContext();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const translate = useTranslate();
  const format = useFormat();
  const { data } = useQuery({
    queryKey: [name, 'getHistory', { id: record?.id, version: record?.version }],
    queryFn: () => dataProvider.getHistory(name, { id: record!.id }),
    enabled: record?.id !== undefined,
  });
  const entries: HistoryEntry[] = data?.data ?? [];
  const none = translate('engine.history.none');
  const changeText = (entry: HistoryEntry) =>
    Object.entries(entry.changes)
      .map(([source, { from, to }]) =>
        translate('engine.history.change', { field: translate(fieldKey(name, source), { _: source }), from: show(from, none), to: show(to, none) }),
      )
      .join('; ');

  return (
    <section aria-labelledby="record-history">
      <Typography id="record-history" variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate('engine.history.title')}
      </Typography>
      {entries.length === 0 ? (
        <Typography variant="body2">{translate('engine.history.empty')}</Typography>
      ) : (
        <List dense>
          {entries.map((entry) => (
            <ListItem key={entry.id} disableGutters>
              <ListItemText
                primary={`${format.date(entry.at)} · ${translate(`engine.history.${entry.action}`, { actor: entry.actor ?? '' })}`}
                secondary={entry.action === 'update' ? changeText(entry) : undefined}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
