/**
 * What the agreement's lifecycle records beside its status: the digital signing the reference API
 * simulates (`/api/digital-sign/3.0/agreements/:signingId`: sent, then signed) and the sync to the CRM
 * service with SPEC 8's failures, both columns and filters of the list, and the agreement's stage. Written by the API only (server/features/onboarding/agreement-hooks.ts).
 */
import type { FieldDefinition } from '../../schema/types';

export const LIFECYCLE_FIELDS = {
  // Where the agreement stands (src/domain/agreement-stage.ts), kept by the API on every write and by
  // its sweep of untouched drafts, so the list can filter on it.
  stage: {
    kind: 'enum',
    label: { en: 'Stage', sv: 'Skede' },
    readOnly: true,
    chip: true,
    listed: true,
    filterable: true,
    values: {
      inProgress: { label: { en: 'In progress', sv: 'Pågående' }, color: 'default' },
      abandoned: { label: { en: 'Abandoned', sv: 'Övergivet' }, color: 'warning' },
      inReview: { label: { en: 'In review', sv: 'Under granskning' }, color: 'info' },
      accepted: { label: { en: 'Accepted', sv: 'Godkänt' }, color: 'secondary' },
      completed: { label: { en: 'Completed', sv: 'Slutfört' }, color: 'success' },
      declined: { label: { en: 'Declined', sv: 'Avslaget' }, color: 'default' },
    },
  },
  signingStatus: {
    kind: 'enum',
    label: { en: 'Digital signing', sv: 'Digital signering' },
    readOnly: true,
    chip: true,
    listed: true,
    filterable: true,
    values: {
      sent: { label: { en: 'Sent for signing', sv: 'Skickat för signering' }, color: 'warning' },
      signed: { label: { en: 'Signed', sv: 'Signerat' }, color: 'success' },
      cancelled: { label: { en: 'Cancelled', sv: 'Avbrutet' }, color: 'default' },
    },
  },
  signingId: {
    kind: 'text',
    label: { en: 'Signing id', sv: 'Signerings-id' },
    readOnly: true,
    maxLength: 40,
  },
  signingSentAt: {
    kind: 'datetime',
    label: { en: 'Sent for signing', sv: 'Skickat för signering' },
    readOnly: true,
  },
  signingSignedAt: { kind: 'datetime', label: { en: 'Signed', sv: 'Signerat' }, readOnly: true },
  crmStatus: {
    kind: 'enum',
    label: { en: 'CRM', sv: 'CRM' },
    readOnly: true,
    chip: true,
    listed: true,
    filterable: true,
    values: {
      synced: { label: { en: 'Saved in the CRM', sv: 'Sparat i CRM' }, color: 'success' },
      failed: {
        label: { en: 'Could not be saved in the CRM', sv: 'Kunde inte sparas i CRM' },
        color: 'error',
      },
    },
  },
  crmError: {
    kind: 'enum',
    label: { en: 'CRM failure', sv: 'CRM-fel' },
    readOnly: true,
    values: {
      noAccount: { label: { en: 'No account found', sv: 'Inget konto hittades' } },
      noPartner: { label: { en: 'No partner found', sv: 'Ingen partner hittades' } },
      noPartnerAccount: { label: { en: 'No partner account found', sv: 'Inget partnerkonto hittades' } },
      noPartnerTier: { label: { en: 'No partner tier found', sv: 'Ingen partnernivå hittades' } },
    },
  },
  crmAccountId: {
    kind: 'text',
    label: { en: 'CRM account', sv: 'CRM-konto' },
    readOnly: true,
    maxLength: 18,
  },
  crmSyncedAt: { kind: 'datetime', label: { en: 'Saved in the CRM', sv: 'Sparat i CRM' }, readOnly: true },
} satisfies Record<string, FieldDefinition>;
