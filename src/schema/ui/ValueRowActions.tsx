/**
 * The row buttons of a definition's `list.valueActions` (deactivate a user): each action whose value the
 * row does not have yet, for users who may edit the record. The save is an ordinary update with the
 * row's version, so the API judges it like a form save (a stale row gets the conflict message).
 */
import Button from '@mui/material/Button';
import type { MouseEvent } from 'react';
import { useCanAccess, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { valueActionDoneKey, valueActionKey } from '../labels';
import type { ValueAction } from '../types';
import { useDefinition } from './EngineContext';

export function ValueRowActions() {
  const record = useRecordContext();
  const { name, definition } = useDefinition();
  const { canAccess = false } = useCanAccess({ resource: name, action: 'edit', record });
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const translate = useTranslate();
  if (!record || !canAccess || definition.access.edit === false) return null;
  const open = (definition.list?.valueActions ?? []).filter(
    (action) => record[action.field] !== action.value,
  );

  const run = (event: MouseEvent, action: ValueAction) => {
    event.stopPropagation();
    void update(
      name,
      {
        id: record.id,
        data: { [action.field]: action.value, version: record.version },
        previousData: record,
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(valueActionDoneKey(name, action.field, action.value), {
            type: 'success',
            messageArgs: { smart_count: 1 },
          }),
        onError: (error) => {
          const message = error instanceof Error ? error.message : '';
          notify(message || 'ra.notification.http_error', {
            type: 'error',
            messageArgs: message ? { _: message } : undefined,
          });
        },
      },
    );
  };

  return (
    <>
      {open.map((action) => (
        <Button
          key={`${action.field}-${action.value}`}
          size="small"
          disabled={isPending}
          onClick={(event) => run(event, action)}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate(valueActionKey(name, action.field, action.value))}
        </Button>
      ))}
    </>
  );
}
