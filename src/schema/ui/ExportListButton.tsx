/**
 * The list's export: the whole list, with its current filter and sort, as the API streams it (the data
 * provider's `exportList`, `GET /<api>/csv`), in the user's language and time zone. A dialog counts the
 * rows as they arrive and can cancel; a list whose records have lines (`list.exportLines`: orders)
 * first asks for one row per record or one per line.
 */
import DownloadIcon from '@mui/icons-material/GetApp';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import {
  Button,
  useDataProvider,
  useListContext,
  useLocaleState,
  useNotify,
  useResourceContext,
  useTranslate,
  type DataProvider,
} from 'react-admin';
import { DEFAULT_TIME_ZONE } from '../../domain/defaultTimeZone';
import type { HistoryMethod } from '../history';
import { useDefinition } from './EngineContext';
import { saveFile } from './saveFile';
import { useFormat } from './useFormat';

interface Progress {
  done: number;
  total: number | null;
}

/** The zone the browser shows times in, as the user reads them. */
const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;

function ExportProgress({ progress, onCancel }: { progress: Progress; onCancel: () => void }) {
  const translate = useTranslate();
  const { definition } = useDefinition();
  const { number } = useFormat();
  const [locale] = useLocaleState();
  const name = definition.label.many[locale === 'en' ? 'en' : 'sv'];
  const { done, total } = progress;
  const share = total ? Math.min(100, (done / total) * 100) : 0;
  return (
    <Dialog open aria-labelledby="export-progress-title">
      <DialogTitle id="export-progress-title">{translate('engine.export.title', { name })}</DialogTitle>
      <DialogContent sx={{ minWidth: 320 }}>
        <LinearProgress
          variant={total ? 'determinate' : 'indeterminate'}
          value={share}
          aria-label={translate('engine.export.title', { name })}
        />
        <Typography sx={{ mt: 1 }} role="status">
          {total === null
            ? translate('engine.export.started', { done: number(done) })
            : translate('engine.export.progress', { done: number(done), total: number(total) })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button label="engine.export.cancel" onClick={onCancel} />
      </DialogActions>
    </Dialog>
  );
}

export function ExportListButton() {
  const { definition } = useDefinition();
  const resource = useResourceContext();
  const { filter, filterValues, sort } = useListContext();
  const dataProvider = useDataProvider<DataProvider & HistoryMethod>();
  const notify = useNotify();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = locale === 'en' ? 'en' : 'sv';
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const running = useRef<AbortController | null>(null);
  const lines = definition.list?.exportLines;

  const run = async (perLine: boolean) => {
    setMenu(null);
    if (!resource) return;
    const abort = new AbortController();
    running.current = abort;
    setProgress({ done: 0, total: null });
    try {
      const { blob, fileName } = await dataProvider.exportList(resource, {
        filter: filter ? { ...filterValues, ...filter } : filterValues,
        sort,
        language,
        timeZone: browserTimeZone(),
        lines: perLine,
        signal: abort.signal,
        onProgress: (done, total) => setProgress({ done, total }),
      });
      saveFile(blob, fileName ?? `${definition.name}.csv`);
    } catch (error) {
      if (abort.signal.aborted) notify('engine.export.cancelled', { type: 'info' });
      else
        notify('engine.export.failed', { type: 'error', messageArgs: { message: (error as Error).message } });
    } finally {
      running.current = null;
      setProgress(null);
    }
  };

  return (
    <>
      <Button
        label="ra.action.export"
        onClick={(event) => (lines ? setMenu(event.currentTarget) : void run(false))}
        disabled={progress !== null}
        {...(lines ? { 'aria-haspopup': 'menu' as const } : {})}
      >
        <DownloadIcon />
      </Button>
      {lines && (
        <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
          <MenuItem onClick={() => void run(false)}>
            {/* "One row per order": the record's own name, in lower case as it sits in a sentence. */}
            {translate('engine.export.perRecord', {
              name: definition.label.one[language].toLocaleLowerCase(language),
            })}
          </MenuItem>
          <MenuItem onClick={() => void run(true)}>{lines.label[language]}</MenuItem>
        </Menu>
      )}
      {progress && <ExportProgress progress={progress} onCancel={() => running.current?.abort()} />}
    </>
  );
}
