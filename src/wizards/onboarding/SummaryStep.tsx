/**
 * The last step: what was filled in, step by step, the steps still incomplete (each opens its step),
 * the contract types and whether their terms are complete, and the submission, which the API judges by the same steps (the agreement's `submit` action).
 */
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  Button,
  Labeled,
  RecordContextProvider,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRedirect,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { fieldKey, recordActionKey } from '../../schema/labels';
import type { HistoryMethod } from '../../schema/history';
import { FieldValue } from '../../schema/ui/FieldValue';
import { useDefinition } from '../../schema/ui/EngineContext';
import { onboardingPath } from '../../routing/appRoutes';
import { ContractTypesSummary, incompleteContracts } from '../contracts/ContractTypesSummary';
import { isFilled, stepIssues } from '../wizard';
import { ONBOARDING_STEPS } from './steps';

interface Props {
  resource: string;
  record: RaRecord;
  showPath: string;
  onOpen: (index: number) => void;
  onBack: () => void;
  onSubmitted: () => void;
  /** The draft as stored now, when someone else saved it since it was read. */
  onReload: (current: RaRecord) => void;
}

export function SummaryStep({ resource, record, showPath, onOpen, onBack, onSubmitted, onReload }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { definition } = useDefinition();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & HistoryMethod>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [busy, setBusy] = useState(false);
  const language = locale === 'en' ? 'en' : 'sv';
  const incomplete = ONBOARDING_STEPS.map((step, index) => ({ step, index })).filter(
    ({ step }) => stepIssues(step, record).length > 0,
  );
  const contractsIncomplete = incompleteContracts(record).length > 0;

  const submit = async () => {
    setBusy(true);
    try {
      await dataProvider.runAction(resource, { id: record.id, action: 'submit', version: record.version });
      notify(recordActionKey(resource, 'submit', 'done'), { type: 'success' });
      onSubmitted();
      redirect(showPath);
    } catch (error) {
      const { status, body } = error as { status?: number; body?: { current?: RaRecord } };
      // Never submitted over what someone else saved: shown to the user first, submitted by a new click.
      if (status === 409 && body?.current) {
        onReload(body.current);
        notify('onboarding.changedMeanwhile', { type: 'warning', multiLine: true });
        return;
      }
      const message = (error instanceof Error && error.message) || 'ra.notification.http_error';
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <RecordContextProvider value={record}>
      {record.fTaxRegistered === false && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('onboarding.fTaxMissing')}
        </Alert>
      )}
      {incomplete.length > 0 || contractsIncomplete ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('onboarding.incomplete')}
          <List dense disablePadding>
            {incomplete.map(({ step, index }) => (
              <ListItemButton key={step.key} onClick={() => onOpen(index)}>
                {index + 1}. {step.title[language]}
              </ListItemButton>
            ))}
          </List>
        </Alert>
      ) : (
        <Alert severity="success" sx={{ mb: 2 }}>
          {translate('onboarding.ready')}
        </Alert>
      )}
      {ONBOARDING_STEPS.filter((step) => step.fields.some((f) => isFilled(record[f]))).map((step) => (
        <section key={step.key}>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            {step.title[language]}
          </Typography>
          {step.fields
            .filter((source) => isFilled(record[source]))
            .map((source) => (
              <Labeled key={source} label={fieldKey(resource, source)} sx={{ display: 'block', mb: 1 }}>
                <FieldValue source={source} field={definition.fields[source]!} />
              </Labeled>
            ))}
        </section>
      ))}
      <ContractTypesSummary
        record={record}
        path={onboardingPath(resource.split('/')[1] ?? '', String(record.leadId))}
      />
      <Button label="onboarding.back" onClick={onBack} sx={{ mt: 2, mr: 1 }} />
      <Button
        label="onboarding.submit"
        variant="contained"
        disabled={busy || incomplete.length > 0 || contractsIncomplete}
        onClick={() => void submit()}
        sx={{ mt: 2 }}
      />
    </RecordContextProvider>
  );
}
