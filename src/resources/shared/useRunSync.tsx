/**
 * Starting a sync run from a button (POST /<api>/:id/<path>, server/features/integrations/routes.ts): the run's
 * counts as a notice under `done`, the page refreshed; a refusal as the API says it.
 */
import { useState } from 'react';
import {
  useDataProvider,
  useLocaleState,
  useNotify,
  useRefresh,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { apiErrorText } from '../../providers/apiErrorText';
import type { HistoryMethod } from '../../schema/history';
import { useDefinition } from '../../schema/ui/EngineContext';

export function useRunSync(path: string, done: string) {
  const { name } = useDefinition();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & HistoryMethod>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const [busy, setBusy] = useState(false);

  const run = async (id: Identifier, body: Record<string, unknown> = {}) => {
    setBusy(true);
    try {
      const { data } = await dataProvider.send(name, { id, path, body });
      const { sent, failed } = data as { sent: number; failed: number };
      notify(done, { type: failed ? 'warning' : 'success', messageArgs: { sent, failed } });
      refresh();
    } catch (caught) {
      notify(apiErrorText(caught, locale, translate('ra.notification.http_error')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}
