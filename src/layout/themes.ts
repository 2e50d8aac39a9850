/** Light and dark themes (SPEC 2 "Layout"); react-admin's store remembers the choice. */
import type { Theme } from '@mui/material/styles';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const NAV_WIDTH = 280;
export const NAV_FOLDED_WIDTH = 90;
/** Hover time before a folded navigation unfolds (SPEC 9). */
export const NAV_HOVER_DELAY_MS = 150;

const shared: RaThemeOptions = {
  ...defaultTheme,
  sidebar: { width: NAV_WIDTH, closedWidth: NAV_FOLDED_WIDTH },
  shape: { borderRadius: 8 },
  typography: { fontFamily: ['Inter', 'Roboto', 'Helvetica', 'Arial', 'sans-serif'].join(',') },
  components: {
    ...defaultTheme.components,
    // A table wider than the screen scrolls inside its card; the toolbars and the pagination stay in view (the
    // bulk toolbar slides up over the list toolbar, so the card itself must not clip), and the row actions
    // column (`row-actions`) stays at the right edge.
    RaList: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '& .RaList-main': { minWidth: 0 },
          '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
          '& .row-actions': {
            position: 'sticky',
            right: 0,
            zIndex: 1,
            backgroundColor: theme.palette.background.paper,
            whiteSpace: 'nowrap',
          },
        }),
      },
    },
    // An empty list's message in the secondary text colour: react-admin's "disabled" grey fails WCAG contrast.
    RaEmpty: {
      styleOverrides: {
        root: ({ theme }: { theme: { palette: { text: { secondary: string } } } }) => ({
          '& .RaEmpty-message': { color: theme.palette.text.secondary },
        }),
      },
    },
    // The bulk toolbar folds to zero height when nothing is selected; hidden, its buttons leave the tab order too.
    RaBulkActionsToolbar: {
      styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } },
    },
  },
};

export const lightTheme: RaThemeOptions = {
  ...shared,
  palette: {
    mode: 'light',
    primary: { main: '#0b5394' },
    secondary: { main: '#00695c' },
    // MUI's defaults fall below WCAG AA (4.5:1) where react-admin uses them: the Delete text button on the
    // grey form toolbar (#d32f2f on #e0e0e0: 3.77) and white chip labels on info/warning (3.86, 3.11).
    error: { main: '#b71c1c' },
    warning: { main: '#a34a00' },
    info: { main: '#01579b' },
    background: { default: '#f4f6f8', paper: '#ffffff' },
  },
};

export const darkTheme: RaThemeOptions = {
  ...shared,
  palette: {
    mode: 'dark',
    primary: { main: '#90caf9' },
    secondary: { main: '#80cbc4' },
    background: { default: '#0f1418', paper: '#1a2027' },
  },
};
