/** The store's ordering page as a link to share, with a button that copies it. */
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useRecordContext } from 'react-admin';
import { CopyLinkButton } from '../../layout/CopyLinkButton';

export function OrderingLink() {
  const record = useRecordContext();
  const url = typeof record?.orderingUrl === 'string' ? record.orderingUrl : null;
  if (!url) return null;
  return (
    <CardContent>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Link href={url} target="_blank" rel="noopener noreferrer">
          {url}
        </Link>
        <CopyLinkButton url={url} />
      </Stack>
    </CardContent>
  );
}
