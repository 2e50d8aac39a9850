/**
 * What "New onboarding" says when the company has an onboarding or is a customer already (the API's 409,
 * server/features/onboarding/existing-onboarding.ts): a link to resume the partner's own lead, a link to
 * the organization, and for the platform's staff the confirmation that starts a new agreement anyway.
 */
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button, useCreatePath, useTranslate } from 'react-admin';
import { onboardingPath } from '../../routing/appRoutes';
import { useRegistry } from '../../schema/ui/EngineContext';

export type Existing =
  | { kind: 'lead'; message: string; leadId: string }
  | { kind: 'customer'; message: string; organization: { id: string; name: string }; mayConfirm: boolean };

/** The API's refusal body as one of these, or null when it is another refusal. */
export function existingOf(message: string, body: unknown): Existing | null {
  if (typeof body !== 'object' || body === null) return null;
  const { existing, organization, mayConfirm } = body as Record<string, unknown>;
  if (typeof existing === 'object' && existing !== null) {
    const { leadId } = existing as { leadId?: unknown };
    if (typeof leadId === 'string') return { kind: 'lead', message, leadId };
  }
  if (typeof organization === 'object' && organization !== null) {
    const { id, name } = organization as { id?: unknown; name?: unknown };
    if (typeof id === 'string')
      return {
        kind: 'customer',
        message,
        organization: { id, name: typeof name === 'string' ? name : id },
        mayConfirm: mayConfirm === true,
      };
  }
  return null;
}

/** Inside the start form: the staff's confirmation submits it again, confirmed. */
export function ExistingOnboarding({ existing, area }: { existing: Existing; area: string }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const createPath = useCreatePath();
  const registry = useRegistry();
  if (existing.kind === 'lead') {
    return (
      <Alert severity="info" sx={{ mt: 1 }}>
        <Stack spacing={1} alignItems="flex-start">
          <span>{existing.message}</span>
          <Button
            component={Link}
            to={onboardingPath(area, existing.leadId)}
            label="onboarding.continue"
            variant="outlined"
          />
        </Stack>
      </Alert>
    );
  }
  const organizations = registry.registrations.find(
    (r) => r.definition.name === 'organizations' && r.area === area,
  );
  return (
    <Alert severity="warning" sx={{ mt: 1 }}>
      <Stack spacing={1} alignItems="flex-start">
        <span>{existing.message}</span>
        {organizations && (
          <Button
            component={Link}
            to={createPath({ resource: organizations.name, id: existing.organization.id, type: 'show' })}
            label={translate('onboarding.openOrganization', { name: existing.organization.name })}
            variant="outlined"
          />
        )}
        {existing.mayConfirm && (
          <Button
            type="submit"
            label="onboarding.startForCustomer"
            onClick={() => setValue('confirmExistingCustomer', true)}
            variant="contained"
          />
        )}
      </Stack>
    </Alert>
  );
}
