/**
 * The buttons between a list's named views (`list.currentViews`), each a link to `<path>/<view>`, and
 * which view the URL names (the first when it names none).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';

/** The view the URL names, among `views`. */
export function useCurrentView(views: readonly string[]): string {
  const { pathname } = useLocation();
  const last = pathname.replace(/\/$/, '').split('/').pop() ?? '';
  return views.includes(last) ? last : (views[0] ?? '');
}

/**
 * The buttons side by side as one control, as MUI's ButtonGroup draws them (its module and the helpers
 * it brings are about 2 KiB gzip on the products' and groups' first list page, for these few rules).
 */
const JOINED = {
  display: 'inline-flex',
  '& > :not(:first-of-type)': { borderTopLeftRadius: 0, borderBottomLeftRadius: 0, ml: '-1px' },
  '& > :not(:last-of-type)': { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
} as const;

/** `messages` holds `label` (the group's name) and a label per view. */
export function ViewSwitch({
  views,
  path,
  messages,
}: {
  views: readonly string[];
  path: string;
  messages: string;
}) {
  const translate = useTranslate();
  const current = useCurrentView(views);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 2 }}>
      <Box component="nav" role="group" aria-label={translate(`${messages}.label`)} sx={JOINED}>
        {views.map((view) => (
          <Button
            key={view}
            size="small"
            component={Link}
            to={`${path}/${view}`}
            variant={view === current ? 'contained' : 'outlined'}
            aria-current={view === current ? 'page' : undefined}
          >
            {translate(`${messages}.${view}`)}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
