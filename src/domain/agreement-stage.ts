/**
 * Where an agreement stands, in the words SPEC 4 hints at beside its statuses (docs/decisions.md,
 * "The agreement's stage"): a draft being filled in, or abandoned when no one has saved it for
 * ABANDONED_AFTER_DAYS; in review while the platform judges it; accepted once a reviewer approved it
 * (waiting for the signature, or signed with the merchant's set-up not yet complete); completed when
 * signed and set up; declined.
 */
export const ABANDONED_AFTER_DAYS = 90;

export const AGREEMENT_STAGES = [
  'inProgress',
  'abandoned',
  'inReview',
  'accepted',
  'completed',
  'declined',
] as const;
export type AgreementStage = (typeof AGREEMENT_STAGES)[number];

interface StageInput {
  status?: unknown;
  provisioningStatus?: unknown;
  /** When the agreement was last changed (an ISO time); a draft without one counts as fresh. */
  updated?: unknown;
}

const DAY_MS = 86_400_000;

/** The moment before which an untouched draft is abandoned. */
export const abandonedBefore = (now: Date): Date => new Date(now.getTime() - ABANDONED_AFTER_DAYS * DAY_MS);

export function agreementStage(agreement: StageInput, now: Date): AgreementStage {
  switch (agreement.status) {
    case 'draft': {
      const updated = typeof agreement.updated === 'string' ? Date.parse(agreement.updated) : NaN;
      return updated < abandonedBefore(now).getTime() ? 'abandoned' : 'inProgress';
    }
    case 'waitingForSignature':
      return 'accepted';
    case 'done':
      return agreement.provisioningStatus === 'incomplete' ? 'accepted' : 'completed';
    case 'declined':
      return 'declined';
    default:
      return 'inReview';
  }
}
