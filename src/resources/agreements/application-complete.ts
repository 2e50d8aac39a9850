/**
 * The submit step's rule: every onboarding step and contract type complete, as their forms would accept
 * them (src/wizards/onboarding/steps.ts `applicationComplete`, the one rule the wizard, the show page and
 * the API judge by). The steps and their rules (kontonummer's bank table among them) load on the rule's
 * first use, not with the definition a list loads; its messages are here, so that the definition's
 * catalogue has them at once.
 */
import { BANK_ACCOUNT_MESSAGES } from '../../domain/validators/bank-account-shape';
import { ONBOARDING_MESSAGES } from '../../domain/validators/onboarding';
import type { AsyncRecordRule } from '../../schema/types';
import { STEPS_INCOMPLETE_MESSAGES } from '../../wizards/stepMessages';

export const applicationCompleteRule: AsyncRecordRule = {
  messages: { ...STEPS_INCOMPLETE_MESSAGES, ...BANK_ACCOUNT_MESSAGES, ...ONBOARDING_MESSAGES },
  check: async (record) => (await import('../../wizards/onboarding/steps')).applicationComplete.check(record),
};
