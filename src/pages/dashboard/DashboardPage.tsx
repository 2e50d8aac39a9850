/**
 * /dashboard, the landing page of merchant users (SPEC 2): a greeting, the organization, the user's
 * shortcuts and the day's work.
 */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Loading, Title, useTranslate } from 'react-admin';
import { browserStorageAvailable } from '../../providers/browserStorage';
import { useBackofficeIdentity } from '../../providers/useBackofficeIdentity';
import { DashboardShortcuts } from './DashboardShortcuts';
import { DashboardWork } from './DashboardWork';
import { StorageBlockedNotice } from './StorageBlockedNotice';

export default function DashboardPage() {
  const translate = useTranslate();
  const { identity, roleLabels: roles, isPending } = useBackofficeIdentity();
  if (isPending) return <Loading />;
  const name = identity?.fullName;
  // Its figures and first steps keep state in the browser's storage; where Safari blocks it, SPEC 8's notice.
  const storageBlocked = !browserStorageAvailable();
  return (
    <Stack spacing={3} sx={{ p: { xs: 2, md: 3 } }}>
      <Title title="pages.dashboard.title" />
      <div>
        <Typography variant="h4" component="h1">
          {name
            ? translate('pages.dashboard.greeting', { name })
            : translate('pages.dashboard.greetingNoName')}
        </Typography>
        <Typography color="text.secondary">{translate('pages.dashboard.intro')}</Typography>
      </div>
      {storageBlocked ? (
        <StorageBlockedNotice />
      ) : (
        <>
          <Card variant="outlined" component="section" aria-labelledby="dashboard-organization">
            <CardContent>
              <Typography id="dashboard-organization" variant="overline" component="h2">
                {translate('pages.dashboard.organization')}
              </Typography>
              <Typography variant="h5" component="p">
                {identity?.organizationName ?? translate('pages.dashboard.noOrganization')}
              </Typography>
              {identity?.organizationSelected && (
                <Typography color="text.secondary">{translate('pages.dashboard.actingAs')}</Typography>
              )}
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate('pages.dashboard.role')}: {roles}
              </Typography>
            </CardContent>
          </Card>
          <DashboardShortcuts />
          <DashboardWork />
        </>
      )}
    </Stack>
  );
}
