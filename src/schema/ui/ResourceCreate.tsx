/** The generated create page; the form keeps what was typed when the save fails. */
import { Create } from 'react-admin';
import { ResourceForm } from './ResourceForm';

export function ResourceCreate() {
  return (
    <Create redirect="show">
      <ResourceForm mode="create" />
    </Create>
  );
}
