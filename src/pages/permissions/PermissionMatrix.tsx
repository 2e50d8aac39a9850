/**
 * Rows of users, columns of permission keys: a box per key, ticked where the user holds it. A key the
 * editor does not hold cannot be ticked (the API refuses it too); one the user already has can be taken
 * away.
 */
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { permissionsNotHeld } from '../../domain/validators/role-templates';
import { userName, type UserRow } from './useUserPermissions';

export interface PermissionColumn {
  key: string;
  label: string;
}

export function PermissionMatrix({
  users,
  columns,
  held,
  saving,
  onChange,
}: {
  users: readonly UserRow[];
  columns: readonly PermissionColumn[];
  held: readonly string[];
  saving: string | null;
  onChange: (user: UserRow, permissions: string[]) => void;
}) {
  const translate = useTranslate();
  return (
    <TableContainer sx={{ maxHeight: '70vh' }}>
      <Table size="small" stickyHeader aria-label={translate('permissionsPage.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('permissionsPage.user')}</TableCell>
            {columns.map((column) => (
              <TableCell key={column.key} align="center">
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => {
            const own = user.permissions ?? [];
            return (
              <TableRow key={user.id}>
                <TableCell component="th" scope="row">
                  {userName(user)}
                </TableCell>
                {columns.map(({ key, label }) => {
                  const holds = own.includes(key);
                  const mayGive = permissionsNotHeld(held, [key]).length === 0;
                  const name = translate('permissionsPage.toggle', {
                    permission: label,
                    user: userName(user),
                  });
                  return (
                    <TableCell key={key} align="center">
                      <Checkbox
                        size="small"
                        checked={holds}
                        disabled={saving === String(user.id) || (!holds && !mayGive)}
                        title={
                          !holds && !mayGive
                            ? translate('permissionsPage.notHeld', { permission: label })
                            : undefined
                        }
                        slotProps={{ input: { 'aria-label': name } }}
                        onChange={() => onChange(user, holds ? own.filter((k) => k !== key) : [...own, key])}
                      />
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
