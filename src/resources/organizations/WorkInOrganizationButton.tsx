/**
 * Row action of the organizations lists (`list.rowActions: ['work-in-organization']`, registered in
 * ./components.tsx): an internal admin enters the organization of the row and works in it as its admin
 * (SPEC 2), on its dashboard.
 */
import LoginIcon from '@mui/icons-material/Login';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import {
  useGetIdentity,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { canSelectOrganization, type AccessSubject } from '../../domain/roles';
import { selectOrganization } from '../../providers/authProvider';

export default function WorkInOrganizationButton() {
  const record = useRecordContext();
  const { permissions } = usePermissions<AccessSubject>();
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const notify = useNotify();
  const [entering, setEntering] = useState(false);
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // Not for the organization one already works in.
  if (!record || !canSelectOrganization(permissions?.roles ?? []) || identity?.organizationId === record.id)
    return null;
  const name = typeof record.name === 'string' ? record.name : null;
  const logo = (record.logo as { src?: unknown } | null | undefined)?.src;

  const onClick = async (event: MouseEvent) => {
    event.stopPropagation();
    setEntering(true);
    try {
      await selectOrganization(String(record.id), name, typeof logo === 'string' ? logo : null);
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
    <Button
      size="small"
      startIcon={<LoginIcon />}
      onClick={(event) => void onClick(event)}
      disabled={entering}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate('organizations.workInOrganization')}
    </Button>
  );
}
