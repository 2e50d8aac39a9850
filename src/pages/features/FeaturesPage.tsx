/** /apps/superadmin/features: the session's feature flags, toggled one by one, with a reset (SPEC 2, 4). */
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import RestartAlt from '@mui/icons-material/RestartAlt';
import { Title, useNotify, useTranslate } from 'react-admin';
import { DEFAULT_FEATURE_FLAGS, FEATURE_FLAG_KEYS } from '../../featureFlags/flags';
import { useFeatureFlags } from '../../featureFlags/useFeatureFlags';

export default function FeaturesPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { flags, toggle, reset } = useFeatureFlags();
  const onOff = (on: boolean) => translate(on ? 'features.on' : 'features.off');
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="features.title" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('features.title')}
        </Typography>
        <Typography color="text.secondary">{translate('features.description')}</Typography>
        <List>
          {FEATURE_FLAG_KEYS.map((key) => {
            const labelId = `feature-${key}`;
            return (
              <ListItem
                key={key}
                divider
                secondaryAction={
                  <Switch
                    edge="end"
                    checked={flags[key]}
                    onChange={() => toggle(key)}
                    slotProps={{ input: { 'aria-labelledby': labelId } }}
                  />
                }
              >
                <ListItemText
                  id={labelId}
                  primary={translate(`features.flags.${key}`)}
                  secondary={`${onOff(flags[key])} · ${translate('features.default', { value: onOff(DEFAULT_FEATURE_FLAGS[key]) })}`}
                />
              </ListItem>
            );
          })}
        </List>
        <Button
          variant="outlined"
          startIcon={<RestartAlt />}
          onClick={() => {
            reset();
            notify('features.resetDone', { type: 'success' });
          }}
        >
          {translate('features.reset')}
        </Button>
      </CardContent>
    </Card>
  );
}
