/** The agreements list, with the way into a new onboarding. */
import { ResourceList } from '../../schema/ui/ResourceList';
import { StartOnboardingButton } from '../../wizards/onboarding/StartOnboardingButton';

export default function AgreementList() {
  return <ResourceList actions={<StartOnboardingButton />} />;
}
