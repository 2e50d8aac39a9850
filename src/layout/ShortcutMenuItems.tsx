/**
 * The user menu's shortcuts (SPEC 3, data.shortcuts): the screens the user pinned, and pinning or
 * unpinning the screen open now when the navigation shows it. Loaded when the menu opens.
 */
import PushPin from '@mui/icons-material/PushPin';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { navIconElement } from '../navigation/icons';
import { pinnableScreens } from '../navigation/shortcuts';
import { useNavTitle } from '../navigation/useNavTitle';
import type { SessionView } from './sessionView';
import { useShortcuts } from './useShortcuts';

export default function ShortcutMenuItems({ view, close }: { view: SessionView; close: () => void }) {
  const translate = useTranslate();
  const title = useNavTitle();
  const { pathname } = useLocation();
  const { navigation, screens, isPinned, toggle } = useShortcuts(view);
  const here = pinnableScreens(navigation).find((screen) => screen.url === pathname);
  return [
    screens.length > 0 && (
      <ListSubheader key="shortcuts-title">{translate('personal.shortcuts.title')}</ListSubheader>
    ),
    ...screens.map((screen) => (
      <MenuItem key={`shortcut-${screen.id}`} component={Link} to={screen.url ?? '/'} onClick={close}>
        <ListItemIcon>{navIconElement(screen.icon, { fontSize: 'small' })}</ListItemIcon>
        {title(screen.title)}
      </MenuItem>
    )),
    here && (
      <MenuItem
        key="shortcut-toggle"
        onClick={() => {
          toggle(here);
          close();
        }}
      >
        <ListItemIcon>
          {isPinned(pathname) ? <PushPin fontSize="small" /> : <PushPinOutlined fontSize="small" />}
        </ListItemIcon>
        {translate(isPinned(pathname) ? 'personal.shortcuts.unpin' : 'personal.shortcuts.pin')}
      </MenuItem>
    ),
    (screens.length > 0 || here) && <Divider key="shortcuts-end" />,
  ];
}
