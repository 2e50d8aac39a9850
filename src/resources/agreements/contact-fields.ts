/**
 * Who the merchant's people are for each part of the agreement (SPEC 3 "contact types": Accounting,
 * Agreements, Returns, Technical) and where its invoices go (SPEC 3 "billing address fields"), stored
 * on the agreement as typed columns like the onboarding's other fields. E-mail and phone are judged by
 * their kinds' rules (src/domain/validators), on the form and the API alike; what the contacts step
 * asks for is the wizard's (src/wizards/onboarding/steps.ts).
 */
import { postalCodeRule } from '../../domain/validators/onboarding';
import type { FieldDefinition, Label, ScalarField, TextField } from '../../schema/types';

export const CONTACT_TYPES = ['accounting', 'agreements', 'returns', 'technical'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export const CONTACT_TYPE_LABELS: Record<ContactType, Label> = {
  accounting: { en: 'Accounting', sv: 'Ekonomi' },
  agreements: { en: 'Agreements', sv: 'Avtal' },
  returns: { en: 'Returns', sv: 'Returer' },
  technical: { en: 'Technical', sv: 'Teknik' },
};

/** The three fields of a contact type: `accountingContactName`, `…Email`, `…Phone`. */
export const contactFields = (type: ContactType) =>
  ({
    name: `${type}ContactName`,
    email: `${type}ContactEmail`,
    phone: `${type}ContactPhone`,
  }) as const;

const lower = (type: ContactType) => CONTACT_TYPE_LABELS[type].sv.toLowerCase();
const contactName = (type: ContactType): TextField => ({
  kind: 'text',
  label: { en: `${CONTACT_TYPE_LABELS[type].en} contact`, sv: `Kontaktperson ${lower(type)}` },
  minLength: 2,
  maxLength: 100,
});
const contactEmail = (type: ContactType): ScalarField => ({
  kind: 'email',
  label: {
    en: `${CONTACT_TYPE_LABELS[type].en} contact’s email`,
    sv: `E-post, kontaktperson ${lower(type)}`,
  },
});
const contactPhone = (type: ContactType): ScalarField => ({
  kind: 'phone',
  label: {
    en: `${CONTACT_TYPE_LABELS[type].en} contact’s phone`,
    sv: `Telefon, kontaktperson ${lower(type)}`,
  },
});

export const CONTACT_FIELDS = {
  accountingContactName: contactName('accounting'),
  accountingContactEmail: contactEmail('accounting'),
  accountingContactPhone: contactPhone('accounting'),
  agreementsContactName: contactName('agreements'),
  agreementsContactEmail: contactEmail('agreements'),
  agreementsContactPhone: contactPhone('agreements'),
  returnsContactName: contactName('returns'),
  returnsContactEmail: contactEmail('returns'),
  returnsContactPhone: contactPhone('returns'),
  technicalContactName: contactName('technical'),
  technicalContactEmail: contactEmail('technical'),
  technicalContactPhone: contactPhone('technical'),
} satisfies Record<string, FieldDefinition>;

export const BILLING_FIELDS = {
  billingSameAsCompany: {
    kind: 'boolean',
    label: {
      en: 'Billing address same as the company address',
      sv: 'Fakturaadress samma som företagets adress',
    },
    default: true,
  },
  billingStreet: {
    kind: 'text',
    label: { en: 'Billing street address', sv: 'Fakturans gatuadress' },
    maxLength: 100,
  },
  billingPostalCode: {
    kind: 'text',
    label: { en: 'Billing postal code', sv: 'Fakturans postnummer' },
    maxLength: 8,
    rules: [postalCodeRule],
  },
  billingCity: { kind: 'text', label: { en: 'Billing city', sv: 'Fakturans ort' }, maxLength: 50 },
} satisfies Record<string, FieldDefinition>;
