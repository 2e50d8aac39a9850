/**
 * The user menu's content (./UserBlock.tsx opens it): for merchant users the profile entries contributed
 * as `userMenuEntries` by page menu files (SPEC 2 hides those from internal admins and inside a selected
 * organization), "Change password", the pinned screens (ShortcutMenuItems.tsx) and the phone's items.
 * Loaded when the menu first opens.
 */
import { lazy, Suspense } from 'react';
import LockReset from '@mui/icons-material/LockReset';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { withPageMessages } from '../i18n/pageMessages';
import { buildNavigation } from '../navigation/build';
import { userMenuEntries } from '../navigation/contributions';
import { filterNavigation } from '../navigation/filter';
import { navIconElement } from '../navigation/icons';
import { useNavTitle } from '../navigation/useNavTitle';
import { PhoneMenuItems } from './PhoneMenuItems';
import type { SessionView } from './sessionView';
import type { ShellRules } from './shellRules';

const ShortcutMenuItems = lazy(withPageMessages('profile', () => import('./ShortcutMenuItems')));

export interface UserMenuProps {
  open: boolean;
  anchor: HTMLElement | null;
  view: SessionView;
  rules: ShellRules;
  close: () => void;
  changePassword: () => void;
}

export function UserMenu({ open, anchor, view, rules, close, changePassword }: UserMenuProps) {
  const translate = useTranslate();
  const title = useNavTitle();
  const profileEntries = rules.showProfileMenu
    ? filterNavigation(buildNavigation(userMenuEntries()), { ...view, flags: {} }).flatMap(
        (group) => group.children ?? [group],
      )
    : [];
  return (
    <Menu id="user-menu" anchorEl={anchor} open={open} onClose={close}>
      {profileEntries.map((entry) => (
        <MenuItem key={entry.id} component={Link} to={entry.url ?? '/'} onClick={close}>
          <ListItemIcon>{navIconElement(entry.icon, { fontSize: 'small' })}</ListItemIcon>
          {title(entry.title)}
        </MenuItem>
      ))}
      <MenuItem
        onClick={() => {
          close();
          changePassword();
        }}
      >
        <ListItemIcon>
          <LockReset fontSize="small" />
        </ListItemIcon>
        {translate('shell.user.password.open')}
      </MenuItem>
      <Suspense fallback={null}>
        <ShortcutMenuItems view={view} close={close} />
      </Suspense>
      <PhoneMenuItems organizationName={view.organizationName} close={close} />
    </Menu>
  );
}
