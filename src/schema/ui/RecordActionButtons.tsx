/**
 * The buttons of a definition's record actions (accept a web order) on its show page: only those
 * allowed from the record's current value and to the user's roles, each asking first when it says `confirm`;
 * one whose rules the record fails is disabled with the refusal as its tooltip. The API judges the
 * step again (a record changed meanwhile gets the conflict message, a step no longer allowed its 409).
 */
import { useState } from 'react';
import { useDataProvider, useNotify, usePermissions, useRecordContext, useRefresh } from 'react-admin';
import { isAllowed, type AccessSubject } from '../../domain/roles';
import type { HistoryMethod } from '../history';
import { recordActionKey } from '../labels';
import { actionAllowed } from '../record-actions';
import { useDefinition } from './EngineContext';
import { ActionInputDialog } from './ActionInputDialog';
import { StepButtons } from './StepButtons';
import { useBlockedActions } from './useBlockedActions';

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
  const [asking, setAsking] = useState<string | null>(null);
  const { permissions } = usePermissions<AccessSubject>();
  // A step the record cannot take as it stands: disabled, its first refusal the button's tooltip.
  const blocked = useBlockedActions(definition.actions, record);
  if (!record) return null;
  // Only the steps the record's state allows and the user may take (the API judges both again).
  const open = Object.entries(definition.actions ?? {}).filter(
    ([, action]) =>
      actionAllowed(action, record) &&
      (!action.access || (permissions !== undefined && isAllowed(action.access, permissions))),
  );
  if (open.length === 0) return null;
  /** Runs the step; a refusal of the fields it asked for goes back to its dialog's form. */
  const run = async (key: string, values?: Record<string, unknown>) => {
    setBusy(true);
    try {
      await dataProvider.runAction(name, { id: record.id, action: key, version: record.version, values });
      notify(recordActionKey(name, key, 'done'), { type: 'success' });
      setAsking(null);
      refresh();
      return undefined;
    } catch (error) {
      // Refusals of the fields the dialog shows go back to it; any other is said aloud.
      const errors = (error as { body?: { errors?: Record<string, unknown> } }).body?.errors;
      const asked = new Set(definition.actions?.[key]?.input ?? []);
      if (values && errors && Object.keys(errors).every((field) => asked.has(field.split('.')[0] ?? '')))
        return errors;
      const message = messageOf(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
      setAsking(null);
      refresh();
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  const asked = asking ? definition.actions?.[asking] : undefined;

  return (
    <>
      <StepButtons
        name={name}
        actions={open}
        disabled={busy}
        blocked={blocked}
        onStep={(key) => (definition.actions?.[key]?.input?.length ? setAsking(key) : void run(key))}
      />
      {asking && asked && (
        <ActionInputDialog
          actionKey={asking}
          action={asked}
          onClose={() => setAsking(null)}
          onSubmit={(values) => run(asking, values)}
        />
      )}
    </>
  );
}
