/**
 * The buttons between a list's named views (`list.currentViews`), each a link to `<path>/<view>`, and
 * which view the URL names (the first when it names none).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';

/** The view the URL names, among `views`. */
export function useCurrentView(views: readonly string[]): string {
  const { pathname } = useLocation();
  const last = pathname.replace(/\/$/, '').split('/').pop() ?? '';
  return views.includes(last) ? last : (views[0] ?? '');
}

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
      <ButtonGroup size="small" component="nav" aria-label={translate(`${messages}.label`)}>
        {views.map((view) => (
          <Button
            key={view}
            component={Link}
            to={`${path}/${view}`}
            variant={view === current ? 'contained' : 'outlined'}
            aria-current={view === current ? 'page' : undefined}
          >
            {translate(`${messages}.${view}`)}
          </Button>
        ))}
      </ButtonGroup>
    </Box>
  );
}
