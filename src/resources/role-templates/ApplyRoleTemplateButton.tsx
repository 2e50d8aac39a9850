/**
 * Applying a role template to users (POST /<api>/:id/apply, server/features/role-templates/apply.ts): a dialog
 * with the organization's users, found by a search, each chosen with a checkbox (at most
 * MAX_APPLY_USERS), and after applying how many were updated and why the others were refused, as the
 * API says it in the user's language.
 */
import GroupAdd from '@mui/icons-material/GroupAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  HttpError,
  useDataProvider,
  useGetList,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { MAX_APPLY_USERS } from '../../domain/validators/role-templates';
import type { HistoryMethod } from '../../schema/history';
import { useDefinition, useReferenceName } from '../../schema/ui/EngineContext';

interface Result {
  id: string;
  outcome: 'updated' | 'refused';
  message?: Record<string, string>;
}

/** A refusal as the dataProvider hands it on (src/providers/dataProvider.ts adaptError). */
interface ErrorBody {
  apiErrors?: { errorMessage?: Record<string, string> }[];
}

/** Users shown per search; the search narrows a larger organization. */
const SHOWN = 50;

const nameOf = (user: RaRecord) =>
  `${[user.firstName, user.lastName].filter((part) => typeof part === 'string').join(' ')} (${String(user.username ?? user.id)})`;

export function ApplyRoleTemplateButton() {
  const record = useRecordContext();
  const { name } = useDefinition();
  const usersResource = useReferenceName('users');
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & HistoryMethod>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = locale === 'en' ? 'en' : 'sv';
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ReadonlyMap<string, string>>(new Map());
  const [results, setResults] = useState<Result[] | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const { data: users = [], isPending } = useGetList(
    usersResource,
    {
      filter: search.trim() ? { q: search.trim() } : {},
      pagination: { page: 1, perPage: SHOWN },
      sort: { field: 'lastName', order: 'ASC' },
    },
    { enabled: open },
  );
  if (!record) return null;

  const close = () => {
    setOpen(false);
    setResults(null);
    setError('');
    setChosen(new Map());
    setSearch('');
  };

  const toggle = (user: RaRecord) => {
    const next = new Map(chosen);
    const id = String(user.id);
    if (next.has(id)) next.delete(id);
    else if (next.size < MAX_APPLY_USERS) next.set(id, nameOf(user));
    setChosen(next);
  };

  const apply = async () => {
    setBusy(true);
    setError('');
    try {
      const { data } = await dataProvider.send(name, {
        id: record.id,
        path: 'apply',
        body: { users: [...chosen.keys()] },
      });
      setResults((data as { results: Result[] }).results);
    } catch (caught) {
      const body = caught instanceof HttpError ? (caught.body as ErrorBody | null) : null;
      setError(
        body?.apiErrors?.[0]?.errorMessage?.[language] ??
          (caught instanceof Error && caught.message
            ? caught.message
            : translate('ra.notification.http_error')),
      );
    } finally {
      setBusy(false);
    }
  };

  const updated = results?.filter((r) => r.outcome === 'updated').length ?? 0;
  const refused = results?.filter((r) => r.outcome === 'refused') ?? [];

  return (
    <>
      <Button size="small" startIcon={<GroupAdd />} onClick={() => setOpen(true)}>
        {translate('roleTemplates.apply.button')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="apply-role-template-title">
        <DialogTitle id="apply-role-template-title">
          {translate('roleTemplates.apply.title', { template: String(record.name ?? '') })}
        </DialogTitle>
        <DialogContent>
          {results ? (
            <>
              <Alert severity={refused.length ? 'warning' : 'success'}>
                {translate('roleTemplates.apply.updated', { smart_count: updated })}
              </Alert>
              {refused.length > 0 && (
                <>
                  <Typography sx={{ mt: 2 }}>
                    {translate('roleTemplates.apply.refused', { smart_count: refused.length })}
                  </Typography>
                  <List dense>
                    {refused.map((r) => (
                      <ListItem key={r.id}>
                        <ListItemText primary={chosen.get(r.id) ?? r.id} secondary={r.message?.[language]} />
                      </ListItem>
                    ))}
                  </List>
                </>
              )}
            </>
          ) : (
            <>
              <DialogContentText>{translate('roleTemplates.apply.body')}</DialogContentText>
              <TextField
                fullWidth
                margin="normal"
                label={translate('roleTemplates.apply.search')}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
              <Typography variant="body2" color="text.secondary">
                {translate('roleTemplates.apply.chosen', { smart_count: chosen.size, max: MAX_APPLY_USERS })}
              </Typography>
              <List dense sx={{ maxHeight: 320, overflow: 'auto' }}>
                {users.map((user) => {
                  const id = String(user.id);
                  const checked = chosen.has(id);
                  const label = nameOf(user);
                  return (
                    <ListItem key={id} disablePadding>
                      <ListItemButton
                        onClick={() => toggle(user)}
                        disabled={!checked && chosen.size >= MAX_APPLY_USERS}
                        dense
                      >
                        <ListItemIcon>
                          <Checkbox
                            edge="start"
                            checked={checked}
                            tabIndex={-1}
                            disableRipple
                            slotProps={{ input: { 'aria-label': label } }}
                          />
                        </ListItemIcon>
                        <ListItemText primary={label} />
                      </ListItemButton>
                    </ListItem>
                  );
                })}
              </List>
              {!isPending && users.length === 0 && (
                <Typography variant="body2">{translate('roleTemplates.apply.none')}</Typography>
              )}
              {error && (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {error}
                </Alert>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          {results ? (
            <Button onClick={close}>{translate('roleTemplates.apply.close')}</Button>
          ) : (
            <>
              <Button onClick={close}>{translate('roleTemplates.apply.cancel')}</Button>
              <Button variant="contained" disabled={busy || chosen.size === 0} onClick={() => void apply()}>
                {translate('roleTemplates.apply.confirm')}
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
