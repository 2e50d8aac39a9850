/**
 * The user's avatar (the photo of the user's settings) and name, and the button of the user menu of every
 * signed-in user (./UserMenu.tsx, loaded when it first opens) with the "Change password" dialog it opens
 * (ChangePasswordDialog.tsx). A super admin's avatar goes to the features page; its menu opens from a
 * button beside it.
 */
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import ExpandMore from '@mui/icons-material/ExpandMore';
import IconButton from '@mui/material/IconButton';
import { Link } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { lazyWhenOpen, loadOnce } from '../schema/ui/lazyPart';
import type { SessionView } from './sessionView';
import type { ShellRules } from './shellRules';
import type { UserMenuProps } from './UserMenu';
import { useUserSettingsData } from './userSettingsQuery';

const ChangePasswordDialog = lazy(() => import('./ChangePasswordDialog'));
const UserMenu = lazyWhenOpen<typeof import('./UserMenu'), UserMenuProps>(
  loadOnce(() => import('./UserMenu')),
  'UserMenu',
);

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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

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
      <UserMenu
        open={Boolean(anchor)}
        anchor={anchor}
        view={view}
        rules={rules}
        close={() => setAnchor(null)}
        changePassword={() => setChangingPassword(true)}
      />
      {changingPassword && (
        <Suspense fallback={null}>
          <ChangePasswordDialog onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
    </>
  );
}
