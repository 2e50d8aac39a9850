/**
 * A page whose view is still loading (its definition, its chunks: resourceElements.tsx `gated`): nothing
 * at first, as the load usually takes a few tens of milliseconds, then a progress indicator, so that a
 * slow network does not leave the user before an empty page.
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

/** How long a page stays empty before it says that it is loading. */
export const VIEW_LOADING_DELAY_MS = 500;

export function ViewLoading() {
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), VIEW_LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress role="progressbar" aria-label={translate('ra.page.loading')} />
    </Box>
  );
}
