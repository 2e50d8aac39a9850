/** SPEC 8: where Safari blocks the browser's storage, the dashboard says how to show it. */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslate } from 'react-admin';

export function StorageBlockedNotice() {
  const translate = useTranslate();
  return (
    <Alert severity="warning" variant="outlined">
      <AlertTitle>{translate('pages.dashboard.storageBlocked.title')}</AlertTitle>
      {translate('pages.dashboard.storageBlocked.body')}
    </Alert>
  );
}
