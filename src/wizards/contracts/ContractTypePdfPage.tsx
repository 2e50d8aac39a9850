/**
 * `/apps/<area>/agreements/:leadId/onboard/edit/:type/PDFPreview`: one contract type of the agreement
 * as a PDF in Swedish or English (Swedish by default for a Swedish merchant), shown and downloadable: the product's own contract (with its
 * version toggle), card acquiring or online checkout. Made in the browser, loaded only on this page.
 */
import '../../routing/wholeDefinitions';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { Link, Loading, useTranslate, type RaRecord } from 'react-admin';
import type { FormatLocale } from '../../domain/format';
import { ProductContractPreview } from '../onboarding/ContractPdfPage';
import { acquiringPdf } from './acquiringPdf';
import { checkoutPdf } from './checkoutPdf';
import { ContractLanguageToggle, useContractLanguage } from './ContractLanguageToggle';
import { PdfPreview } from './PdfPreview';
import { useLeadContract } from './useLeadContract';

const DOCUMENTS: Readonly<Record<string, (agreement: RaRecord, locale: FormatLocale) => Promise<Blob>>> = {
  acquiring: acquiringPdf,
  checkout: checkoutPdf,
};

interface Props {
  record: RaRecord;
  type: string;
  title: string;
  backTo: string;
  children: ReactNode;
}

/** Card acquiring or online checkout, the page's controls beside its download. */
function TypePreview({ record, type, title, backTo, children }: Props) {
  const [language, setLanguage] = useContractLanguage(record);
  const write = DOCUMENTS[type];
  const pdf = useMemo(() => write?.(record, language), [write, record, language]);
  if (!pdf) return null;
  return (
    <PdfPreview pdf={pdf} title={title} fileName={`${String(record.leadId)}-${type}.pdf`} backTo={backTo}>
      <ContractLanguageToggle value={language} onChange={setLanguage} />
      {children}
    </PdfPreview>
  );
}

export default function ContractTypePdfPage() {
  const translate = useTranslate();
  const { record, isPending, showPath, type, title, typePath } = useLeadContract('contracts.pdfTitle');
  if (isPending) return <Loading />;
  const editLink = <Link to={typePath}>{translate('contracts.edit')}</Link>;
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {record && type?.key === 'product' && (
        <ProductContractPreview record={record} title={title} backTo={showPath}>
          {editLink}
        </ProductContractPreview>
      )}
      {record && type && type.key !== 'product' && (
        <TypePreview record={record} type={type.key} title={title} backTo={showPath}>
          {editLink}
        </TypePreview>
      )}
    </Box>
  );
}
