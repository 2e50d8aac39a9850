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
import {
  useDataProvider,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { SYNC_ENTITIES, SYNC_ENTITY_LABELS } from '../../domain/accounting';
import type { HistoryMethod } from '../../schema/history';
import { useDefinition } from '../../schema/ui/EngineContext';
import { apiErrorText } from '../../providers/apiErrorText';

export function SyncButton() {
  const record = useRecordContext();
  const { name } = useDefinition();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & HistoryMethod>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record || record.status !== 'connected') return null;
  const disabled = new Set(Array.isArray(record.syncDisabled) ? (record.syncDisabled as string[]) : []);

  const sync = async (entity: string) => {
    setAnchor(null);
    setBusy(true);
    try {
      const { data } = await dataProvider.send(name, { id: record.id, path: 'sync', body: { entity } });
      const run = data as { sent: number; failed: number };
      notify('integrations.sync.done', {
        type: run.failed ? 'warning' : 'success',
        messageArgs: { sent: run.sent, failed: run.failed },
      });
      refresh();
    } catch (caught) {
      notify(apiErrorText(caught, locale, translate('ra.notification.http_error')), { type: 'error' });
    } finally {
      setBusy(false);
    }
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
          <MenuItem key={entity} onClick={() => void sync(entity)}>
            {SYNC_ENTITY_LABELS[entity][locale === 'en' ? 'en' : 'sv']}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
