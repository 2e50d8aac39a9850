/**
 * A contract's PDF in the page, with a download button, the page's own controls (a version toggle, a
 * link to edit the contract) and a link back to the agreement.
 */
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Button, Link, useTranslate } from 'react-admin';

interface Props {
  pdf: Blob;
  title: string;
  fileName: string;
  backTo: string;
  children?: ReactNode;
}

export function PdfPreview({ pdf, title, fileName, backTo, children }: Props) {
  const translate = useTranslate();
  const url = useMemo(() => URL.createObjectURL(pdf), [pdf]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', my: 2, flexWrap: 'wrap' }}>
        {children}
        <Button
          component="a"
          href={url}
          download={fileName}
          label="onboarding.contract.download"
          startIcon={<Download />}
          variant="contained"
        />
        <Link to={backTo}>{translate('onboarding.openAgreement')}</Link>
      </Box>
      <Box
        component="iframe"
        title={title}
        src={url}
        sx={{ width: '100%', height: '75vh', border: 1, borderColor: 'divider' }}
      />
    </>
  );
}
