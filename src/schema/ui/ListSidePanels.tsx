/**
 * A generic list's side panels (SPEC 2), loaded the first time one opens (./LazyListLayout.tsx). On the
 * left the list's filters: the search box, the filter button and the filters it added, which stand
 * above the list while the panel is closed. On the right the row last clicked: its fields and its
 * history. Under 900 px each is a drawer over the list; the right one opens at a row's click and
 * closing it lets the next click open it again.
 */
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import {
  FilterButton,
  FilterContext,
  RecordContextProvider,
  ShowButton,
  useGetOne,
  useStore,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { panelRecordKey, sidePanelKey, type SidePanel } from '../../domain/listLayout';
import { useDefinition } from './EngineContext';
import { HistoryPanel } from './HistoryPanel';
import { ListFilterBar } from './ListFilterBar';
import { withTexts } from './lazyTexts';
import { listFilters } from './listFilters';
import { LIST_LAYOUT_TEXTS, listLayoutMessages } from './listLayoutMessages';
import { ShownFields } from './ShownFields';
import { panelId } from './ListLayoutButtons';
import { useRecordName } from './useRecordName';

const WIDE = '(min-width:900px)';
const WIDTH = 320;

/** The filter bar's row, stood on end to fit the panel. */
const FILTERS_IN_A_COLUMN = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  '& .RaFilterForm-root, & form': { flexDirection: 'column', alignItems: 'stretch', width: '100%' },
} as const;

interface PanelProps {
  side: SidePanel;
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

function Panel({ side, title, open, onClose, children }: PanelProps) {
  const { name } = useDefinition();
  const translate = useTranslate();
  const wide = useMediaQuery(WIDE, { noSsr: true });
  const id = panelId(name, side);
  const headingId = `${id}-title`;
  const content = (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton aria-label={translate('engine.listLayout.close')} onClick={onClose} size="small">
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ px: 2, pb: 2 }}>{children}</Box>
    </>
  );
  if (!wide)
    return (
      <Drawer
        anchor={side}
        open={open}
        onClose={onClose}
        slotProps={{
          paper: {
            id,
            role: 'complementary',
            'aria-labelledby': headingId,
            sx: { width: `min(${WIDTH + 40}px, 90vw)` },
          },
        }}
      >
        {content}
      </Drawer>
    );
  if (!open) return null;
  return (
    <Paper
      component="aside"
      id={id}
      aria-labelledby={headingId}
      sx={{
        order: side === 'left' ? -1 : 1,
        width: WIDTH,
        flexShrink: 0,
        alignSelf: 'flex-start',
        mt: 2,
        [side === 'left' ? 'mr' : 'ml']: 2,
        maxHeight: 'calc(100vh - 96px)',
        overflow: 'auto',
        position: 'sticky',
        top: 80,
      }}
    >
      {content}
    </Paper>
  );
}

function Filters() {
  const { name, definition } = useDefinition();
  const translate = useTranslate();
  return (
    <FilterContext.Provider value={listFilters(name, definition, translate)}>
      <Box sx={FILTERS_IN_A_COLUMN}>
        <FilterButton />
        <ListFilterBar />
      </Box>
    </FilterContext.Provider>
  );
}

function Details({ id }: { id: Identifier | null }) {
  const { name, definition } = useDefinition();
  const translate = useTranslate();
  const recordName = useRecordName(name);
  const { data, error } = useGetOne(name, { id: id ?? '' }, { enabled: id !== null });
  if (id === null) return <Typography variant="body2">{translate('engine.listLayout.chooseRow')}</Typography>;
  if (error) return <Typography variant="body2">{translate('engine.listLayout.gone')}</Typography>;
  if (!data) return null;
  return (
    <RecordContextProvider value={data}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle1" component="h3">
          {recordName?.(data) ?? String(data[definition.representation] ?? data.id)}
        </Typography>
        <ShowButton />
      </Box>
      <ShownFields />
      <HistoryPanel />
    </RecordContextProvider>
  );
}

function SidePanels({ left, right }: { left: boolean; right: boolean }) {
  const { name } = useDefinition();
  const translate = useTranslate();
  const wide = useMediaQuery(WIDE, { noSsr: true });
  const [, setLeft] = useStore<unknown>(sidePanelKey(name, 'left'));
  const [, setRight] = useStore<unknown>(sidePanelKey(name, 'right'));
  const [chosen, choose] = useStore<Identifier | null>(panelRecordKey(name), null);
  const [dismissed, setDismissed] = useState(false);
  const closeDetails = () => {
    if (wide) return setRight(false);
    setDismissed(true);
    choose(null);
  };
  return (
    <>
      <Panel
        side="left"
        title={translate('engine.listLayout.filters')}
        open={left}
        onClose={() => setLeft(false)}
      >
        <Filters />
      </Panel>
      <Panel
        side="right"
        title={translate('engine.listLayout.details')}
        open={right && (wide || chosen !== null || !dismissed)}
        onClose={closeDetails}
      >
        <Details id={chosen} />
      </Panel>
    </>
  );
}

export const ListSidePanels = withTexts(LIST_LAYOUT_TEXTS, listLayoutMessages, SidePanels);
