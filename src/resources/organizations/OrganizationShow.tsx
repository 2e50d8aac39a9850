/** An organization's page: the generated one (its Block and Unblock steps, fields, history) with Delete for a super admin. */
import { ResourceShow } from '../../schema/ui/ResourceShow';
import { DestroyOrganizationButton } from './DestroyOrganizationButton';

export default function OrganizationShow() {
  return <ResourceShow actions={<DestroyOrganizationButton />} />;
}
