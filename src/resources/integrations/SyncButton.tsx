/**
 * Running a sync (POST /api/integrations/:id/sync { entity }) from a connected integration's page: a menu
 * of what may be synced (what the mapping does not exclude); the outcome as a notice, the run in the
 * history. A refusal (SPEC 8's stock sync without warehouses) shows as the API says it.
 */
import SyncIcon from '@mui/icons-material/Sync';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { SYNC_ENTITIES, SYNC_ENTITY_LABELS } from '../../domain/accounting';
import { useRunSync } from '../shared/useRunSync';

export function SyncButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { run, busy } = useRunSync('sync', 'integrations.sync.done');
  if (!record || record.status !== 'connected') return null;
  const disabled = new Set(Array.isArray(record.syncDisabled) ? (record.syncDisabled as string[]) : []);

  const sync = (entity: string) => {
    setAnchor(null);
    void run(record.id, { entity });
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<SyncIcon />}
        disabled={busy}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate(busy ? 'integrations.sync.running' : 'integrations.sync.button')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {SYNC_ENTITIES.filter((entity) => !disabled.has(entity)).map((entity) => (
          <MenuItem key={entity} onClick={() => sync(entity)}>
            {SYNC_ENTITY_LABELS[entity][locale === 'en' ? 'en' : 'sv']}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
