/**
 * /login, for guests only (SPEC 2): a full-screen page with a welcome header and text, the logo, the
 * form and, when configured, a version line. A signed-in user is sent on to where the sign-in would go.
 */
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCheckAuth, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { LoginForm } from './LoginForm';
import { loginTarget } from '../../routing/loginTarget';

const displayVersion = import.meta.env.VITE_DISPLAY_VERSION;

export function LoginPage() {
  const translate = useTranslate();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const target = loginTarget(location.state);

  useEffect(() => {
    checkAuth({}, false).then(
      () => navigate(target, { replace: true }),
      () => undefined, // a guest: stay
    );
  }, [checkAuth, navigate, target]);

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }} elevation={8}>
        <CardContent sx={{ p: 4, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box
            component="img"
            src="/logo.svg"
            alt={translate('auth.login.logoAlt')}
            sx={{ width: 64, height: 64, alignSelf: 'center' }}
          />
          <Typography variant="h4" component="h1" textAlign="center">
            {translate('auth.login.welcome')}
          </Typography>
          <Typography color="text.secondary" textAlign="center">
            {translate('auth.login.intro')}
          </Typography>
          <LoginForm target={target} />
          <Typography variant="body2" textAlign="center">
            {translate('auth.login.signupPrompt')}{' '}
            <Link component={RouterLink} to="/signup">
              {translate('auth.login.signupLink')}
            </Link>
          </Typography>
          {displayVersion && (
            <Typography variant="caption" color="text.secondary" textAlign="center">
              {translate('auth.login.version', { version: displayVersion })}
            </Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
