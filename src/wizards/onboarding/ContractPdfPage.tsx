/**
 * `/apps/<area>/agreements/:leadId/onboard/PDFPreview`: the product's contract filled from the
 * agreement, in version 2021-10 or 2022-06 (the agreement's own by default) and the user's language,
 * shown and downloadable. Made in the browser (./contractPdf.ts), loaded only on this page.
 */
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { Button, Link, Loading, useLocaleState, useTranslate } from 'react-admin';
import { CONTRACT_VERSIONS, isContractVersion, type ContractVersion } from '../../domain/contract-terms';
import { contractPdf } from './contractPdf';
import { useLeadAgreement } from './useLeadAgreement';

export default function ContractPdfPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { record, isPending, showPath } = useLeadAgreement();
  const [chosen, setChosen] = useState<ContractVersion | null>(null);
  const version: ContractVersion =
    chosen ?? (isContractVersion(record?.contractVersion) ? record.contractVersion : '2022-06');
  const url = useMemo(
    () => (record ? URL.createObjectURL(contractPdf(record, version, locale === 'en' ? 'en' : 'sv')) : null),
    [record, version, locale],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (isPending) return <Loading />;
  const title = record
    ? translate('onboarding.contract.title', { name: record.companyName })
    : translate('onboarding.notFound');
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {record && url && (
        <>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', my: 2, flexWrap: 'wrap' }}>
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
            <Button
              component="a"
              href={url}
              download={`${String(record.leadId)}-${version}.pdf`}
              label="onboarding.contract.download"
              startIcon={<Download />}
              variant="contained"
            />
            <Link to={showPath}>{translate('onboarding.openAgreement')}</Link>
          </Box>
          <Box
            component="iframe"
            title={title}
            src={url}
            sx={{ width: '100%', height: '75vh', border: 1, borderColor: 'divider' }}
          />
        </>
      )}
    </Box>
  );
}
