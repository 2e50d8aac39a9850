/**
 * The user's avatar and name. A super admin's click goes to the features page; merchant users get the
 * profile menu (entries contributed as `userMenuEntries` by page menu files); others see it plain.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { userMenuEntries } from '../navigation/contributions';
import { navIconElement } from '../navigation/icons';
import { useNavTitle } from '../navigation/useNavTitle';
import { filterNavigation } from '../navigation/filter';
import { buildNavigation } from '../navigation/build';
import type { SessionView } from './sessionView';
import type { ShellRules } from './shellRules';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

function Identity({ view }: { view: SessionView }) {
  return (
    <>
      <Avatar
        src={view.avatar}
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

  if (rules.avatarLink) {
    return (
      <ButtonBase
        component={Link}
        to={rules.avatarLink}
        aria-label={`${view.fullName}: ${translate('shell.user.openFeatures')}`}
        sx={blockSx}
      >
        <Identity view={view} />
      </ButtonBase>
    );
  }
  if (profileEntries.length === 0) {
    return (
      <Box sx={blockSx}>
        <Identity view={view} />
      </Box>
    );
  }
  return (
    <>
      <ButtonBase
        aria-label={`${view.fullName}: ${translate('shell.user.menu')}`}
        aria-haspopup="menu"
        aria-controls={anchor ? 'profile-menu' : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={blockSx}
      >
        <Identity view={view} />
      </ButtonBase>
      <Menu id="profile-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {profileEntries.map((entry) => (
          <MenuItem key={entry.id} component={Link} to={entry.url ?? '/'} onClick={() => setAnchor(null)}>
            <ListItemIcon>{navIconElement(entry.icon, { fontSize: 'small' })}</ListItemIcon>
            {title(entry.title)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
