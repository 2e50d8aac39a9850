/**
 * `/apps/<area>/agreements/:leadId/onboard/edit/:type`: one contract type of an agreement (card
 * acquiring, online checkout, the product's own), its fields judged by ./types.ts as the API judges
 * them. Only a draft's contracts change; past its draft an agreement shows them read only.
 */
import '../../routing/wholeDefinitions';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link, Loading, ResourceContextProvider, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { enumKey } from '../../schema/labels';
import { actionAllowed } from '../../schema/record-actions';
import { useRegistry } from '../../schema/ui/EngineContext';
import { StepForm } from '../onboarding/StepForm';
import { ContractValues } from './ContractValues';
import type { ContractType } from './types';
import { useLeadContract } from './useLeadContract';

function ContractForm({ type, initial }: { type: ContractType; initial: RaRecord }) {
  const [record, setRecord] = useState(initial);
  const refresh = useRefresh();
  return (
    <StepForm
      key={record.version}
      step={type}
      path={`contracts/${type.key}`}
      record={record}
      onSaved={(next) => {
        setRecord(next);
        refresh();
      }}
      onReload={setRecord}
      saveLabel="contracts.save"
      savedMessage="contracts.saved"
    />
  );
}

export default function ContractEditPage() {
  const translate = useTranslate();
  const { resource, record, isPending, showPath, type, title, typePath } = useLeadContract('contracts.title');
  // Recalling to a draft is advised only where the agreement's lifecycle allows it.
  const recall = useRegistry().get(resource)?.actions?.recall;
  const recallable = Boolean(record && recall && actionAllowed(recall, record));
  if (isPending) return <Loading />;
  return (
    <ResourceContextProvider value={resource}>
      <Box sx={{ p: 2 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {record && type && (
          <>
            <Box sx={{ display: 'flex', gap: 2, my: 2, flexWrap: 'wrap' }}>
              <Link to={`${typePath}/PDFPreview`}>{translate('contracts.openPdf')}</Link>
              <Link to={showPath}>{translate('onboarding.openAgreement')}</Link>
            </Box>
            {record.status === 'draft' ? (
              <ContractForm key={`${String(record.id)}-${type.key}`} type={type} initial={record} />
            ) : (
              <>
                <Alert severity="info" sx={{ mb: 2 }}>
                  {translate(recallable ? 'contracts.notDraft' : 'contracts.notDraftFinal', {
                    status: translate(enumKey(resource, 'status', String(record.status))),
                  })}
                </Alert>
                <ContractValues type={type} record={record} />
              </>
            )}
          </>
        )}
      </Box>
    </ResourceContextProvider>
  );
}
