/** The latest changes of the feature flags shown on the page (the API's `history`): who, when, before and after. */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../schema/ui/useFormat';

export interface FlagChange {
  key: string;
  from: boolean | null;
  to: boolean | null;
  actor: string | null;
  at: string;
}

/** `inOrganization`: the changes are an organization's overrides, whose "not set" follows the platform. */
export function FlagHistory({ changes, inOrganization }: { changes: FlagChange[]; inOrganization: boolean }) {
  const translate = useTranslate();
  const { date } = useFormat();
  const value = (enabled: boolean | null) =>
    translate(
      enabled === null
        ? inOrganization
          ? 'features.followPlatform'
          : 'features.notSet'
        : enabled
          ? 'features.on'
          : 'features.off',
    );
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate('features.history.title')}
      </Typography>
      {changes.length === 0 ? (
        <Typography color="text.secondary">{translate('features.history.empty')}</Typography>
      ) : (
        <List dense aria-label={translate('features.history.title')}>
          {changes.map((change) => (
            <ListItem key={`${change.key}-${change.at}-${String(change.to)}`} disableGutters>
              <ListItemText
                primary={translate('features.history.change', {
                  flag: translate(`features.flags.${change.key}`, { _: change.key }),
                  from: value(change.from),
                  to: value(change.to),
                })}
                secondary={translate('features.history.by', {
                  actor: change.actor ?? '-',
                  at: date(change.at, 'yyyy-MM-dd HH:mm'),
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}
