/** The notice for a menu entry whose screen moved to the new platform (SPEC 2 "Merchant routes"). */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';

export function MovedNotice({ open, onClose, url }: { open: boolean; onClose: () => void; url?: string }) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="moved-notice-title">
      <DialogTitle id="moved-notice-title">{translate('shell.moved.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('shell.moved.message')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {url && /^https?:\/\//.test(url) && (
          <Button href={url} target="_blank" rel="noopener noreferrer">
            {translate('shell.moved.open')}
          </Button>
        )}
        <Button onClick={onClose}>{translate('shell.moved.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
