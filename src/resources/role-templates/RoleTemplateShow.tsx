/** A role template's page: the generated one (fields, history) with its Apply to users button. */
import { ResourceShow } from '../../schema/ui/ResourceShow';
import { ApplyRoleTemplateButton } from './ApplyRoleTemplateButton';

export default function RoleTemplateShow() {
  return <ResourceShow actions={<ApplyRoleTemplateButton />} />;
}
