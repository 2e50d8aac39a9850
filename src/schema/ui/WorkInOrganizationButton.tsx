/**
 * Row action of the organizations lists (`list.rowActions: ['work-in-organization']`): an internal
 * admin enters the organization of the row and works in it as its admin (SPEC 2), on its dashboard.
 */
import LoginIcon from '@mui/icons-material/Login';
import Button from '@mui/material/Button';
import type { MouseEvent } from 'react';
import { useLocaleState, usePermissions, useRecordContext } from 'react-admin';
import { canSelectOrganization, type AccessSubject } from '../../domain/roles';
import { useOrganizationSelection } from '../../providers/useOrganizationSelection';
import type { Label } from '../types';

export const WORK_IN_ORGANIZATION: Label = { en: 'Work in this organization', sv: 'Arbeta i den här organisationen' };

export function WorkInOrganizationButton() {
  const record = useRecordContext();
  const { permissions } = usePermissions<AccessSubject>();
  const { select } = useOrganizationSelection();
  const [locale] = useLocaleState();
  if (!record || !canSelectOrganization(permissions?.roles ?? [])) return null;
  const name = typeof record.name === 'string' ? record.name : null;
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    void select(String(record.id), name);
  };
  return (
    <Button size="small" startIcon={<LoginIcon />} onClick={onClick} sx={{ whiteSpace: 'nowrap' }}>
      {locale === 'en' ? WORK_IN_ORGANIZATION.en : WORK_IN_ORGANIZATION.sv}
    </Button>
  );
}
