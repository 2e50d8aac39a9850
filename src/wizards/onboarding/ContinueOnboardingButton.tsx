/** On a draft agreement's page: back into its onboarding, at the step it was left on. */
import PlayArrow from '@mui/icons-material/PlayArrow';
import { Button, useRecordContext, useResourceContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { onboardingPath } from '../../routing/appRoutes';

export function ContinueOnboardingButton() {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const area = resource.split('/')[1] ?? '';
  if (!record || record.status !== 'draft') return null;
  return (
    <Button
      component={Link}
      to={onboardingPath(area, String(record.leadId))}
      label="onboarding.continue"
      startIcon={<PlayArrow />}
    />
  );
}
