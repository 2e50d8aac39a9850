/**
 * The look of the menu's entries, set once on the menu's list rather than by a component per entry. An entry
 * is a plain link or button with the class `nav-entry`: MUI's ListItemButton, ListItemIcon and ListItemText
 * made some 35 components of every entry, 1,300 on a signed-in page before its first row. The entry looks
 * as those did: a dense list item, grey on hover, a tinted background on the page it leads to, the focus
 * shown from the keyboard.
 */
import { alpha, type Theme } from '@mui/material/styles';

export const NAV_ENTRY = 'nav-entry';
export const NAV_ENTRY_FOLDED = 'nav-entry folded';

/** The left padding of an entry: deeper entries stand further in; a folded bar centres the icon. */
export const navEntryPadding = (unfolded: boolean, depth: number) => ({
  paddingLeft: unfolded ? 16 + depth * 16 : 0,
});

export const navEntryStyles = (theme: Theme) => {
  const { action, primary } = theme.palette;
  const selected = alpha(primary.main, action.selectedOpacity);
  return {
    '& .nav-entry': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'flex-start',
      position: 'relative',
      boxSizing: 'border-box',
      width: `calc(100% - ${theme.spacing(2)})`,
      minHeight: 40,
      margin: theme.spacing(0, 1),
      padding: '4px 16px',
      border: 0,
      // A string: in sx a number is a multiple of the theme's radius.
      borderRadius: `${theme.shape.borderRadius}px`,
      background: 'none',
      color: 'inherit',
      font: 'inherit',
      textAlign: 'left',
      textDecoration: 'none',
      cursor: 'pointer',
      outline: 0,
      WebkitTapHighlightColor: 'transparent',
      transition: theme.transitions.create('background-color', {
        duration: theme.transitions.duration.shortest,
      }),
      '&:hover': { backgroundColor: action.hover },
      '&:focus-visible': { backgroundColor: action.focus },
      '&[aria-current="page"]': { fontWeight: 600, backgroundColor: selected },
      '&[aria-current="page"]:hover': {
        backgroundColor: alpha(primary.main, action.selectedOpacity + action.hoverOpacity),
      },
      '&[aria-current="page"]:focus-visible': {
        backgroundColor: alpha(primary.main, action.selectedOpacity + action.focusOpacity),
      },
      '&.folded': { justifyContent: 'center' },
      '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
    },
    '& .nav-entry-icon': { display: 'inline-flex', flexShrink: 0, minWidth: 40, color: 'inherit' },
    '& .nav-entry.folded .nav-entry-icon': { minWidth: 0 },
    '& .nav-entry-text': {
      ...theme.typography.body2,
      fontWeight: 'inherit',
      flex: '1 1 auto',
      minWidth: 0,
      margin: '4px 0',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
  };
};
