/**
 * The form of "New onboarding" (StartOnboardingButton.tsx): loaded when its dialog opens, with its inputs.
 * A company with an onboarding or a customer already is answered with what can be done (ExistingOnboarding).
 */
import Add from '@mui/icons-material/Add';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import {
  AutocompleteInput,
  Button,
  Form,
  ReferenceInput,
  SaveButton,
  TextInput,
  useDataProvider,
  useGetIdentity,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { organizationNumberRule } from '../../domain/validators/organization-number';
import type { HistoryMethod } from '../../schema/history';
import { useReferenceName } from '../../schema/ui/EngineContext';
import { onboardingPath } from '../../routing/appRoutes';
import { ExistingOnboarding, existingOf, type Existing } from './ExistingOnboarding';

type Values = { organizationNumber?: string; partnerId?: string; confirmExistingCustomer?: boolean };

export function StartOnboardingForm({ titleId, onCancel }: { titleId: string; onCancel: () => void }) {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & HistoryMethod>();
  const navigate = useNavigate();
  const { identity } = useGetIdentity();
  const partners = useReferenceName('partners');
  const ownPartner = typeof identity?.partnerId === 'string' && identity.partnerId !== '';
  const area = resource.split('/')[1] ?? '';
  const [existing, setExisting] = useState<{ found: Existing; values: Values } | null>(null);

  const validate = (values: Values) => {
    const errors: Record<string, string> = {};
    const number = values.organizationNumber ?? '';
    const key = number === '' ? 'validation.required' : organizationNumberRule.check(number);
    if (key) errors.organizationNumber = key;
    if (!ownPartner && !values.partnerId) errors.partnerId = 'validation.required';
    return errors;
  };

  const start = async (values: Values) => {
    // A confirmation holds for the customer it was asked for, not for a number typed since.
    const confirmed =
      values.confirmExistingCustomer === true &&
      existing?.found.kind === 'customer' &&
      existing.values.organizationNumber === values.organizationNumber &&
      existing.values.partnerId === values.partnerId;
    setExisting(null);
    try {
      const body = { ...values, confirmExistingCustomer: confirmed };
      const { data } = await dataProvider.send(resource, { path: 'onboarding', body });
      navigate(onboardingPath(area, String(data.leadId)));
      return undefined;
    } catch (error) {
      const body = (error as { body?: { errors?: Record<string, unknown> } }).body;
      if (body?.errors) return body.errors;
      const message = (error instanceof Error && error.message) || 'ra.notification.http_error';
      const found = existingOf(message, body);
      // The company's lead or organization is said below the field, with what can be done about it.
      if (found) setExisting({ found, values });
      return { organizationNumber: message };
    }
  };

  return (
    <Form onSubmit={(values: Values) => start(values)} validate={validate} noValidate>
      <DialogTitle id={titleId}>{translate('onboarding.startTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('onboarding.startHelp')}</DialogContentText>
        <TextInput
          source="organizationNumber"
          label={`resources.${resource}.fields.organizationNumber`}
          isRequired
          fullWidth
        />
        {!ownPartner && (
          <ReferenceInput source="partnerId" reference={partners}>
            <AutocompleteInput label={`resources.${resource}.fields.partnerId`} isRequired fullWidth />
          </ReferenceInput>
        )}
        {existing && <ExistingOnboarding existing={existing.found} area={area} />}
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onCancel} />
        <SaveButton label="onboarding.startButton" icon={<Add />} alwaysEnable />
      </DialogActions>
    </Form>
  );
}
