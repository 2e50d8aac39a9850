/** The signed-in user as pages read it (authProvider.getIdentity), with its roles as translated labels. */
import { useGetIdentity, useTranslate } from 'react-admin';
import type { BackofficeIdentity } from './authProvider';

export function useBackofficeIdentity() {
  const translate = useTranslate();
  const { data, isPending, error } = useGetIdentity();
  const identity = data as BackofficeIdentity | undefined;
  const roleLabels = (identity?.roles ?? [])
    .map((role) => translate(`auth.roles.${role}`, { _: role }))
    .join(', ');
  return { identity, roleLabels, isPending, error };
}
