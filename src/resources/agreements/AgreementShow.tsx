/** An agreement's page: the generated one (its lifecycle actions, fields, history), and a draft's way back into its onboarding. */
import { ResourceShow } from '../../schema/ui/ResourceShow';
import { ContinueOnboardingButton } from '../../wizards/onboarding/ContinueOnboardingButton';

export default function AgreementShow() {
  return <ResourceShow actions={<ContinueOnboardingButton />} />;
}
