/** /signup (SPEC 2): how a new merchant gets started. Public; no token refresh is attempted here. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { CenteredPage } from '../errors/CenteredPage';

export default function SignupPage() {
  const translate = useTranslate();
  return (
    <CenteredPage>
      <Box
        component="img"
        src="/logo.svg"
        alt={translate('auth.login.logoAlt')}
        sx={{ width: 56, height: 56 }}
      />
      <Typography variant="h4" component="h1">
        {translate('pages.signup.title')}
      </Typography>
      <Typography>{translate('pages.signup.text')}</Typography>
      <Typography color="text.secondary">{translate('pages.signup.contact')}</Typography>
      <Button component={Link} to="/login" variant="contained">
        {translate('pages.signup.login')}
      </Button>
    </CenteredPage>
  );
}
