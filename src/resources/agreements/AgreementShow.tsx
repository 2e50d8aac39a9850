/** An agreement's page: the generated one (its lifecycle actions, fields, history), a draft's way back into its onboarding, and the contract PDF. */
import { ResourceShow } from '../../schema/ui/ResourceShow';
import { AgreementLinks } from '../../wizards/onboarding/AgreementLinks';

export default function AgreementShow() {
  return <ResourceShow actions={<AgreementLinks />} />;
}
