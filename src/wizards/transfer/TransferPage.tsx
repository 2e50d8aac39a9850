/**
 * `/apps/<area>/agreements/:leadId/onboard/transfer`: the terminal transfer agreement of a lead, one
 * form judged by ./steps.ts as the API judges it (different MIDs, a serial number per terminal, a date
 * at least 7 days ahead), its empty fields filled from the agreement (./transferPrefill.ts); read only
 * once the agreement is declined. Links to its PDF (./TransferPdfPage.tsx).
 */
import '../../routing/wholeDefinitions';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link, Loading, ResourceContextProvider, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { onboardingPath } from '../../routing/appRoutes';
import { enumKey } from '../../schema/labels';
import { ContractValues } from '../contracts/ContractValues';
import { StepForm } from '../onboarding/StepForm';
import { useLeadAgreement } from '../onboarding/useLeadAgreement';
import { TRANSFER_STEP, transferOpen } from './steps';
import { transferPrefill } from './transferPrefill';

function TransferForm({ initial }: { initial: RaRecord }) {
  const [record, setRecord] = useState(() => transferPrefill(initial));
  const refresh = useRefresh();
  return (
    <StepForm
      key={record.version}
      step={TRANSFER_STEP}
      path="transfer"
      record={record}
      onSaved={(next) => {
        setRecord(next);
        refresh();
      }}
      onReload={(next) => setRecord(transferPrefill(next))}
      saveLabel="onboarding.transfer.save"
      savedMessage="onboarding.transfer.saved"
    />
  );
}

export default function TransferPage() {
  const translate = useTranslate();
  const { resource, area, record, isPending, showPath } = useLeadAgreement();
  if (isPending) return <Loading />;
  return (
    <ResourceContextProvider value={resource}>
      <Box sx={{ p: 2 }}>
        <Typography variant="h5" component="h1">
          {record
            ? translate('onboarding.transfer.title', { name: record.companyName })
            : translate('onboarding.notFound')}
        </Typography>
        {record && (
          <>
            <Box sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
              <Link to={showPath}>{translate('onboarding.openAgreement')}</Link>
              <Link to={`${onboardingPath(area, String(record.leadId))}/transfer/PDFPreview`}>
                {translate('onboarding.transfer.pdf')}
              </Link>
            </Box>
            {transferOpen(record) ? (
              <TransferForm key={String(record.id)} initial={record} />
            ) : (
              <>
                <Alert severity="info" sx={{ mb: 2 }}>
                  {translate('onboarding.transfer.closed', {
                    status: translate(enumKey(resource, 'status', String(record.status))),
                  })}
                </Alert>
                <ContractValues type={TRANSFER_STEP} record={record} />
              </>
            )}
          </>
        )}
      </Box>
    </ResourceContextProvider>
  );
}
