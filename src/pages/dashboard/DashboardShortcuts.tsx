/** The dashboard's shortcuts (SPEC 3, data.shortcuts): the screens the user pinned, as links. */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useSessionView } from '../../layout/useSessionView';
import { useShortcuts } from '../../layout/useShortcuts';
import { navIconElement } from '../../navigation/icons';
import { useNavTitle } from '../../navigation/useNavTitle';

export function DashboardShortcuts() {
  const translate = useTranslate();
  const title = useNavTitle();
  const { screens } = useShortcuts(useSessionView());
  return (
    <Card variant="outlined" component="section" aria-labelledby="dashboard-shortcuts">
      <CardContent>
        <Typography id="dashboard-shortcuts" variant="overline" component="h2">
          {translate('personal.shortcuts.title')}
        </Typography>
        {screens.length === 0 ? (
          <Typography color="text.secondary">{translate('personal.shortcuts.none')}</Typography>
        ) : (
          <Stack component="ul" direction="row" flexWrap="wrap" useFlexGap spacing={2} sx={{ m: 0, p: 0 }}>
            {screens.map((screen) => (
              <li key={screen.id} style={{ listStyle: 'none' }}>
                <Link
                  component={RouterLink}
                  to={screen.url ?? '/'}
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
                >
                  {navIconElement(screen.icon, { fontSize: 'small' })}
                  {title(screen.title)}
                </Link>
              </li>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
