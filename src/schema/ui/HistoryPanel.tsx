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
  useLocaleState,
  useRecordContext,
  useTranslate,
  type DataProvider,
} from 'react-admin';
import type { HistoryEntry, HistoryMethod } from '../history';
import { rowChanges } from '../history-rows';
import type { ScalarField, SubRecordsField } from '../types';
import { fieldKey } from '../labels';
import { FieldValue } from './FieldValue';
import { useDefinition } from './EngineContext';
import { useFormat } from './useFormat';

function show(value: unknown, none: string): string {
  if (value === null || value === undefined || value === '') return none;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A value as the record's own views show it (the status's label, the partner's name), or as text. */
function HistoryValue({
  source,
  value,
  field: given,
}: {
  source: string;
  value: unknown;
  field?: ScalarField;
}) {
  const { definition } = useDefinition();
  const translate = useTranslate();
  const field = given ?? definition.fields[source];
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

/** A list of sub-records' change, row by row: added, removed, and each changed row's fields. */
function RowsChange({ field, from, to }: { field: SubRecordsField; from: unknown; to: unknown }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = locale === 'en' ? 'en' : 'sv';
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {rowChanges(field, from, to).map((change, i) => (
        <li key={i}>
          {translate(`engine.history.row_${change.kind}`, { row: change.row })}
          {change.fields.map((item) => [
            ' ',
            <Box
              key={item.source}
              component="span"
              sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, ml: 1 }}
            >
              {item.field.label[language]}:{' '}
              {change.kind === 'changed' && (
                <>
                  <HistoryValue source={item.source} field={item.field} value={item.from} /> →{' '}
                </>
              )}
              <HistoryValue source={item.source} field={item.field} value={item.to} />
            </Box>,
          ])}
        </li>
      ))}
    </Box>
  );
}

export function HistoryPanel() {
  const { name, definition } = useDefinition();
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
    Object.entries(entry.changes).map(([source, { from, to }]) => {
      const field = definition.fields[source];
      return field?.kind === 'subRecords' ? (
        <Box key={source} component="span" sx={{ display: 'block' }}>
          {translate(fieldKey(name, source), { _: source })}:
          <RowsChange field={field} from={from} to={to} />
        </Box>
      ) : (
        <Box
          key={source}
          component="span"
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}
        >
          {translate(fieldKey(name, source), { _: source })}: <HistoryValue source={source} value={from} /> →{' '}
          <HistoryValue source={source} value={to} />
        </Box>
      );
    });

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
