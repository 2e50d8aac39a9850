/**
 * `/apps/<area>/agreements/:leadId/onboard/PDFPreview`: the product's contract filled from the
 * agreement, in version 2021-10 or 2022-06 (the agreement's own by default) and in Swedish or English
 * (Swedish by default for a Swedish merchant, ../contracts/contractSheet.ts), shown and downloadable. Made in the browser (./contractPdf.ts), loaded only on the contract pages
 * (this one and `onboard/edit/product/PDFPreview`).
 */
import '../../routing/wholeDefinitions';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { Loading, useTranslate, type RaRecord } from 'react-admin';
import { CONTRACT_VERSIONS, type ContractVersion } from '../../domain/contract-terms';
import { contractVersionOf } from '../contracts/contractSheet';
import { ContractLanguageToggle, useContractLanguage } from '../contracts/ContractLanguageToggle';
import { PdfPreview } from '../contracts/PdfPreview';
import { contractFileName } from './contractFileName';
import { contractPdf } from './contractPdf';
import { useLeadAgreement } from './useLeadAgreement';

interface Props {
  record: RaRecord;
  title: string;
  backTo: string;
  /** Controls beside the version toggle. */
  children?: ReactNode;
}

/** The product's contract of an agreement, in the version chosen. */
export function ProductContractPreview({ record, title, backTo, children }: Props) {
  const translate = useTranslate();
  const [language, setLanguage] = useContractLanguage(record);
  const [chosen, setChosen] = useState<ContractVersion | null>(null);
  const own = contractVersionOf(record);
  const version = chosen ?? own;
  const pdf = useMemo(() => contractPdf(record, version, language), [record, version, language]);
  return (
    <PdfPreview
      pdf={pdf}
      title={title}
      fileName={contractFileName(String(record.leadId), version, own)}
      backTo={backTo}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={version}
        onChange={(_, value: ContractVersion | null) => value && setChosen(value)}
        aria-label={translate('onboarding.contract.version')}
      >
        {CONTRACT_VERSIONS.map((v) => (
          <ToggleButton key={v} value={v}>
            {v}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ContractLanguageToggle value={language} onChange={setLanguage} />
      {children}
    </PdfPreview>
  );
}

export default function ContractPdfPage() {
  const translate = useTranslate();
  const { record, isPending, showPath } = useLeadAgreement();
  if (isPending) return <Loading />;
  const title = record
    ? translate('onboarding.contract.title', { name: record.companyName })
    : translate('onboarding.notFound');
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {record && <ProductContractPreview record={record} title={title} backTo={showPath} />}
    </Box>
  );
}
