/**
 * The permissions screen (SPEC 2 "role templates and permissions", SPEC 6; issue 40): the organization's
 * users against the permission keys, searched by user and narrowed to one key, each box saved as an
 * update of the user (./useUserPermissions.ts); several users at once go through a role template.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Loading, Title, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PERMISSION_LABELS } from '../../resources/shared/permissions';
import { useAccessSubject } from '../../routing/useAccessSubject';
import { PermissionMatrix } from './PermissionMatrix';
import { userName, useUserPermissions } from './useUserPermissions';

const ROLE_TEMPLATES_PATH = '/apps/setting/role-templates';

export default function PermissionsPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { subject } = useAccessSubject();
  const { users, error, change, saving } = useUserPermissions();
  const [search, setSearch] = useState('');
  const [key, setKey] = useState('');

  if (error)
    return <Alert severity="error">{error.message || translate('ra.notification.http_error')}</Alert>;
  if (!users) return <Loading />;
  const language = locale === 'en' ? 'en' : 'sv';
  const all = Object.entries(PERMISSION_LABELS).map(([value, label]) => ({
    key: value,
    label: label[language],
  }));
  const columns = key ? all.filter((column) => column.key === key) : all;
  const needle = search.trim().toLocaleLowerCase();
  const shown = users.filter(
    (user) => !needle || `${userName(user)} ${user.username}`.toLocaleLowerCase().includes(needle),
  );

  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('permissionsPage.title')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('permissionsPage.title')}
      </Typography>
      <Typography gutterBottom>
        {translate('permissionsPage.intro')}{' '}
        <Link component={RouterLink} to={ROLE_TEMPLATES_PATH}>
          {translate('permissionsPage.templates')}
        </Link>
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2 }}>
        <TextField
          label={translate('permissionsPage.searchUser')}
          type="search"
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <TextField
          select
          label={translate('permissionsPage.key')}
          size="small"
          value={key}
          onChange={(event) => setKey(event.target.value)}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{translate('permissionsPage.allKeys')}</MenuItem>
          {all.map((column) => (
            <MenuItem key={column.key} value={column.key}>
              {column.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {shown.length === 0 ? (
        <Typography color="text.secondary">{translate('permissionsPage.empty')}</Typography>
      ) : (
        <PermissionMatrix
          users={shown}
          columns={columns}
          held={subject.permissions}
          saving={saving}
          onChange={(user, permissions) => void change(user, permissions)}
        />
      )}
    </Box>
  );
}
