/**
 * Buttons of record actions (RecordAction), for one record's page and for a list's selected rows: each
 * runs its step, and a step that says `confirm` asks first.
 */
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { recordActionKey } from '../labels';
import type { RecordAction } from '../types';
import type { Refusal } from './useBlockedActions';

export function StepButtons({
  name,
  actions,
  disabled,
  onStep,
  applies = {},
  blocked = {},
}: {
  name: string;
  actions: readonly (readonly [string, RecordAction])[];
  disabled: boolean;
  onStep: (key: string) => void;
  /** Per action, how many of the selected records it applies to (shown when not all). */
  applies?: Readonly<Record<string, { count: number; of: number }>>;
  /**
   * Per action, why the record cannot take it (a message key and its parameters): the button is disabled,
   * the reason its tooltip; null while its rules are still judging it (disabled, no tooltip).
   */
  blocked?: Readonly<Record<string, Refusal | null>>;
}) {
  const translate = useTranslate();
  const [asking, setAsking] = useState<string | null>(null);
  return (
    <>
      {actions.map(([key, action]) => {
        const button = (
          <Button
            key={key}
            size="small"
            variant={action.confirm ? 'text' : 'outlined'}
            color={action.confirm ? 'error' : 'primary'}
            disabled={disabled || blocked[key] !== undefined}
            onClick={() => (action.confirm ? setAsking(key) : onStep(key))}
          >
            {translate(recordActionKey(name, key, 'label'))}
            {applies[key] && applies[key].count < applies[key].of
              ? ` ${translate('engine.bulk.applies', { count: applies[key].count, of: applies[key].of })}`
              : ''}
          </Button>
        );
        const reason = blocked[key];
        // A disabled button gets no pointer events: the tooltip sits on a span around it.
        return reason === undefined || reason === null ? (
          button
        ) : (
          <Tooltip key={key} title={translate(reason.key, reason.params)}>
            <span>{button}</span>
          </Tooltip>
        );
      })}
      {asking && (
        <Confirm
          isOpen
          title={recordActionKey(name, asking, 'label')}
          content={recordActionKey(name, asking, 'confirm')}
          onConfirm={() => {
            setAsking(null);
            onStep(asking);
          }}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
