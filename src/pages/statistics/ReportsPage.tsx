/**
 * The reports page (SPEC 2 /apps/merchant/reports-wip): the way into the sales statistics and the other
 * reports the user may open (each only when its menu entry would be shown).
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { STATISTICS_PATH } from '../../routing/appRoutes';
import { useNavigation } from '../../navigation/useNavigation';
import { useNavTitle } from '../../navigation/useNavTitle';

const STAFF_TIME_REPORT = '/apps/merchant/staffTimeReport';

const VIEWS = [
  ['overview', 'overview'],
  ['by-products', 'byProducts'],
  ['by-categories', 'byCategories'],
  ['by-revenue', 'byRevenue'],
] as const;

export default function ReportsPage() {
  const translate = useTranslate();
  const navTitle = useNavTitle();
  // The other reports the user may open: the entries of the menu's reports group besides these pages,
  // and the staff time report of the merchant group (SPEC 2: reached from the reports page).
  const navigation = useNavigation();
  const items = navigation.flatMap((group) => group.children ?? []);
  const others = [
    ...(navigation.find((group) => group.id === 'group-reports')?.children ?? []).filter(
      (item) => item.url && item.id !== 'statistics' && item.id !== 'reports',
    ),
    ...items.filter((item) => item.url === STAFF_TIME_REPORT),
  ];
  const cards = [
    ...VIEWS.map(([view, text]) => ({
      key: view,
      to: `${STATISTICS_PATH}/${view}`,
      title: translate(`statistics.views.${view}`),
      text: translate(`reports.cards.${text}`),
    })),
    ...others.map((item) => ({ key: item.id, to: item.url ?? '', title: navTitle(item.title), text: '' })),
  ];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('reports.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('reports.intro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
        {cards.map((card) => (
          <Card key={card.key} variant="outlined">
            <CardActionArea component={Link} to={card.to} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {card.title}
                </Typography>
                {card.text && (
                  <Typography variant="body2" color="text.secondary">
                    {card.text}
                  </Typography>
                )}
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
