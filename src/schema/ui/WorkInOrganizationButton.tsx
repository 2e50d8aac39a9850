/**
 * Row action of the organizations lists (`list.rowActions: ['work-in-organization']`): an internal
 * admin enters the organization of the row and works in it as its admin (SPEC 2), on its dashboard.
 */
import LoginIcon from '@mui/icons-material/Login';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { useGetIdentity, useLocaleState, useNotify, usePermissions, useRecordContext, useRefresh } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { canSelectOrganization, type AccessSubject } from '../../domain/roles';
import { selectOrganization } from '../../providers/authProvider';
import type { Label } from '../types';

export const WORK_IN_ORGANIZATION: Label = { en: 'Work in this organization', sv: 'Arbeta i den här organisationen' };

export function WorkInOrganizationButton() {
  const record = useRecordContext();
  const { permissions } = usePermissions<AccessSubject>();
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const notify = useNotify();
  const [entering, setEntering] = useState(false);
  const [locale] = useLocaleState();
  const { identity } = useGetIdentity();
  // Not for the organization one already works in.
  if (!record || !canSelectOrganization(permissions?.roles ?? []) || identity?.organizationId === record.id) return null;
  const name = typeof record.name === 'string' ? record.name : null;

  const onClick = async (event: MouseEvent) => {
    event.stopPropagation();
    setEntering(true);
    try {
      await selectOrganization(String(record.id), name);
      // The dashboard's guard reads the cached permissions: have them include the admin role first.
      await queryClient.invalidateQueries({ queryKey: ['auth', 'getPermissions'], refetchType: 'all' });
      refresh();
      navigate('/dashboard');
    } catch (error) {
      setEntering(false);
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
  };

  return (
    <Button size="small" startIcon={<LoginIcon />} onClick={(event) => void onClick(event)} disabled={entering} sx={{ whiteSpace: 'nowrap' }}>
      {locale === 'en' ? WORK_IN_ORGANIZATION.en : WORK_IN_ORGANIZATION.sv}
    </Button>
  );
}
