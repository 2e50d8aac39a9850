/** The loading overlay (SPEC 2 "Layout"): while the app starts (<Admin loading>) and while a page loads. */
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

export function LoadingOverlay() {
  const translate = useTranslate();
  return (
    <Backdrop
      open
      role="progressbar"
      aria-busy="true"
      aria-label={translate('shell.loading')}
      sx={(theme) => ({
        zIndex: theme.zIndex.drawer + 2,
        flexDirection: 'column',
        gap: 2,
        color: theme.palette.text.primary,
        backgroundColor: theme.palette.mode === 'dark' ? 'rgba(15, 20, 24, 0.7)' : 'rgba(244, 246, 248, 0.7)',
      })}
    >
      <CircularProgress color="primary" />
      <Typography>{translate('shell.loading')}</Typography>
    </Backdrop>
  );
}
