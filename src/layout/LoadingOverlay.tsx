/**
 * The loading overlay (SPEC 2 "Layout"): while the app starts (<Admin loading>) and while a page loads.
 * A fixed box that fades in by a CSS animation: MUI's Backdrop fades in through a transition whose start
 * forces a layout of the page in the middle of React's commit (about 25 ms of a cold load's main thread,
 * docs/performance.md, session 27).
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export function LoadingOverlay() {
  const translate = useTranslate();
  return (
    <Box
      role="progressbar"
      aria-busy="true"
      aria-label={translate('shell.loading')}
      sx={(theme) => ({
        position: 'fixed',
        inset: 0,
        zIndex: theme.zIndex.drawer + 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        color: theme.palette.text.primary,
        backgroundColor: theme.palette.mode === 'dark' ? 'rgba(15, 20, 24, 0.7)' : 'rgba(244, 246, 248, 0.7)',
        animation: `${fadeIn} ${theme.transitions.duration.enteringScreen}ms ease-in both`,
        WebkitTapHighlightColor: 'transparent',
      })}
    >
      <CircularProgress color="primary" />
      <Typography>{translate('shell.loading')}</Typography>
    </Box>
  );
}
