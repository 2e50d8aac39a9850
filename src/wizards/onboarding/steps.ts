/**
 * The onboarding's steps (SPEC 2 "Onboarding wizard"), in order, over the agreement's fields
 * (src/resources/agreements): adding or moving a step is one edit here. The wizard's screens show them;
 * the API judges each saved step and the submitted agreement with the same data.
 */
import { bankAccountRule } from '../../domain/validators/bank-account';
import {
  beneficialOwnersRule,
  futureDateRule,
  onField,
  ownersOrAlternatesRule,
  ownershipTotalRule,
  uniqueSerialsRule,
} from '../../domain/validators/onboarding-steps';
import { CONTRACT_TYPES } from '../contracts/types';
import { completeRule, requiredWhen, type WizardStep } from '../wizard';
import { CONTACTS_STEP } from './contactsStep';

const BILLING_ADDRESS = ['billingStreet', 'billingPostalCode', 'billingCity'];

export const ONBOARDING_STEPS: readonly WizardStep[] = [
  {
    key: 'lookup',
    title: { en: 'Organisation number', sv: 'Organisationsnummer' },
    fields: ['organizationNumber'],
    required: ['organizationNumber'],
  },
  {
    key: 'company',
    title: { en: 'Company info', sv: 'Företagsinformation' },
    fields: [
      'companyName',
      'sniCode',
      'companyStreet',
      'companyPostalCode',
      'companyCity',
      'companyEmail',
      'companyPhone',
    ],
    required: ['companyName', 'sniCode', 'companyStreet', 'companyPostalCode', 'companyCity', 'companyEmail'],
  },
  {
    key: 'signatory',
    title: { en: 'Signing officer', sv: 'Firmatecknare' },
    fields: ['signatoryName', 'signatoryPersonalNumber', 'signatoryEmail', 'signatoryPhone'],
    required: ['signatoryName', 'signatoryPersonalNumber', 'signatoryEmail'],
  },
  {
    key: 'store',
    title: { en: 'Store details', sv: 'Butiksuppgifter' },
    fields: ['storeName', 'marketingName', 'storeStreet', 'storePostalCode', 'storeCity'],
    required: ['storeName', 'storeStreet', 'storePostalCode', 'storeCity'],
  },
  {
    key: 'manager',
    title: { en: 'Store manager', sv: 'Butikschef' },
    fields: ['managerName', 'managerEmail', 'managerPhone'],
    required: ['managerName', 'managerEmail'],
  },
  {
    key: 'business',
    title: { en: 'About the business', sv: 'Om verksamheten' },
    fields: ['businessDescription', 'annualTurnover', 'averageTransaction', 'cardShare'],
    required: ['businessDescription', 'annualTurnover', 'averageTransaction', 'cardShare'],
  },
  {
    key: 'goods',
    title: { en: 'Ordered goods and down payment', sv: 'Beställda varor och handpenning' },
    fields: ['orderedGoods', 'downPayment'],
  },
  {
    key: 'pricing',
    title: { en: 'Card prices and service fees', sv: 'Kortpriser och serviceavgifter' },
    fields: ['priceCategory', 'cardBrands', 'monthlyServiceFee', 'contractVersion', 'mid'],
    required: ['priceCategory', 'monthlyServiceFee', 'contractVersion'],
  },
  {
    key: 'invoice',
    title: { en: 'Invoice details', sv: 'Fakturauppgifter' },
    fields: [
      'invoiceMethod',
      'invoiceEmail',
      'ediAddress',
      'invoiceReference',
      'billingSameAsCompany',
      ...BILLING_ADDRESS,
    ],
    required: ['invoiceMethod'],
    rules: [
      requiredWhen('invoiceEmail', (r) => r.invoiceMethod === 'email'),
      requiredWhen('ediAddress', (r) => r.invoiceMethod === 'edi'),
      // Unset is the default: the company's address.
      ...BILLING_ADDRESS.map((field) => requiredWhen(field, (r) => r.billingSameAsCompany === false)),
    ],
  },
  {
    key: 'bank',
    title: { en: 'Bank details', sv: 'Bankuppgifter' },
    fields: ['bankName', 'clearingNumber', 'accountNumber', 'accountHolder'],
    required: ['bankName', 'clearingNumber', 'accountNumber', 'accountHolder'],
    rules: [bankAccountRule('clearingNumber', 'accountNumber')],
  },
  {
    key: 'portal',
    title: { en: 'Merchant portal account', sv: 'Konto i handlarportalen' },
    fields: ['portalUserName', 'portalUserEmail'],
    required: ['portalUserName', 'portalUserEmail'],
  },
  {
    key: 'terminals',
    title: { en: 'Terminals', sv: 'Terminaler' },
    fields: ['terminals', 'installationDate'],
    required: ['terminals', 'installationDate'],
    rules: [onField('installationDate', futureDateRule()), uniqueSerialsRule('terminals', 'serialNumbers')],
  },
  {
    key: 'owners',
    title: { en: 'Beneficial owners and group', sv: 'Verkliga huvudmän och koncern' },
    fields: ['beneficialOwners', 'alternateOwners', 'partOfGroup', 'groupCompanies'],
    rules: [
      ownersOrAlternatesRule('beneficialOwners', 'alternateOwners'),
      ownershipTotalRule('beneficialOwners', 'ownership'),
      beneficialOwnersRule('beneficialOwners', 'ownership', 'votes'),
      requiredWhen('groupCompanies', (r) => r.partOfGroup === true),
    ],
  },
  {
    key: 'pep',
    title: { en: 'PEP and signing officers', sv: 'PEP och firmatecknare' },
    fields: ['signingOfficers', 'anyPep', 'pepPersons'],
    required: ['signingOfficers'],
    rules: [requiredWhen('pepPersons', (r) => r.anyPep === true)],
  },
  {
    key: 'licences',
    title: { en: 'Licences', sv: 'Licenser' },
    fields: ['licenceCount', 'licenceLevel'],
    required: ['licenceCount', 'licenceLevel'],
  },
  CONTACTS_STEP,
  { key: 'summary', title: { en: 'Summary', sv: 'Sammanfattning' }, fields: [] },
];

/** The submitted agreement is complete: every step and contract type as its form would accept it. */
export const applicationComplete = completeRule([...ONBOARDING_STEPS, ...CONTRACT_TYPES]);
