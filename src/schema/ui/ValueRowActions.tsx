/**
 * The row buttons of a definition's `list.valueActions` (deactivate a user): each action whose value the
 * row does not have yet, for users who may edit the record; one the caller may not take on the row
 * (`unavailable`) is disabled with the reason as its tooltip. The save is an ordinary update with the
 * row's version, so the API judges it like a form save (a stale row gets the conflict message).
 */
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import type { MouseEvent } from 'react';
import {
  useCanAccess,
  useGetIdentity,
  useLocaleState,
  useNotify,
  usePermissions,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import type { AccessSubject } from '../../domain/roles';
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
  const [locale] = useLocaleState();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<AccessSubject>();
  if (!record || !canAccess || definition.access.edit === false) return null;
  const caller = { id: identity ? String(identity.id) : null, roles: permissions?.roles ?? [] };
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
      {open.map((action) => {
        const key = `${action.field}-${action.value}`;
        const reason = action.unavailable?.(record, caller);
        const button = (
          <Button
            key={key}
            size="small"
            disabled={isPending || Boolean(reason)}
            onClick={(event) => run(event, action)}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {translate(valueActionKey(name, action.field, action.value))}
          </Button>
        );
        // A disabled button gets no pointer events: the tooltip sits on a span around it.
        return reason ? (
          <Tooltip key={key} title={locale === 'en' ? reason.en : reason.sv}>
            <span>{button}</span>
          </Tooltip>
        ) : (
          button
        );
      })}
    </>
  );
}
