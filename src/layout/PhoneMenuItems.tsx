/**
 * On a phone the top bar keeps the menu button, the page's title and the user's avatar; the organization,
 * the language, the theme and signing out move into the user menu (these items show below `sm` only).
 */
import DarkMode from '@mui/icons-material/DarkMode';
import Language from '@mui/icons-material/Language';
import LightMode from '@mui/icons-material/LightMode';
import Logout from '@mui/icons-material/Logout';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useLocaleState, useLogout, useTheme, useTranslate } from 'react-admin';
import { switchLanguage } from '../i18n/browserLanguage';
import type { Locale } from '../i18n/catalogueCore';

const phoneOnly = { display: { xs: 'flex', sm: 'none' } } as const;

export function PhoneMenuItems({
  organizationName,
  close,
}: {
  organizationName?: string;
  close: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [theme, setTheme] = useTheme();
  const logout = useLogout();
  const other: Locale = locale === 'en' ? 'sv' : 'en';
  return [
    organizationName ? (
      <Typography key="organization" variant="overline" component="li" sx={{ ...phoneOnly, px: 2 }}>
        {organizationName}
      </Typography>
    ) : null,
    <Divider key="divider" sx={phoneOnly} />,
    <MenuItem
      key="language"
      lang={other}
      sx={phoneOnly}
      onClick={() => {
        close();
        switchLanguage(other);
      }}
    >
      <ListItemIcon>
        <Language fontSize="small" />
      </ListItemIcon>
      {translate(`shell.language.${other}`)}
    </MenuItem>,
    <MenuItem
      key="theme"
      sx={phoneOnly}
      onClick={() => {
        close();
        setTheme(theme === 'dark' ? 'light' : 'dark');
      }}
    >
      <ListItemIcon>
        {theme === 'dark' ? <LightMode fontSize="small" /> : <DarkMode fontSize="small" />}
      </ListItemIcon>
      {translate(theme === 'dark' ? 'shell.theme.light' : 'shell.theme.dark')}
    </MenuItem>,
    <MenuItem
      key="logout"
      sx={phoneOnly}
      onClick={() => {
        close();
        void logout();
      }}
    >
      <ListItemIcon>
        <Logout fontSize="small" />
      </ListItemIcon>
      {translate('ra.auth.logout')}
    </MenuItem>,
  ];
}
