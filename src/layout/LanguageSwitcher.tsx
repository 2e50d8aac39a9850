/** Language switcher: storing the choice in the cookie and reloading (SPEC 4 "Other UI states"). */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Language from '@mui/icons-material/Language';
import { useLocaleState, useTranslate } from 'react-admin';
import { switchLanguage } from '../i18n/browserLanguage';
import { LOCALES } from '../i18n/catalogue';

export function LanguageSwitcher() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<Language />}
        aria-label={translate('shell.language.choose')}
        aria-haspopup="menu"
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0 }}
      >
        {locale.toUpperCase()}
      </Button>
      <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LOCALES.map((option) => (
          <MenuItem
            key={option}
            lang={option}
            selected={option === locale}
            onClick={() => {
              setAnchor(null);
              // The choice follows the user to another browser (UserSettingsSync.tsx): kept before the reload.
              if (option !== locale)
                void import('../providers/userSettings')
                  .then(({ saveUserSettings }) => saveUserSettings({ settings: { language: option } }))
                  .catch(() => undefined)
                  .finally(() => switchLanguage(option));
            }}
          >
            {translate(`shell.language.${option}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
