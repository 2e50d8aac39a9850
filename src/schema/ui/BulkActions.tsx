/**
 * The bulk actions of a generated list: the definition's value actions, bulk edits, record actions and delete, capped at BULK_CAP
 * (100) selected items. Past the cap the buttons are disabled and a message says why: how many of the
 * list's records are selected, the cap, and what to do.
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
import type { HistoryMethod } from '../history';
import { fieldKey, recordActionKey, valueActionDoneKey, valueActionKey } from '../labels';
import { actionAllowed } from '../record-actions';
import { BulkEditButton } from './BulkEditButton';
import { StepButtons } from './StepButtons';
import { useBatchRead } from './useBatchRead';
import { useDefinition } from './EngineContext';
import { useFormat } from './useFormat';

export function BulkActions({
  canDelete,
  canEdit,
  canStep = false,
}: {
  canDelete: boolean;
  canEdit: boolean;
  /** The definition's record actions as bulk buttons (each record judged by the API). */
  canStep?: boolean;
}) {
  const { selectedIds, data = [], onUnselectItems, total } = useListContext();
  const { name, definition } = useDefinition();
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const format = useFormat();
  const batchRead = useBatchRead();
  const [busy, setBusy] = useState(false);
  const over = selectedIds.length > BULK_CAP;
  const actions = canEdit ? (definition.list?.valueActions ?? []) : [];
  const edits = canEdit ? (definition.list?.bulkEdit ?? []) : [];

  /** The selected records, also those on other pages. */
  const selected = async () => {
    const records = new Map<RaRecord['id'], RaRecord>(data.map((record) => [record.id, record]));
    const elsewhere = selectedIds.filter((id) => !records.has(id));
    // A selected record gone meanwhile (404) is left out silently; another failure says why.
    if (elsewhere.length) {
      const [read] = await batchRead([() => dataProvider.getMany(name, { ids: elsewhere })]);
      for (const record of read?.data ?? []) records.set(record.id, record);
    }
    return selectedIds.flatMap((id) => (records.has(id) ? [records.get(id)!] : []));
  };

  /**
   * One write per selected record (`write` answers false: nothing to do), all sent at once (SPEC 7: batch
   * saves run in parallel), each judged on its own; refusals are collected in the list's order.
   */
  const run = async (
    write: (record: RaRecord) => Promise<boolean>,
    doneMessage: (changed: number) => string,
  ) => {
    setBusy(true);
    const records = await selected();
    const outcomes = await Promise.allSettled(records.map((record) => write(record)));
    setBusy(false);
    const changed = outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value).length;
    const refusals = outcomes.flatMap((outcome, index) => {
      if (outcome.status === 'fulfilled') return [];
      const record = records[index]!;
      const reason: unknown = outcome.reason;
      return [
        `${String(record[definition.representation] ?? record.id)}: ${reason instanceof Error ? reason.message : String(reason)}`,
      ];
    });
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

  /** An update of one field to `value` with the record's version, where the record lacks it. */
  const setValue = (field: string, value: unknown) => async (record: RaRecord) => {
    if (JSON.stringify(record[field]) === JSON.stringify(value)) return false;
    await dataProvider.update(name, {
      id: record.id,
      data: { [field]: value, version: record.version },
      previousData: record,
    });
    return true;
  };

  /**
   * A record action on each record it applies to (a record in another state is left as it is); the API
   * says why where a record changed meanwhile.
   */
  const step = (key: string) => async (record: RaRecord) => {
    const action = definition.actions?.[key];
    if (action && !actionAllowed(action, record)) return false;
    await (dataProvider as unknown as HistoryMethod).runAction(name, {
      id: record.id,
      action: key,
      version: record.version,
    });
    return true;
  };

  // With every selected record at hand (this page's), only the steps that apply to one of them are
  // offered, each with how many it applies to; a selection across pages offers them all (the API judges).
  const shown = data.filter((record) => selectedIds.includes(record.id));
  const allKnown = shown.length === selectedIds.length;
  const applies: Record<string, { count: number; of: number }> = {};
  const steps = Object.entries(definition.actions ?? {})
    .filter(([, action]) => !action.input?.length)
    .filter(([key, action]) => {
      if (!allKnown) return true;
      const count = shown.filter((record) => actionAllowed(action, record)).length;
      applies[key] = { count, of: shown.length };
      return count > 0;
    });

  const runStep = (key: string) =>
    run(step(key), (changed) =>
      translate('engine.bulk.stepped', {
        smart_count: changed,
        action: translate(recordActionKey(name, key, 'label')),
      }),
    );

  return (
    <>
      {over && (
        <Typography role="alert" variant="body2" color="error" sx={{ mr: 2 }}>
          {translate('engine.bulk.overCap', {
            count: format.number(selectedIds.length),
            total: format.number(Math.max(total ?? 0, selectedIds.length)),
            max: format.number(BULK_CAP),
          })}
        </Typography>
      )}
      {actions.map((action) => (
        <Button
          key={`${action.field}-${action.value}`}
          size="small"
          disabled={over || busy}
          onClick={() =>
            void run(setValue(action.field, action.value), (changed) =>
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
            run(setValue(source, value), (changed) =>
              translate('engine.bulk.edited', {
                smart_count: changed,
                field: translate(fieldKey(name, source)),
              }),
            )
          }
        />
      ))}
      {canStep && (
        <StepButtons
          name={name}
          actions={steps}
          disabled={over || busy}
          onStep={(key) => void runStep(key)}
          applies={applies}
        />
      )}
      {canDelete && <BulkDeleteButton mutationMode="pessimistic" disabled={over || busy} />}
    </>
  );
}
