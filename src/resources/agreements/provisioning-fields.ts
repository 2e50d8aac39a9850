/**
 * What a signed agreement set up (issue 38; SPEC 8 "couldn't create organization, store, user,
 * license(s), terminal(s) or payment methods"): the merchant's organization, linked to the lead, and a
 * row per step with its outcome, the records it made and, when it failed, why. Written by the API only
 * (server/features/onboarding/provision.ts); the retry action runs the steps not done again.
 */
import type { FieldDefinition } from '../../schema/types';

export const PROVISIONING_FIELDS = {
  organization: {
    kind: 'reference',
    reference: 'organizations',
    label: { en: 'Organization', sv: 'Organisation' },
    readOnly: true,
    onDelete: 'clear',
    filterable: true,
  },
  provisioningStatus: {
    kind: 'enum',
    label: { en: 'Set-up of the merchant', sv: 'Uppsättning av handlaren' },
    readOnly: true,
    chip: true,
    values: {
      complete: { label: { en: 'Complete', sv: 'Klar' }, color: 'success' },
      incomplete: { label: { en: 'A step failed', sv: 'Ett steg misslyckades' }, color: 'error' },
    },
  },
  provisioning: {
    kind: 'subRecords',
    label: { en: 'Set up on signature', sv: 'Uppsatt vid signering' },
    readOnly: true,
    component: 'agreement-provisioning',
    maxRows: 7,
    fields: {
      step: {
        kind: 'enum',
        label: { en: 'Step', sv: 'Steg' },
        required: true,
        values: {
          organization: { label: { en: 'Organization', sv: 'Organisation' } },
          store: { label: { en: 'Store', sv: 'Butik' } },
          user: { label: { en: 'Portal user', sv: 'Portalanvändare' } },
          licences: { label: { en: 'Licences', sv: 'Licenser' } },
          terminals: { label: { en: 'Terminals', sv: 'Terminaler' } },
          paymentMethods: { label: { en: 'Payment methods', sv: 'Betalsätt' } },
          acquirerEmail: { label: { en: 'E-mail to the acquirer', sv: 'E-post till inlösaren' } },
        },
      },
      status: {
        kind: 'enum',
        label: { en: 'Outcome', sv: 'Utfall' },
        required: true,
        values: {
          created: { label: { en: 'Created', sv: 'Skapad' } },
          linked: { label: { en: 'Already there: linked', sv: 'Fanns redan: länkad' } },
          failed: { label: { en: 'Failed', sv: 'Misslyckades' } },
          waiting: { label: { en: 'Waits for an earlier step', sv: 'Väntar på ett tidigare steg' } },
        },
      },
      records: { kind: 'text', label: { en: 'Records', sv: 'Poster' }, maxLength: 2000 },
      reasonEn: { kind: 'text', label: { en: 'Reason (English)', sv: 'Orsak (engelska)' }, maxLength: 300 },
      reasonSv: { kind: 'text', label: { en: 'Reason (Swedish)', sv: 'Orsak (svenska)' }, maxLength: 300 },
      at: { kind: 'datetime', label: { en: 'At', sv: 'Tidpunkt' }, required: true },
    },
  },
} satisfies Record<string, FieldDefinition>;
