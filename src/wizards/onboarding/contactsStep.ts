/**
 * The onboarding's contacts (SPEC 3 "contact types"): a person for accounting, agreements, returns and
 * technical matters, each with a name and an e-mail address (a phone if they have one). Often one person
 * holds several, so each type has shortcuts: the same as the signing officer, and the others the same as
 * accounting.
 */
import {
  CONTACT_TYPE_LABELS,
  CONTACT_TYPES,
  contactFields,
  type ContactType,
} from '../../resources/agreements/contact-fields';
import type { StepShortcut, WizardStep } from '../wizard';

const SIGNATORY = { name: 'signatoryName', email: 'signatoryEmail', phone: 'signatoryPhone' };

const copyInto = (type: ContactType, from: { name: string; email: string; phone: string }) => {
  const to = contactFields(type);
  return { [to.name]: from.name, [to.email]: from.email, [to.phone]: from.phone };
};

function shortcutsOf(type: ContactType): StepShortcut[] {
  const before = contactFields(type).name;
  const signatory: StepShortcut = {
    label: { en: 'Same as the signing officer', sv: 'Samma som firmatecknaren' },
    before,
    copy: copyInto(type, SIGNATORY),
  };
  if (type === 'accounting') return [signatory];
  const accounting = CONTACT_TYPE_LABELS.accounting;
  return [
    signatory,
    {
      label: { en: `Same as ${accounting.en}`, sv: `Samma som ${accounting.sv.toLowerCase()}` },
      before,
      copy: copyInto(type, contactFields('accounting')),
    },
  ];
}

export const CONTACTS_STEP: WizardStep = {
  key: 'contacts',
  title: { en: 'Contacts', sv: 'Kontaktpersoner' },
  fields: CONTACT_TYPES.flatMap((type) => Object.values(contactFields(type))),
  required: CONTACT_TYPES.flatMap((type) => [contactFields(type).name, contactFields(type).email]),
  shortcuts: CONTACT_TYPES.flatMap(shortcutsOf),
};
