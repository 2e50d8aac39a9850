/**
 * The top bar (SPEC 1, 2 "Layout"): organization name and environment label, the page title, 'Back to
 * Organizations' for internal admins inside an organization, language, theme, the user and logout.
 */
import { memo } from 'react';
import MuiAppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Logout from '@mui/icons-material/Logout';
import {
  LoadingIndicator,
  SidebarToggleButton,
  TitlePortal,
  ToggleThemeButton,
  useLogout,
  useTranslate,
} from 'react-admin';
import { useOrganizationSelection } from '../providers/useOrganizationSelection';
import { LanguageSwitcher } from './LanguageSwitcher';
import type { SessionView } from './sessionView';
import { environmentLabelKey, type ShellRules } from './shellRules';
import { APP_BAR_HEIGHT } from './Sidebar';
import { UserBlock } from './UserBlock';
import { Tag } from '../schema/ui/Tag';

function EnvironmentLabel() {
  const translate = useTranslate();
  const key = environmentLabelKey(import.meta.env.VITE_ENVIRONMENT);
  if (!key) return null;
  return (
    <Tag variant="outlined" sx={{ color: 'inherit', borderColor: 'currentColor' }}>
      {translate(key)}
    </Tag>
  );
}

function OrganizationName({ name, logo, centred }: { name?: string; logo?: string; centred: boolean }) {
  if (!name) return null;
  return (
    <Box
      sx={{
        alignItems: 'center',
        gap: 1,
        ...(centred
          ? {
              display: 'flex',
              position: 'absolute',
              left: '50%',
              transform: 'translateX(-50%)',
              maxWidth: '40%',
            }
          : { display: { xs: 'none', sm: 'flex' }, maxWidth: 280 }),
      }}
    >
      {logo && (
        <Avatar
          src={logo}
          alt=""
          variant="rounded"
          data-testid="organization-logo"
          sx={{ width: 28, height: 28, bgcolor: 'common.white' }}
          slotProps={{ img: { style: { objectFit: 'contain' } } }}
        />
      )}
      <Name name={name} />
    </Box>
  );
}

function Name({ name }: { name: string }) {
  return (
    <Typography
      variant="subtitle1"
      component="p"
      noWrap
      data-testid="organization-name"
      sx={{ fontWeight: 600 }}
    >
      {name}
    </Typography>
  );
}

function BackToOrganizations({ roles }: { roles: readonly string[] }) {
  const translate = useTranslate();
  const { leave } = useOrganizationSelection();
  return (
    <Button color="inherit" startIcon={<ArrowBack />} onClick={() => leave(roles)}>
      {translate('shell.backToOrganizations')}
    </Button>
  );
}

function LogoutButton() {
  const translate = useTranslate();
  const logout = useLogout();
  const label = translate('ra.auth.logout');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={() => void logout()}>
        <Logout />
      </IconButton>
    </Tooltip>
  );
}

/** Memoized: the shell re-renders with every new page element, the top bar only when the session changes. */
export const AppBar = memo(function AppBar({ view, rules }: { view: SessionView; rules: ShellRules }) {
  const translate = useTranslate();
  return (
    <MuiAppBar position="fixed" color="primary" elevation={1}>
      <Toolbar variant="dense" sx={{ minHeight: APP_BAR_HEIGHT, gap: 1, position: 'relative' }}>
        {rules.showNavigation && <SidebarToggleButton />}
        {!rules.centreOrganizationName && (
          <OrganizationName name={view.organizationName} logo={view.organizationLogo} centred={false} />
        )}
        <EnvironmentLabel />
        <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden', display: 'flex', alignItems: 'center' }}>
          {!rules.centreOrganizationName && <TitlePortal variant="subtitle1" />}
        </Box>
        {rules.centreOrganizationName && (
          <OrganizationName name={view.organizationName} logo={view.organizationLogo} centred />
        )}
        {rules.showBackToOrganizations && <BackToOrganizations roles={view.roles} />}
        {/* The spinner is a progressbar: it needs a name (axe aria-progressbar-name); LoadingIndicator passes it on. */}
        <LoadingIndicator aria-label={translate('ra.page.loading')} />
        {/* On a phone these are in the user menu (PhoneMenuItems.tsx), leaving the title its room. */}
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center' }}>
          <LanguageSwitcher />
          <ToggleThemeButton />
        </Box>
        <UserBlock view={view} rules={rules} />
        <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
          <LogoutButton />
        </Box>
      </Toolbar>
    </MuiAppBar>
  );
});
