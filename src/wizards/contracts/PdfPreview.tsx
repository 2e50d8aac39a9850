/**
 * A contract's PDF in the page, with a download button, the page's own controls (a version toggle, a
 * link to edit the contract) and a link back to the agreement. The PDF is made in the browser, which
 * takes a moment the first time (the PDF library and its fonts load then): until it is ready the page
 * shows a progress bar and no download. A PDF asked for anew (another version) takes the shown one's
 * place at once, so that a download never gets the previous PDF.
 */
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useTranslate } from 'react-admin';

interface Props {
  pdf: Promise<Blob>;
  title: string;
  fileName: string;
  backTo: string;
  children?: ReactNode;
}

interface Made {
  pdf: Promise<Blob>;
  url: string | null;
  failed: boolean;
}

/** The blob: address of the PDF once it is made (revoked when another is asked for), or that it failed. */
function usePdfUrl(pdf: Promise<Blob>): Made {
  const [made, setMade] = useState<Made | null>(null);
  useEffect(() => {
    let live = true;
    let url: string | null = null;
    pdf.then(
      (blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setMade({ pdf, url, failed: false });
      },
      () => live && setMade({ pdf, url: null, failed: true }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [pdf]);
  return made?.pdf === pdf ? made : { pdf, url: null, failed: false };
}

export function PdfPreview({ pdf, title, fileName, backTo, children }: Props) {
  const translate = useTranslate();
  const { url, failed } = usePdfUrl(pdf);
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', my: 2, flexWrap: 'wrap' }}>
        {children}
        {/* Material's button: react-admin's shows only an icon on a phone, and this one's is apart. */}
        <Button
          component="a"
          href={url ?? undefined}
          download={fileName}
          disabled={!url}
          startIcon={<Download />}
          variant="contained"
        >
          {translate('onboarding.contract.download')}
        </Button>
        <Link to={backTo}>{translate('onboarding.openAgreement')}</Link>
      </Box>
      {failed && <Alert severity="error">{translate('ra.page.error')}</Alert>}
      {!url && !failed && <LinearProgress aria-label={translate('ra.page.loading')} sx={{ my: 2 }} />}
      {url && (
        <Box
          component="iframe"
          title={title}
          src={url}
          sx={{ width: '100%', height: '75vh', border: 1, borderColor: 'divider' }}
        />
      )}
    </>
  );
}
