import { describe, expect, it } from 'vitest';
import { agreementStage } from './agreement-stage';

const NOW = new Date('2026-11-28T12:00:00Z');

describe('agreementStage', () => {
  it('abandons a draft no one has saved for 90 days, not one saved within them', () => {
    expect(agreementStage({ status: 'draft', updated: '2026-08-30T11:59:00Z' }, NOW)).toBe('abandoned');
    expect(agreementStage({ status: 'draft', updated: '2026-08-30T12:01:00Z' }, NOW)).toBe('inProgress');
    expect(agreementStage({ status: 'draft' }, NOW)).toBe('inProgress');
  });

  it('reads the statuses past the draft', () => {
    const old = '2025-01-01T00:00:00Z';
    expect(agreementStage({ status: 'submitted', updated: old }, NOW)).toBe('inReview');
    expect(agreementStage({ status: 'needForSupplement' }, NOW)).toBe('inReview');
    expect(agreementStage({ status: 'supplementDocumentsSubmitted' }, NOW)).toBe('inReview');
    expect(agreementStage({ status: 'waitingForSignature' }, NOW)).toBe('accepted');
    expect(agreementStage({ status: 'done', provisioningStatus: 'incomplete' }, NOW)).toBe('accepted');
    expect(agreementStage({ status: 'done', provisioningStatus: 'complete' }, NOW)).toBe('completed');
    expect(agreementStage({ status: 'declined', updated: old }, NOW)).toBe('declined');
  });
});
