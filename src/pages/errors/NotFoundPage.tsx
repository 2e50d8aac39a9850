/** /pages/errors/error-404: where unknown paths land (SPEC 2), with a way back to the start page. */
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { CenteredPage } from './CenteredPage';

export default function NotFoundPage() {
  const translate = useTranslate();
  return (
    <CenteredPage>
      <Title title="pages.notFound.title" />
      <Typography variant="h2" component="p" color="primary" aria-hidden>
        {translate('pages.notFound.code')}
      </Typography>
      <Typography variant="h4" component="h1">
        {translate('pages.notFound.title')}
      </Typography>
      <Typography color="text.secondary">{translate('pages.notFound.text')}</Typography>
      <Button component={Link} to="/" variant="contained">
        {translate('pages.notFound.home')}
      </Button>
    </CenteredPage>
  );
}
