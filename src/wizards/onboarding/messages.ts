/** Texts of the onboarding wizard's screens, in the app catalogue's shape. */
import type { AreaMessages } from '../../i18n/catalogue';

const messages: AreaMessages = {
  sv: {
    onboarding: {
      title: 'Onboarding: %{name}',
      lead: 'Lead %{leadId}',
      notFound: 'Leadet hittades inte',
      notDraft: 'Avtalet är %{status}: onboardingen kan inte längre ändras här.',
      openAgreement: 'Öppna avtalet',
      steps: 'Steg',
      back: 'Tillbaka',
      next: 'Spara och fortsätt',
      saved: 'Steget sparades',
      discard: 'Släng utkastet',
      discardConfirm: 'Släng utkastet och börja om? Det som fyllts i försvinner.',
      discarded: 'Utkastet slängdes',
      submit: 'Skicka in avtalet',
      ready: 'Alla steg är ifyllda. Granska och skicka in.',
      changedMeanwhile:
        'Någon annan sparade utkastet under tiden: sammanfattningen visar nu deras ändringar. Granska och skicka in igen.',
      incomplete: 'Steg som behöver kompletteras:',
      fTaxMissing: 'Bolaget saknar F-skattsedel: avtalet kan skickas in men inte godkännas.',
      start: 'Ny onboarding',
      startTitle: 'Starta en onboarding',
      startHelp: 'Bolaget hämtas från det offentliga registret.',
      startButton: 'Hämta och starta',
      continue: 'Fortsätt onboardingen',
      contract: {
        title: 'Avtal (PDF): %{name}',
        version: 'Avtalsversion',
        download: 'Ladda ner PDF',
        open: 'Avtal (PDF)',
      },
      transfer: {
        title: 'Överlåtelseavtal: %{name}',
        open: 'Överlåtelseavtal',
        save: 'Spara överlåtelseavtalet',
        saved: 'Överlåtelseavtalet sparades',
      },
    },
  },
  en: {
    onboarding: {
      title: 'Onboarding: %{name}',
      lead: 'Lead %{leadId}',
      notFound: 'Lead not found',
      notDraft: 'The agreement is %{status}: the onboarding can no longer be changed here.',
      openAgreement: 'Open the agreement',
      steps: 'Steps',
      back: 'Back',
      next: 'Save and continue',
      saved: 'The step was saved',
      discard: 'Discard draft',
      discardConfirm: 'Discard the draft and start over? What was filled in is lost.',
      discarded: 'The draft was discarded',
      submit: 'Submit the agreement',
      ready: 'Every step is filled in. Review and submit.',
      changedMeanwhile:
        'Someone else saved the draft meanwhile: the summary now shows their changes. Review and submit again.',
      incomplete: 'Steps that need completing:',
      fTaxMissing: 'The company has no F-tax certificate: the agreement can be submitted but not approved.',
      start: 'New onboarding',
      startTitle: 'Start an onboarding',
      startHelp: 'The company is fetched from the public registry.',
      startButton: 'Fetch and start',
      continue: 'Continue the onboarding',
      contract: {
        title: 'Contract (PDF): %{name}',
        version: 'Contract version',
        download: 'Download PDF',
        open: 'Contract (PDF)',
      },
      transfer: {
        title: 'Transfer agreement: %{name}',
        open: 'Transfer agreement',
        save: 'Save the transfer agreement',
        saved: 'The transfer agreement was saved',
      },
    },
  },
};

export default messages;
