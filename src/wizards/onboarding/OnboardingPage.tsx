/**
 * `/apps/<area>/agreements/:leadId/onboard`: the onboarding wizard of a lead. A draft opens at the step
 * it was left on (kept on the server: after logout, on another device); an agreement past its draft
 * says so and links to its page.
 */
import '../../routing/wholeDefinitions';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link, Loading, ResourceContextProvider, useTranslate } from 'react-admin';
import { enumKey } from '../../schema/labels';
import { useLeadAgreement } from './useLeadAgreement';
import { Wizard } from './Wizard';

export default function OnboardingPage() {
  const translate = useTranslate();
  const { resource, record, isPending, refetch, showPath } = useLeadAgreement();
  if (isPending) return <Loading />;
  return (
    <ResourceContextProvider value={resource}>
      <Box sx={{ p: 2 }}>
        <Typography variant="h5" component="h1">
          {record
            ? translate('onboarding.title', { name: record.companyName })
            : translate('onboarding.notFound')}
        </Typography>
        {record && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('onboarding.lead', { leadId: record.leadId })}
          </Typography>
        )}
        {record && record.status !== 'draft' && (
          <Alert severity="info" action={<Link to={showPath}>{translate('onboarding.openAgreement')}</Link>}>
            {translate('onboarding.notDraft', {
              status: translate(enumKey(resource, 'status', String(record.status))),
            })}
          </Alert>
        )}
        {record && record.status === 'draft' && (
          <Wizard
            key={String(record.id)}
            resource={resource}
            initial={record}
            onSubmitted={() => void refetch()}
            showPath={showPath}
          />
        )}
      </Box>
    </ResourceContextProvider>
  );
}
