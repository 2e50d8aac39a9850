/**
 * The buttons of a definition's record actions (accept a web order) on its show page: only those
 * allowed from the record's current value, each asking first when it says `confirm`. The API judges the
 * step again (a record changed meanwhile gets the conflict message, a step no longer allowed its 409).
 */
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { HistoryMethod } from '../history';
import { recordActionKey } from '../labels';
import { actionAllowed } from '../record-actions';
import { useDefinition } from './EngineContext';
import { StepButtons } from './StepButtons';

/** The message of a failed call: the API's own in the user's language when it sent one. */
const messageOf = (error: unknown) =>
  (error instanceof Error && error.message) || 'ra.notification.http_error';

export function RecordActionButtons() {
  const record = useRecordContext();
  const { name, definition } = useDefinition();
  const dataProvider = useDataProvider<HistoryMethod & ReturnType<typeof useDataProvider>>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const open = Object.entries(definition.actions ?? {}).filter(([, action]) => actionAllowed(action, record));
  if (open.length === 0) return null;

  const run = async (key: string) => {
    setBusy(true);
    try {
      await dataProvider.runAction(name, { id: record.id, action: key, version: record.version });
      notify(recordActionKey(name, key, 'done'), { type: 'success' });
    } catch (error) {
      const message = messageOf(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setBusy(false);
      refresh();
    }
  };

  return <StepButtons name={name} actions={open} disabled={busy} onStep={(key) => void run(key)} />;
}
