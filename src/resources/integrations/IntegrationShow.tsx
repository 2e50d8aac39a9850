/**
 * An integration's page: the generated one (fields, history) with Connect, Sync and a link to its sync
 * history; after the provider's consent page it says whether the connection was authorized
 * (`?authorization=connected|failed`, server/features/integrations/routes.ts).
 */
import HistoryIcon from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { useRegistry, useDefinition } from '../../schema/ui/EngineContext';
import { ResourceShow } from '../../schema/ui/ResourceShow';
import { ConnectButton } from './ConnectButton';
import { SyncButton } from './SyncButton';

function HistoryButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { name } = useDefinition();
  const history = useRegistry().registrationFor('integration-syncs', name.split('/')[1]);
  if (!record || !history) return null;
  const filter = encodeURIComponent(JSON.stringify({ integration: record.id }));
  return (
    <Button
      size="small"
      startIcon={<HistoryIcon />}
      component={Link}
      to={`/${history.name}?filter=${filter}`}
    >
      {translate('integrations.sync.history')}
    </Button>
  );
}

function AuthorizationOutcome() {
  const [params] = useSearchParams();
  const translate = useTranslate();
  const record = useRecordContext();
  const outcome = params.get('authorization');
  if (outcome !== 'connected' && outcome !== 'failed') {
    return record && record.status !== 'connected' ? (
      <CardContent>
        <Alert severity="info">{translate('integrations.sync.notConnected')}</Alert>
      </CardContent>
    ) : null;
  }
  return (
    <CardContent>
      <Alert severity={outcome === 'connected' ? 'success' : 'error'} role="alert">
        {translate(`integrations.authorization.${outcome}`)}
      </Alert>
    </CardContent>
  );
}

export default function IntegrationShow() {
  return (
    <ResourceShow
      actions={
        <>
          <ConnectButton />
          <SyncButton />
          <HistoryButton />
        </>
      }
      notice={<AuthorizationOutcome />}
    />
  );
}
