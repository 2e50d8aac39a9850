/**
 * The user's avatar (the photo of the user's settings) and name, and the user menu of every signed-in
 * user: "Change password" (ChangePasswordDialog.tsx), the pinned screens (ShortcutMenuItems.tsx), and for merchant users the profile entries contributed as
 * `userMenuEntries` by page menu files (SPEC 2 hides those from internal admins and inside a selected
 * organization). A super admin's avatar goes to the features page; its menu opens from a button beside it.
 */
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LockReset from '@mui/icons-material/LockReset';
import IconButton from '@mui/material/IconButton';
import { Link } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { withPageMessages } from '../i18n/pageMessages';
import { userMenuEntries } from '../navigation/contributions';
import { navIconElement } from '../navigation/icons';
import { useNavTitle } from '../navigation/useNavTitle';
import { filterNavigation } from '../navigation/filter';
import { buildNavigation } from '../navigation/build';
import { PhoneMenuItems } from './PhoneMenuItems';
import type { SessionView } from './sessionView';
import type { ShellRules } from './shellRules';
import { useUserSettingsData } from './userSettingsQuery';

const ChangePasswordDialog = lazy(() => import('./ChangePasswordDialog'));
const ShortcutMenuItems = lazy(withPageMessages('profile', () => import('./ShortcutMenuItems')));

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

function Identity({ view }: { view: SessionView }) {
  const photo = useUserSettingsData()?.photoUrl;
  return (
    <>
      <Avatar
        src={photo ?? view.avatar}
        alt=""
        sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'secondary.main' }}
      >
        {initials(view.fullName)}
      </Avatar>
      <Typography variant="body2" noWrap sx={{ display: { xs: 'none', md: 'block' }, maxWidth: 180 }}>
        {view.fullName}
      </Typography>
    </>
  );
}

const blockSx = { display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 0.5, borderRadius: 1 } as const;

export function UserBlock({ view, rules }: { view: SessionView; rules: ShellRules }) {
  const translate = useTranslate();
  const title = useNavTitle();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const profileEntries = rules.showProfileMenu
    ? filterNavigation(buildNavigation(userMenuEntries()), { ...view, flags: {} }).flatMap(
        (group) => group.children ?? [group],
      )
    : [];

  const [changingPassword, setChangingPassword] = useState(false);
  const menuLabel = `${view.fullName}: ${translate('shell.user.menu')}`;
  const menuButton = {
    'aria-label': menuLabel,
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? 'user-menu' : undefined,
    'aria-expanded': Boolean(anchor),
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };

  return (
    <>
      {rules.avatarLink ? (
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <ButtonBase
            component={Link}
            to={rules.avatarLink}
            aria-label={`${view.fullName}: ${translate('shell.user.openFeatures')}`}
            sx={blockSx}
          >
            <Identity view={view} />
          </ButtonBase>
          <IconButton size="small" color="inherit" {...menuButton}>
            <ExpandMore fontSize="small" />
          </IconButton>
        </Box>
      ) : (
        <ButtonBase {...menuButton} sx={blockSx}>
          <Identity view={view} />
        </ButtonBase>
      )}
      <Menu id="user-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {profileEntries.map((entry) => (
          <MenuItem key={entry.id} component={Link} to={entry.url ?? '/'} onClick={() => setAnchor(null)}>
            <ListItemIcon>{navIconElement(entry.icon, { fontSize: 'small' })}</ListItemIcon>
            {title(entry.title)}
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setChangingPassword(true);
          }}
        >
          <ListItemIcon>
            <LockReset fontSize="small" />
          </ListItemIcon>
          {translate('shell.user.password.open')}
        </MenuItem>
        <Suspense fallback={null}>
          <ShortcutMenuItems view={view} close={() => setAnchor(null)} />
        </Suspense>
        <PhoneMenuItems organizationName={view.organizationName} close={() => setAnchor(null)} />
      </Menu>
      {changingPassword && (
        <Suspense fallback={null}>
          <ChangePasswordDialog onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
    </>
  );
}
