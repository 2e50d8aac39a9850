/** On an agreement's page: back into a draft's onboarding (at the step it was left on), its terminal transfer and its contract PDF. */
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import PlayArrow from '@mui/icons-material/PlayArrow';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { Button, useRecordContext, useResourceContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { onboardingPath } from '../../routing/appRoutes';

export function AgreementLinks() {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  if (!record) return null;
  const path = onboardingPath(resource.split('/')[1] ?? '', String(record.leadId));
  return (
    <>
      {record.status === 'draft' && (
        <Button component={Link} to={path} label="onboarding.continue" startIcon={<PlayArrow />} />
      )}
      {record.status !== 'declined' && (
        <Button
          component={Link}
          to={`${path}/transfer`}
          label="onboarding.transfer.open"
          startIcon={<SwapHoriz />}
        />
      )}
      <Button
        component={Link}
        to={`${path}/PDFPreview`}
        label="onboarding.contract.open"
        startIcon={<PictureAsPdf />}
      />
    </>
  );
}
