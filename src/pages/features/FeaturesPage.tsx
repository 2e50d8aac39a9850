/**
 * /apps/superadmin/features: each feature flag's platform-wide value and, inside a selected
 * organization, that organization's override (follow the platform, on, off), kept by the API
 * (docs/decisions.md, "Feature flags live on the server").
 */
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading, Title, useNotify, useTranslate } from 'react-admin';
import type { FeatureFlagKey } from '../../domain/feature-flags';
import { httpClient } from '../../providers/httpClient';
import { session } from '../../providers/session';
import { FlagHistory, type FlagChange } from './FlagHistory';

interface FlagSetting {
  key: FeatureFlagKey;
  platform: boolean | null;
  organization: boolean | null;
}

interface Settings {
  flags: FlagSetting[];
  history: FlagChange[];
}

const SETTINGS_PATH = '/api/backstage/3.0/feature-flags';
type Override = 'platform' | 'on' | 'off';

export default function FeaturesPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const organization = session.organization();
  const organizationId = organization?.selected ? organization.id : null;
  const queryKey = ['featureFlagSettings', organizationId];
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      const search = organizationId ? `?organizationId=${encodeURIComponent(organizationId)}` : '';
      return (await httpClient(`${SETTINGS_PATH}${search}`)).json as Settings;
    },
  });

  const save = async (key: FeatureFlagKey, body: { enabled: boolean | null; organizationId?: string }) => {
    try {
      const { json } = await httpClient(`${SETTINGS_PATH}/${key}`, {
        method: 'PUT',
        body: JSON.stringify(body),
      });
      queryClient.setQueryData(queryKey, json as Settings);
      await queryClient.invalidateQueries({ queryKey: ['featureFlags'] });
      notify('features.saved', { type: 'success' });
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };

  const onOff = (on: boolean) => translate(on ? 'features.on' : 'features.off');
  if (query.error) return <Alert severity="error">{translate('ra.notification.http_error')}</Alert>;
  if (!query.data) return <Loading />;
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="features.title" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('features.title')}
        </Typography>
        <Typography color="text.secondary">
          {organization?.selected
            ? translate('features.organizationDescription', { name: organization.name ?? '' })
            : translate('features.description')}
        </Typography>
        <List>
          {query.data.flags.map(({ key, platform, organization: override }) => {
            const labelId = `feature-${key}`;
            const platformOn = platform ?? true;
            const value: Override = override === null ? 'platform' : override ? 'on' : 'off';
            return (
              <ListItem key={key} divider>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={2}
                  sx={{ width: '100%' }}
                  alignItems="center"
                >
                  <ListItemText
                    id={labelId}
                    primary={translate(`features.flags.${key}`)}
                    secondary={translate('features.platformValue', { value: onOff(platformOn) })}
                  />
                  {organizationId ? (
                    <TextField
                      select
                      size="small"
                      label={translate('features.override')}
                      value={value}
                      sx={{ minWidth: 220 }}
                      onChange={(event) => {
                        const chosen = event.target.value as Override;
                        void save(key, {
                          organizationId,
                          enabled: chosen === 'platform' ? null : chosen === 'on',
                        });
                      }}
                    >
                      <MenuItem value="platform">{translate('features.followPlatform')}</MenuItem>
                      <MenuItem value="on">{translate('features.on')}</MenuItem>
                      <MenuItem value="off">{translate('features.off')}</MenuItem>
                    </TextField>
                  ) : (
                    <Switch
                      edge="end"
                      checked={platformOn}
                      onChange={() => void save(key, { enabled: !platformOn })}
                      slotProps={{ input: { 'aria-labelledby': labelId } }}
                    />
                  )}
                </Stack>
              </ListItem>
            );
          })}
        </List>
        <FlagHistory changes={query.data.history} inOrganization={organizationId !== null} />
      </CardContent>
    </Card>
  );
}
