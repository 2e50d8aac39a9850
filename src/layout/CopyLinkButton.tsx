/** Copies a shared link (a web ordering page, an onboarding link) and says whether it worked (SPEC 8). */
import ContentCopy from '@mui/icons-material/ContentCopy';
import { Button, useNotify } from 'react-admin';

export function CopyLinkButton({ url, label = 'shell.copyLink.action' }: { url: string; label?: string }) {
  const notify = useNotify();
  const copy = async () => {
    try {
      // Without a secure context, or in a browser that lacks it, there is no clipboard to write to.
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      notify('shell.copyLink.copied', { type: 'success' });
    } catch {
      notify('shell.copyLink.failed', { type: 'error' });
    }
  };
  return (
    <Button label={label} onClick={() => void copy()}>
      <ContentCopy />
    </Button>
  );
}
