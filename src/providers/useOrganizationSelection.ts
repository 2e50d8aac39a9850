/**
 * For the organizations list and the top bar: an internal admin enters an organization to work in it
 * as admin, or leaves it. Every query is re-run with the new organizationId header and access.
 */
import { useCallback } from 'react';
import { useRefresh } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { landingFor } from '../domain/roles';
import { leaveOrganization, selectOrganization } from './authProvider';

export function useOrganizationSelection() {
  const refresh = useRefresh();
  const navigate = useNavigate();

  /** Enters the organization and opens its dashboard (or `to`). */
  const select = useCallback(
    async (id: string, name: string | null, to = '/dashboard') => {
      await selectOrganization(id, name);
      refresh();
      navigate(to);
    },
    [navigate, refresh],
  );

  /** Leaves the selected organization and returns to the admin's own landing, its organizations list. */
  const leave = useCallback(
    (roles: readonly string[]) => {
      leaveOrganization();
      refresh();
      navigate(landingFor(roles.filter((role) => role !== 'admin')));
    },
    [navigate, refresh],
  );

  return { select, leave };
}
