/** /profile (SPEC 2): the user's name, username, email, role and organization, and the user's photo. */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Loading, Title, useTranslate } from 'react-admin';
import { useBackofficeIdentity } from '../../providers/useBackofficeIdentity';
import { ProfilePhoto } from './ProfilePhoto';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} component="div">
      <Typography component="dt" color="text.secondary" sx={{ minWidth: 160 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Stack>
  );
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

export default function ProfilePage() {
  const translate = useTranslate();
  const { identity, roleLabels: roles, isPending } = useBackofficeIdentity();
  if (isPending) return <Loading />;
  const none = translate('pages.profile.none');
  return (
    <Stack spacing={3} sx={{ p: { xs: 2, md: 3 } }}>
      <Title title="pages.profile.title" />
      <Typography variant="h4" component="h1">
        {translate('pages.profile.title')}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
            <Row label={translate('pages.profile.name')} value={identity?.fullName || none} />
            <Row label={translate('pages.profile.username')} value={identity?.username || none} />
            <Row label={translate('pages.profile.email')} value={identity?.email || none} />
            <Row label={translate('pages.profile.role')} value={roles || none} />
            <Row label={translate('pages.profile.organization')} value={identity?.organizationName || none} />
          </Stack>
        </CardContent>
      </Card>
      <ProfilePhoto initials={initialsOf(identity?.fullName ?? '')} />
    </Stack>
  );
}
