/**
 * Agreements (SPEC 3 Lead/agreement; SPEC 4 statuses): the leads list of the sales, super, support and
 * partner admin areas, the sales admin's landing page. A partner admin sees only its partner's leads.
 * An agreement starts as a draft the onboarding wizard (src/wizards/onboarding) fills step by step,
 * then moves by its actions: the transition table is in docs/decisions.md, and the API refuses any
 * other move with 409; what a move does beside its status (contracts, digital signing, the CRM) is the
 * API's (server/features/onboarding/agreement-hooks.ts); signing sets up the merchant's organization, store,
 * portal user, licences, terminals and payment methods (./provisioning-fields.ts). Deleting a lead annuls its contracts. `created` and `updated` are the lead's own dates as the leads service reports them.
 */
import {
  normalizeOrganizationNumber,
  organizationNumberRule,
} from '../../domain/validators/organization-number';
import { DOCUMENT_TYPES, MAX_DOCUMENT_BYTES, uploadedHereRule } from '../../domain/validators/document';
import { AGREEMENT_AREAS as AREAS, PARTNER_ROWS } from '../shared/agreement-areas';
import { PARTNER_ONBOARDING } from '../../domain/roles';
import { defineResource } from '../../schema/define-resource';
import { applicationCompleteRule } from './application-complete';
import { fTaxRule } from './f-tax';
import { COMPLIANCE_FIELDS } from './compliance-fields';
import { BILLING_FIELDS, CONTACT_FIELDS } from './contact-fields';
import { CONTRACT_FIELDS } from './contract-fields';
import { LIFECYCLE_FIELDS } from './lifecycle-fields';
import { ONBOARDING_FIELDS } from './onboarding-fields';
import { PROVISIONING_FIELDS } from './provisioning-fields';

/** Who judges an agreement: the partner that onboards does not approve its own. */
const REVIEWERS = { roles: ['salesadmin', 'superadmin', 'supportadmin'] } as const;
/** Who onboards: the partner, and the platform's own staff (sales too) on a merchant's behalf. */
const ONBOARDERS = { roles: AREAS } as const;
const OPEN = ['submitted', 'waitingForSignature', 'needForSupplement', 'supplementDocumentsSubmitted'];

export default defineResource({
  name: 'agreements',
  label: { one: { en: 'Agreement', sv: 'Avtal' }, many: { en: 'Agreements', sv: 'Avtal' } },
  // A partner admin's entry shows while its partner may onboard merchants (docs/decisions.md).
  routes: AREAS.map((area) => ({
    path: `/apps/${area}/agreements`,
    roles: [area],
    ...(area === 'partneradmin' ? { permissionKey: PARTNER_ONBOARDING } : {}),
  })),
  api: 'api/leads/3.0',
  scope: 'platform',
  access: { roles: AREAS, create: false, edit: false, delete: REVIEWERS },
  rowScope: PARTNER_ROWS,
  representation: 'companyName',
  deleteConfirm: {
    names: ['leadId', 'companyName'],
    content: {
      en: 'Delete the agreement %{recordRepresentation}? All its contracts, signed ones too, are annulled. This cannot be undone.',
      sv: 'Vill du ta bort avtalet %{recordRepresentation}? Alla dess kontrakt, även signerade, ogiltigförklaras. Det går inte att ångra.',
    },
  },
  legacyKey: 'leadId',
  icon: 'Handshake',
  views: { list: 'agreement-list', show: 'agreement-show' },
  menu: { order: 50 },
  list: { sort: { field: 'updated', order: 'DESC' }, bulkDelete: false, export: true },
  fields: {
    leadId: {
      kind: 'text',
      label: { en: 'Lead id', sv: 'Lead-id' },
      required: true,
      maxLength: 20,
      unique: 'platform',
      listed: true,
      sortable: true,
      filterable: ['eq', 'startsWith'],
      searchable: true,
    },
    companyName: {
      kind: 'text',
      label: { en: 'Company name', sv: 'Företagsnamn' },
      required: true,
      minLength: 2,
      maxLength: 100,
      listed: true,
      sortable: true,
      filterable: ['contains', 'startsWith'],
      searchable: true,
    },
    organizationNumber: {
      kind: 'text',
      label: { en: 'Organisation number', sv: 'Organisationsnummer' },
      required: true,
      maxLength: 13,
      rules: [organizationNumberRule],
      normalize: normalizeOrganizationNumber,
      listed: true,
      sortable: true,
      filterable: ['eq', 'startsWith'],
      searchable: true,
    },
    reference: {
      kind: 'text',
      label: { en: 'Reference', sv: 'Referens' },
      maxLength: 20,
      listed: true,
      sortable: true,
      filterable: ['eq', 'contains'],
      searchable: true,
    },
    status: {
      kind: 'enum',
      label: { en: 'Status', sv: 'Status' },
      required: true,
      chip: true,
      listed: true,
      sortable: true,
      filterable: true,
      values: {
        draft: { label: { en: 'Draft', sv: 'Utkast' }, color: 'default' },
        submitted: { label: { en: 'Submitted', sv: 'Inskickad' }, color: 'info' },
        waitingForSignature: {
          label: { en: 'Waiting for signature', sv: 'Väntar på signering' },
          color: 'warning',
        },
        needForSupplement: {
          label: { en: 'Need for supplement', sv: 'Behöver komplettering' },
          color: 'error',
        },
        supplementDocumentsSubmitted: {
          label: { en: 'Supplement documents submitted', sv: 'Kompletterande dokument inskickade' },
          color: 'secondary',
        },
        declined: { label: { en: 'Declined', sv: 'Avslagen' }, color: 'default' },
        done: { label: { en: 'Done', sv: 'Klar' }, color: 'success' },
      },
    },
    partnerId: {
      kind: 'reference',
      reference: 'partners',
      label: { en: 'Partner', sv: 'Partner' },
      required: true,
      listed: true,
      filterable: true,
    },
    currentStep: {
      kind: 'integer',
      label: { en: 'Onboarding step', sv: 'Steg i onboardingen' },
      readOnly: true,
      show: false,
      min: 0,
    },
    ...ONBOARDING_FIELDS,
    ...CONTACT_FIELDS,
    ...BILLING_FIELDS,
    ...CONTRACT_FIELDS,
    ...LIFECYCLE_FIELDS,
    ...COMPLIANCE_FIELDS,
    ...PROVISIONING_FIELDS,
    supplementComment: {
      kind: 'longText',
      label: { en: 'Comments on the supplement', sv: 'Kommentarer om kompletteringen' },
      maxLength: 1000,
    },
    supplementAnswer: {
      kind: 'longText',
      label: { en: 'Comments with the supplement', sv: 'Kommentarer till kompletteringen' },
      maxLength: 1000,
    },
    supplementAttachments: {
      kind: 'subRecords',
      label: { en: 'Supplement documents', sv: 'Kompletterande dokument' },
      helper: { en: 'At most 5 files of 5 MB each', sv: 'Högst 5 filer om 5 MB vardera' },
      maxRows: 5,
      fields: {
        file: {
          kind: 'file',
          label: { en: 'File', sv: 'Fil' },
          accept: DOCUMENT_TYPES,
          maxBytes: MAX_DOCUMENT_BYTES,
          required: true,
          rules: [uploadedHereRule],
        },
      },
    },
    firstSubmitted: {
      kind: 'datetime',
      label: { en: 'First submitted', sv: 'Först inskickat' },
      readOnly: true,
    },
    created: {
      kind: 'datetime',
      label: { en: 'Created', sv: 'Skapad' },
      readOnly: true,
      listed: true,
      sortable: true,
      filterable: ['gt', 'lt'],
    },
    updated: {
      kind: 'datetime',
      label: { en: 'Updated', sv: 'Uppdaterad' },
      readOnly: true,
      listed: true,
      sortable: true,
      filterable: ['gt', 'lt'],
    },
  },
  actions: {
    submit: {
      field: 'status',
      from: ['draft'],
      to: 'submitted',
      label: { en: 'Submit', sv: 'Skicka in' },
      done: { en: 'The agreement was submitted', sv: 'Avtalet skickades in' },
      rules: [applicationCompleteRule],
      also: (record) => (record.firstSubmitted ? {} : { firstSubmitted: new Date().toISOString() }),
      access: ONBOARDERS,
    },
    requestSupplement: {
      field: 'status',
      from: ['submitted', 'supplementDocumentsSubmitted'],
      to: 'needForSupplement',
      input: ['supplementComment'],
      label: { en: 'Ask for a supplement', sv: 'Begär komplettering' },
      done: { en: 'A supplement was asked for', sv: 'Komplettering begärdes' },
      access: REVIEWERS,
    },
    answerSupplement: {
      field: 'status',
      from: ['needForSupplement'],
      to: 'supplementDocumentsSubmitted',
      input: ['supplementAnswer', 'supplementAttachments'],
      label: { en: 'Send supplement', sv: 'Skicka komplettering' },
      done: { en: 'The supplement was sent', sv: 'Kompletteringen skickades' },
      access: ONBOARDERS,
    },
    sendForSignature: {
      field: 'status',
      from: ['submitted', 'supplementDocumentsSubmitted'],
      to: 'waitingForSignature',
      label: { en: 'Approve and send for signing', sv: 'Godkänn och skicka för signering' },
      done: { en: 'The agreement was sent for signing', sv: 'Avtalet skickades för signering' },
      // With unresolved compliance warnings, approval asks for a reason (approveWithWarnings).
      when: { complianceWarnings: 'empty' },
      rules: [fTaxRule],
      access: REVIEWERS,
    },
    approveWithWarnings: {
      field: 'status',
      from: ['submitted', 'supplementDocumentsSubmitted'],
      to: 'waitingForSignature',
      when: { complianceWarnings: 'set' },
      input: ['approvalReason'],
      label: {
        en: 'Approve despite the warnings and send for signing',
        sv: 'Godkänn trots varningarna och skicka för signering',
      },
      done: { en: 'The agreement was sent for signing', sv: 'Avtalet skickades för signering' },
      rules: [fTaxRule],
      access: REVIEWERS,
    },
    sign: {
      field: 'status',
      from: ['waitingForSignature'],
      to: 'done',
      label: { en: 'Sign', sv: 'Signera' },
      done: { en: 'The agreement is signed', sv: 'Avtalet är signerat' },
      access: REVIEWERS,
    },
    reject: {
      field: 'status',
      from: OPEN,
      to: 'declined',
      label: { en: 'Reject', sv: 'Avslå' },
      done: { en: 'The agreement was rejected', sv: 'Avtalet avslogs' },
      confirm: {
        en: 'Reject this agreement? It cannot be reopened.',
        sv: 'Avslå avtalet? Det går inte att öppna igen.',
      },
      access: REVIEWERS,
    },
    recall: {
      field: 'status',
      from: ['submitted', 'waitingForSignature', 'needForSupplement'],
      to: 'draft',
      label: { en: 'Recall', sv: 'Återkalla' },
      done: {
        en: 'The agreement was recalled to a draft; submitting again annuls the earlier one',
        sv: 'Avtalet återkallades till utkast; att skicka in igen ogiltigförklarar det tidigare',
      },
      confirm: {
        en: 'Recall the agreement to a draft? A pending signature is cancelled.',
        sv: 'Återkalla avtalet till utkast? En väntande signering avbryts.',
      },
      access: ONBOARDERS,
    },
    // Signing sets up the merchant (server/features/onboarding/provision.ts); this runs the failed steps again.
    retryProvisioning: {
      field: 'status',
      from: ['done'],
      when: { provisioningStatus: ['incomplete'] },
      label: { en: 'Retry the set-up', sv: 'Försök sätta upp igen' },
      done: {
        en: 'The set-up was run again: see the outcome of each step',
        sv: 'Uppsättningen kördes igen: se utfallet för varje steg',
      },
      access: REVIEWERS,
    },
    syncToCrm: {
      field: 'status',
      from: [...OPEN, 'done', 'declined'],
      label: { en: 'Save in the CRM', sv: 'Spara i CRM' },
      done: { en: 'The agreement was saved in the CRM', sv: 'Avtalet sparades i CRM' },
      access: REVIEWERS,
    },
  },
});
