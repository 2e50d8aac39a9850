/** The edit form's toolbar: react-admin's save and delete, the delete's confirmation naming the record as its definition says. */
import { DeleteButton, SaveButton, Toolbar } from 'react-admin';
import { useDeleteNaming } from './useDeleteNaming';

export function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton translateOptions={useDeleteNaming()} />
    </Toolbar>
  );
}
