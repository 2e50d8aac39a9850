/** An agreement's page: the generated one (its lifecycle actions, fields, history), a draft's way back into its onboarding, and the contract PDF. */
import { ResourceShow } from '../../schema/ui/ResourceShow';
import { AgreementLinks } from '../../wizards/onboarding/AgreementLinks';
// With the page: its submit step's rule (./application-complete.ts) judges by the steps as it renders.
import '../../wizards/onboarding/steps';

export default function AgreementShow() {
  return <ResourceShow actions={<AgreementLinks />} />;
}
