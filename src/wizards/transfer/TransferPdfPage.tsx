/**
 * `/apps/<area>/agreements/:leadId/onboard/transfer/PDFPreview`: the terminal transfer agreement as a
 * PDF (./transferPdf.ts), in Swedish or English (Swedish by default for a Swedish merchant), shown and
 * downloadable; its empty fields are those the agreement answers (./transferPrefill.ts), as on the
 * transfer page.
 */
import '../../routing/wholeDefinitions';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link, Loading, useTranslate, type RaRecord } from 'react-admin';
import { onboardingPath } from '../../routing/appRoutes';
import { ContractLanguageToggle, useContractLanguage } from '../contracts/ContractLanguageToggle';
import { PdfPreview } from '../contracts/PdfPreview';
import { useLeadAgreement } from '../onboarding/useLeadAgreement';
import { transferPdf } from './transferPdf';
import { transferPrefill } from './transferPrefill';
import { safeFileName } from '../onboarding/contractFileName';

interface Props {
  record: RaRecord;
  title: string;
  backTo: string;
  transferPath: string;
}

function TransferPreview({ record, title, backTo, transferPath }: Props) {
  const translate = useTranslate();
  const [language, setLanguage] = useContractLanguage(record);
  const pdf = useMemo(() => transferPdf(transferPrefill(record), language), [record, language]);
  return (
    <PdfPreview
      pdf={pdf}
      title={title}
      fileName={`overlatelseavtal-${safeFileName(String(record.leadId))}.pdf`}
      backTo={backTo}
    >
      <ContractLanguageToggle value={language} onChange={setLanguage} />
      <Link to={transferPath}>{translate('onboarding.transfer.open')}</Link>
    </PdfPreview>
  );
}

export default function TransferPdfPage() {
  const translate = useTranslate();
  const { record, isPending, showPath, area } = useLeadAgreement();
  if (isPending) return <Loading />;
  const title = record
    ? translate('onboarding.transfer.pdfTitle', { name: record.companyName })
    : translate('onboarding.notFound');
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {record && (
        <TransferPreview
          record={record}
          title={title}
          backTo={showPath}
          transferPath={`${onboardingPath(area, String(record.leadId))}/transfer`}
        />
      )}
    </Box>
  );
}
