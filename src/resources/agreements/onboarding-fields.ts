/**
 * The fields an onboarding fills in (SPEC 3 Lead/agreement), stored on the agreement as typed columns.
 * Only their form is judged here; what a step asks for (required fields, dates ahead, owners' shares)
 * is the wizard's (src/wizards/onboarding/steps.ts), so an agreement stays writable by its lifecycle
 * once its installation date has passed.
 */
import { clearingNumberRule } from '../../domain/validators/bank-account-shape';
import {
  midRule,
  postalCodeRule,
  serialCountRule,
  serialNumbersRule,
  statementNameRule,
} from '../../domain/validators/onboarding';
import {
  normalizeOrganizationNumber,
  organizationNumberRule,
} from '../../domain/validators/organization-number';
import { fullNameRule } from '../../domain/validators/person-name';
import { personnummerRule } from '../../domain/validators/personnummer';
import { storeNameRule } from '../../domain/validators/store-name';
import type { FieldDefinition, ScalarField, TextField } from '../../schema/types';

const text = (en: string, sv: string, maxLength = 100): TextField => ({
  kind: 'text',
  label: { en, sv },
  maxLength,
});
const personalNumber = (en = 'Personal identity number', sv = 'Personnummer'): TextField => ({
  kind: 'text',
  label: { en, sv },
  maxLength: 13,
  rules: [personnummerRule],
  mask: 'personalNumber',
});
const postalCode = (en = 'Postal code', sv = 'Postnummer'): TextField => ({
  kind: 'text',
  label: { en, sv },
  maxLength: 8,
  rules: [postalCodeRule],
});
/** A name of a store, a person or a company: at least 2 characters (SPEC 5). */
const name = (en: string, sv: string): TextField => ({ ...text(en, sv), minLength: 2 });
/** A person's first and last name in one field (SPEC 5). */
const fullName = (en: string, sv: string): TextField => ({ ...name(en, sv), rules: [fullNameRule] });
const email = (en: string, sv: string): ScalarField => ({ kind: 'email', label: { en, sv } });
const phone = (en: string, sv: string): ScalarField => ({ kind: 'phone', label: { en, sv } });

const TERMINAL_MODEL = {
  kind: 'enum',
  label: { en: 'Model', sv: 'Modell' },
  values: {
    a920: { label: { en: 'PAX A920 Pro', sv: 'PAX A920 Pro' } },
    s1f2: { label: { en: 'Sunmi P2 Pro', sv: 'Sunmi P2 Pro' } },
    move5000: { label: { en: 'Ingenico Move/5000', sv: 'Ingenico Move/5000' } },
  },
} as const satisfies ScalarField;

export const ONBOARDING_FIELDS = {
  // Company info (from the registry, checked by the admin)
  sniCode: {
    ...text('SNI code', 'SNI-kod', 6),
    rules: [
      {
        messages: {
          'validation.onboarding.sni': {
            en: 'An SNI code has 5 digits',
            sv: 'En SNI-kod har 5 siffror',
          },
        },
        check: (value: unknown) =>
          typeof value === 'string' && value !== '' && !/^\d{2}\.?\d{3}$/.test(value)
            ? 'validation.onboarding.sni'
            : null,
      },
    ],
  },
  companyStreet: text('Street address', 'Gatuadress'),
  companyPostalCode: postalCode(),
  companyCity: text('City', 'Ort', 50),
  companyEmail: email('Company email', 'Företagets e-post'),
  companyPhone: phone('Company phone', 'Företagets telefon'),
  fTaxRegistered: { kind: 'boolean', label: { en: 'F-tax certificate', sv: 'F-skattsedel' }, readOnly: true },
  vatRegistered: {
    kind: 'boolean',
    label: { en: 'Registered for VAT', sv: 'Momsregistrerad' },
    readOnly: true,
  },
  // Signing officer
  signatoryName: fullName('Signing officer', 'Firmatecknare'),
  signatoryPersonalNumber: personalNumber(),
  signatoryEmail: email('Signing officer’s email', 'Firmatecknarens e-post'),
  signatoryPhone: phone('Signing officer’s phone', 'Firmatecknarens telefon'),
  // Store details and its manager
  storeName: { ...name('Store name', 'Butikens namn'), rules: [storeNameRule] },
  marketingName: {
    ...text('Name on the card statement', 'Namn på kortutdraget', 40),
    helper: {
      en: 'The store’s marketing name as the cardholder’s statement shows it, at most 22 characters',
      sv: 'Butikens marknadsföringsnamn som det syns på kortinnehavarens kontoutdrag, högst 22 tecken',
    },
    rules: [statementNameRule],
  },
  storeStreet: text('Store street address', 'Butikens gatuadress'),
  storePostalCode: postalCode('Store postal code', 'Butikens postnummer'),
  storeCity: text('Store city', 'Butikens ort', 50),
  managerName: name('Store manager', 'Butikschef'),
  managerEmail: email('Store manager’s email', 'Butikschefens e-post'),
  managerPhone: phone('Store manager’s phone', 'Butikschefens telefon'),
  // About the business and sales
  businessDescription: {
    kind: 'longText',
    label: { en: 'What the business sells', sv: 'Vad verksamheten säljer' },
    maxLength: 400,
  },
  annualTurnover: {
    kind: 'money',
    label: { en: 'Expected card turnover per year', sv: 'Förväntad kortomsättning per år' },
    min: 0,
  },
  averageTransaction: {
    kind: 'money',
    label: { en: 'Average purchase', sv: 'Genomsnittligt köp' },
    min: 0,
  },
  cardShare: {
    kind: 'percentage',
    label: { en: 'Share paid by card', sv: 'Andel som betalas med kort' },
  },
  // Ordered goods and down payments
  orderedGoods: {
    kind: 'subRecords',
    label: { en: 'Ordered goods', sv: 'Beställda varor' },
    maxRows: 20,
    fields: {
      article: { ...text('Article', 'Artikel', 60), required: true },
      quantity: { kind: 'integer', label: { en: 'Quantity', sv: 'Antal' }, min: 1, max: 999, required: true },
      unitPrice: { kind: 'money', label: { en: 'Unit price', sv: 'Styckpris' }, min: 0, required: true },
    },
  },
  downPayment: {
    kind: 'money',
    label: { en: 'Down payment', sv: 'Handpenning' },
    min: 0,
  },
  // Card price category and service fees
  priceCategory: {
    kind: 'enum',
    label: { en: 'Card price category', sv: 'Kortpriskategori' },
    values: {
      small: { label: { en: 'Small business (1.69 %)', sv: 'Småföretag (1,69 %)' } },
      standard: { label: { en: 'Standard (1.39 %)', sv: 'Standard (1,39 %)' } },
      volume: { label: { en: 'Volume (0.99 %)', sv: 'Volym (0,99 %)' } },
    },
  },
  monthlyServiceFee: {
    kind: 'money',
    label: { en: 'Service fee per month', sv: 'Serviceavgift per månad' },
    min: 20000,
    helper: { en: 'At least SEK 200.00 (SPEC 9)', sv: 'Minst 200,00 kr' },
  },
  mid: {
    ...text('Merchant id (MID)', 'Inlösennummer (MID)', 15),
    helper: {
      en: 'The card acquirer’s id of this merchant, once the acquirer has given one',
      sv: 'Kortinlösarens id för handlaren, när inlösaren har tilldelat ett',
    },
    rules: [midRule],
  },
  contractVersion: {
    kind: 'enum',
    label: { en: 'Contract version', sv: 'Avtalsversion' },
    values: {
      '2021-10': { label: { en: '2021-10', sv: '2021-10' } },
      '2022-06': { label: { en: '2022-06', sv: '2022-06' } },
    },
  },
  // Invoice details
  invoiceMethod: {
    kind: 'enum',
    label: { en: 'Invoices by', sv: 'Fakturor via' },
    values: {
      email: { label: { en: 'Email', sv: 'E-post' } },
      edi: { label: { en: 'EDI', sv: 'EDI' } },
    },
  },
  invoiceEmail: email('Invoice email', 'E-post för fakturor'),
  ediAddress: text('EDI address (GLN)', 'EDI-adress (GLN)', 35),
  invoiceReference: text('Invoice reference', 'Fakturareferens', 30),
  // Bank details
  bankName: text('Bank', 'Bank', 60),
  clearingNumber: { ...text('Clearing number', 'Clearingnummer', 7), rules: [clearingNumberRule] },
  accountNumber: { ...text('Account number', 'Kontonummer', 20), mask: 'accountNumber' },
  accountHolder: text('Account holder', 'Kontoinnehavare'),
  // Merchant portal account
  portalUserName: name('Portal user’s name', 'Portalanvändarens namn'),
  portalUserEmail: email('Portal user’s email', 'Portalanvändarens e-post'),
  // Terminals
  terminals: {
    kind: 'subRecords',
    label: { en: 'Terminals', sv: 'Terminaler' },
    maxRows: 10,
    fields: {
      model: { ...TERMINAL_MODEL, required: true },
      supplier: { ...text('Supplier', 'Leverantör', 60), required: true },
      quantity: { kind: 'integer', label: { en: 'Quantity', sv: 'Antal' }, min: 1, max: 50, required: true },
      serialNumbers: {
        kind: 'longText',
        label: { en: 'Serial numbers', sv: 'Serienummer' },
        helper: { en: 'One per terminal, one a line', sv: 'Ett per terminal, ett per rad' },
        maxLength: 1600,
        rules: [serialNumbersRule],
      },
    },
    rowRules: [serialCountRule('serialNumbers', 'quantity')],
  },
  installationDate: { kind: 'date', label: { en: 'Installation date', sv: 'Installationsdatum' } },
  // Beneficial owners and group structure
  beneficialOwners: {
    kind: 'subRecords',
    label: { en: 'Beneficial owners', sv: 'Verkliga huvudmän' },
    maxRows: 4,
    fields: {
      name: { ...fullName('Name', 'Namn'), required: true },
      personalNumber: { ...personalNumber(), required: true },
      ownership: { kind: 'percentage', label: { en: 'Ownership', sv: 'Ägarandel' }, required: true },
      votes: { kind: 'percentage', label: { en: 'Votes', sv: 'Röster' }, required: true },
      taxResidence: { ...text('Tax residence', 'Skatterättslig hemvist', 40), required: true },
    },
  },
  alternateOwners: {
    kind: 'subRecords',
    label: { en: 'Alternate beneficial owners', sv: 'Alternativa verkliga huvudmän' },
    helper: {
      en: 'When no one holds more than 25 % of the shares or of the votes: the chair or managing director',
      sv: 'När ingen har mer än 25 % av aktierna eller av rösterna: ordförande eller verkställande direktör',
    },
    maxRows: 4,
    fields: {
      name: { ...fullName('Name', 'Namn'), required: true },
      personalNumber: { ...personalNumber(), required: true },
      position: { ...text('Position', 'Befattning', 60), required: true },
    },
  },
  partOfGroup: { kind: 'boolean', label: { en: 'Part of a group', sv: 'Ingår i en koncern' } },
  groupCompanies: {
    kind: 'subRecords',
    label: { en: 'Group companies', sv: 'Koncernbolag' },
    maxRows: 10,
    fields: {
      name: { ...text('Company', 'Bolag'), required: true },
      organizationNumber: {
        ...text('Organisation number', 'Organisationsnummer', 13),
        rules: [organizationNumberRule],
        normalize: normalizeOrganizationNumber,
        required: true,
      },
    },
  },
  // PEP and signing officers
  signingOfficers: {
    kind: 'subRecords',
    label: { en: 'Signing officers', sv: 'Firmatecknare' },
    maxRows: 6,
    fields: {
      name: { ...fullName('Name', 'Namn'), required: true },
      personalNumber: { ...personalNumber(), required: true },
    },
  },
  anyPep: {
    kind: 'boolean',
    label: {
      en: 'Someone is a politically exposed person (PEP) or close to one',
      sv: 'Någon är en person i politiskt utsatt ställning (PEP) eller närstående till en',
    },
  },
  pepPersons: {
    kind: 'subRecords',
    label: { en: 'Politically exposed persons', sv: 'Personer i politiskt utsatt ställning' },
    maxRows: 6,
    fields: {
      name: { ...text('Name', 'Namn'), required: true },
      publicFunction: { ...text('Public function', 'Offentlig funktion'), required: true },
      relation: {
        kind: 'enum',
        label: { en: 'Relation', sv: 'Relation' },
        required: true,
        values: {
          self: { label: { en: 'Holds the function', sv: 'Har funktionen' } },
          family: { label: { en: 'Family member', sv: 'Familjemedlem' } },
          associate: { label: { en: 'Known associate', sv: 'Känd medarbetare' } },
        },
      },
    },
  },
  // Licences
  licenceCount: {
    kind: 'integer',
    label: { en: 'Register licences', sv: 'Kassalicenser' },
    min: 1,
    max: 50,
  },
  licenceLevel: {
    kind: 'enum',
    label: { en: 'Licence level', sv: 'Licensnivå' },
    values: {
      basic: { label: { en: 'Basic', sv: 'Bas' } },
      pro: { label: { en: 'Pro', sv: 'Pro' } },
      enterprise: { label: { en: 'Enterprise', sv: 'Enterprise' } },
    },
  },
  // The terminal transfer agreement (SPEC 3 "Transfer agreement")
  transferCurrentCustomer: name('Current customer', 'Nuvarande kund'),
  transferCurrentMid: { ...text('Current customer’s MID', 'Nuvarande kunds MID', 15), rules: [midRule] },
  transferAcquiringCustomer: name('Acquiring customer', 'Övertagande kund'),
  transferAcquiringMid: {
    ...text('Acquiring customer’s MID', 'Övertagande kunds MID', 15),
    rules: [midRule],
  },
  transferTerminalCount: {
    kind: 'integer',
    label: { en: 'Number of terminals', sv: 'Antal terminaler' },
    min: 1,
    max: 10,
  },
  transferTerminalModel: { ...TERMINAL_MODEL, label: { en: 'Terminal model', sv: 'Terminalmodell' } },
  transferSerialNumbers: {
    kind: 'longText',
    label: { en: 'Serial numbers', sv: 'Serienummer' },
    helper: { en: 'One per line', sv: 'Ett per rad' },
    maxLength: 400,
    rules: [serialNumbersRule],
  },
  transferDate: { kind: 'date', label: { en: 'Desired transfer date', sv: 'Önskat överlåtelsedatum' } },
} satisfies Record<string, FieldDefinition>;
