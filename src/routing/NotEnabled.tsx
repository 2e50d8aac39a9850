/** What a route says, at once, to a user whose area it is but for whom it is switched off. */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { Title, useTranslate } from 'react-admin';

export function NotEnabled({ reason }: { reason: 'partnerOnboarding' | 'featureFlag' }) {
  const translate = useTranslate();
  const title = translate(`shell.notEnabled.${reason}.title`);
  return (
    <Alert severity="info" role="status" sx={{ m: 2 }}>
      <Title title={title} />
      <AlertTitle component="h1">{title}</AlertTitle>
      {translate(`shell.notEnabled.${reason}.text`)}
    </Alert>
  );
}
