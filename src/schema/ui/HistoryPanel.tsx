/** A record's history (who, when, which fields from what to what), from dataProvider.getHistory. */
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  RecordContextProvider,
  useDataProvider,
  useRecordContext,
  useTranslate,
  type DataProvider,
} from 'react-admin';
import type { HistoryEntry, HistoryMethod } from '../history';
import { fieldKey } from '../labels';
import { FieldValue } from './FieldValue';
import { useDefinition } from './EngineContext';
import { useFormat } from './useFormat';

function show(value: unknown, none: string): string {
  if (value === null || value === undefined || value === '') return none;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A value as the record's own views show it (the status's label, the partner's name), or as text. */
function HistoryValue({ source, value }: { source: string; value: unknown }) {
  const { definition } = useDefinition();
  const translate = useTranslate();
  const field = definition.fields[source];
  const none = translate('engine.history.none');
  const plain = !field || ['password', 'subRecords', 'image', 'file'].includes(field.kind);
  if (
    plain ||
    value === null ||
    value === undefined ||
    value === '' ||
    (typeof value === 'object' && !Array.isArray(value))
  ) {
    return <span>{show(value, none)}</span>;
  }
  return (
    <RecordContextProvider value={{ id: `history-${source}`, [source]: value }}>
      <FieldValue source={source} field={field} />
    </RecordContextProvider>
  );
}

export function HistoryPanel() {
  const { name } = useDefinition();
  const record = useRecordContext();
  const dataProvider = useDataProvider<DataProvider & HistoryMethod>();
  const translate = useTranslate();
  const format = useFormat();
  const { data } = useQuery({
    queryKey: [name, 'getHistory', { id: record?.id, version: record?.version }],
    queryFn: () => dataProvider.getHistory(name, { id: record!.id }),
    enabled: record?.id !== undefined,
  });
  const entries: HistoryEntry[] = data?.data ?? [];
  const changes = (entry: HistoryEntry) =>
    Object.entries(entry.changes).map(([source, { from, to }]) => (
      <Box
        key={source}
        component="span"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}
      >
        {translate(fieldKey(name, source), { _: source })}: <HistoryValue source={source} value={from} /> →{' '}
        <HistoryValue source={source} value={to} />
      </Box>
    ));

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
                secondary={entry.action === 'update' ? changes(entry) : undefined}
                slotProps={{ secondary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
