/** Texts of the onboarding wizard's screens, in the app catalogue's shape. */
import type { AreaMessages } from '../../i18n/catalogue';

const messages: AreaMessages = {
  sv: {
    onboarding: {
      title: 'Onboarding: %{name}',
      lead: 'Lead %{leadId}',
      notFound: 'Leadet hittades inte',
      notDraft: 'Avtalets status är ”%{status}”: onboardingen kan inte längre ändras här.',
      openAgreement: 'Öppna avtalet',
      steps: 'Steg',
      stepOf: 'Steg %{step} av %{count}: %{name}',
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
      savedWithWarnings: 'Steget sparades, med varningar: kontrollera dem och fortsätt.',
      warnings: {
        signatoryName:
          'Namnet är inte registrets namn för personnumret (%{detail}). Granskaren ser varningen.',
        accountUnconfirmed:
          'Kontonumret stämmer inte med bankens kontrollsiffra (%{detail}): kontrollera det en gång till. Granskaren ser varningen.',
        bankName:
          'Clearingnumret hör till %{detail}, inte till den angivna banken. Granskaren ser varningen.',
        vatUnregistered:
          'Bolaget (%{detail}) är inte registrerat för moms enligt Skatteverket. Granskaren ser varningen.',
        pep: '%{detail} är en person i politiskt utsatt ställning enligt registret: PEP har kryssats i och personen listats. Granskaren ser varningen.',
      },
      startTitle: 'Starta en onboarding',
      startHelp: 'Bolaget hämtas från det offentliga registret.',
      startButton: 'Hämta och starta',
      continue: 'Fortsätt onboardingen',
      copyLink: 'Kopiera länken till onboardingen',
      openOrganization: 'Öppna %{name}',
      startForCustomer: 'Starta ett nytt avtal ändå',
      contract: {
        title: 'Avtal (PDF): %{name}',
        version: 'Avtalsversion',
        download: 'Ladda ner PDF',
        open: 'Avtal (PDF)',
      },
      transfer: {
        title: 'Överlåtelseavtal: %{name}',
        open: 'Överlåtelseavtal',
        pdf: 'Överlåtelseavtal (PDF)',
        pdfTitle: 'Överlåtelseavtal (PDF): %{name}',
        save: 'Spara överlåtelseavtalet',
        saved: 'Överlåtelseavtalet sparades',
        closed: 'Avtalets status är ”%{status}”: överlåtelseavtalet kan inte längre ändras.',
      },
    },
  },
  en: {
    onboarding: {
      title: 'Onboarding: %{name}',
      lead: 'Lead %{leadId}',
      notFound: 'Lead not found',
      notDraft: 'The agreement’s status is “%{status}”: the onboarding can no longer be changed here.',
      openAgreement: 'Open the agreement',
      steps: 'Steps',
      stepOf: 'Step %{step} of %{count}: %{name}',
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
      savedWithWarnings: 'The step was saved, with warnings: check them and continue.',
      warnings: {
        signatoryName:
          'The name is not the registry’s name for the personal identity number (%{detail}). The reviewer sees this warning.',
        accountUnconfirmed:
          'The account number does not match its bank’s check digit (%{detail}): please check it again. The reviewer sees this warning.',
        bankName:
          'The clearing number belongs to %{detail}, not to the bank named. The reviewer sees this warning.',
        vatUnregistered:
          'The company (%{detail}) is not registered for sales tax (VAT) according to the tax agency. The reviewer sees this warning.',
        pep: '%{detail} is a politically exposed person according to the registry: PEP was ticked and the person listed. The reviewer sees this warning.',
      },
      startTitle: 'Start an onboarding',
      startHelp: 'The company is fetched from the public registry.',
      startButton: 'Fetch and start',
      continue: 'Continue the onboarding',
      copyLink: 'Copy the onboarding link',
      openOrganization: 'Open %{name}',
      startForCustomer: 'Start a new agreement anyway',
      contract: {
        title: 'Contract (PDF): %{name}',
        version: 'Contract version',
        download: 'Download PDF',
        open: 'Contract (PDF)',
      },
      transfer: {
        title: 'Transfer agreement: %{name}',
        open: 'Transfer agreement',
        pdf: 'Transfer agreement (PDF)',
        pdfTitle: 'Transfer agreement (PDF): %{name}',
        save: 'Save the transfer agreement',
        saved: 'The transfer agreement was saved',
        closed: 'The agreement’s status is “%{status}”: its transfer agreement can no longer change.',
      },
    },
  },
};

export default messages;
