/**
 * The bulk actions of a generated list: the definition's value actions, bulk edits and delete, capped at BULK_CAP
 * (100) selected items. Past the cap the buttons are disabled and a message says why.
 */
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  BulkDeleteButton,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { BULK_CAP } from '../filters';
import { fieldKey, valueActionDoneKey, valueActionKey } from '../labels';
import { BulkEditButton } from './BulkEditButton';
import { useDefinition } from './EngineContext';

export function BulkActions({ canDelete, canEdit }: { canDelete: boolean; canEdit: boolean }) {
  const { selectedIds, data = [], onUnselectItems } = useListContext();
  const { name, definition } = useDefinition();
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const over = selectedIds.length > BULK_CAP;
  const actions = canEdit ? (definition.list?.valueActions ?? []) : [];
  const edits = canEdit ? (definition.list?.bulkEdit ?? []) : [];

  /** One update per selected record that lacks the value, each with its own version; the rest go on after a refusal. */
  const run = async (action: { field: string; value: unknown }, doneMessage: (changed: number) => string) => {
    setBusy(true);
    const records = new Map<RaRecord['id'], RaRecord>(data.map((record) => [record.id, record]));
    const elsewhere = selectedIds.filter((id) => !records.has(id));
    if (elsewhere.length)
      for (const record of (await dataProvider.getMany(name, { ids: elsewhere })).data)
        records.set(record.id, record);
    let changed = 0;
    const refusals: string[] = [];
    for (const id of selectedIds) {
      const record = records.get(id);
      if (!record || JSON.stringify(record[action.field]) === JSON.stringify(action.value)) continue;
      try {
        await dataProvider.update(name, {
          id,
          data: { [action.field]: action.value, version: record.version },
          previousData: record,
        });
        changed += 1;
      } catch (error) {
        refusals.push(
          `${String(record[definition.representation] ?? id)}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    setBusy(false);
    // One message: what changed, then what was refused and why.
    const done = changed > 0 ? doneMessage(changed) : '';
    const refused =
      refusals.length > 0
        ? translate('engine.bulk.refused', { smart_count: refusals.length, reasons: refusals.join('; ') })
        : '';
    const message = [done, refused].filter(Boolean).join('. ');
    if (message)
      notify(message, {
        type: refused ? 'error' : 'success',
        multiLine: Boolean(refused),
        messageArgs: { _: message },
      });
    onUnselectItems();
    refresh();
  };

  return (
    <>
      {over && (
        <Typography role="alert" variant="body2" color="error" sx={{ mr: 2 }}>
          {translate('errors.bulk_cap', { max: BULK_CAP, count: selectedIds.length })}
        </Typography>
      )}
      {actions.map((action) => (
        <Button
          key={`${action.field}-${action.value}`}
          size="small"
          disabled={over || busy}
          onClick={() =>
            void run(action, (changed) =>
              translate(valueActionDoneKey(name, action.field, action.value), { smart_count: changed }),
            )
          }
        >
          {translate(valueActionKey(name, action.field, action.value))}
        </Button>
      ))}
      {edits.map((source) => (
        <BulkEditButton
          key={source}
          source={source}
          disabled={over || busy}
          onApply={(value) =>
            run({ field: source, value }, (changed) =>
              translate('engine.bulk.edited', {
                smart_count: changed,
                field: translate(fieldKey(name, source)),
              }),
            )
          }
        />
      ))}
      {canDelete && <BulkDeleteButton mutationMode="pessimistic" disabled={over || busy} />}
    </>
  );
}
