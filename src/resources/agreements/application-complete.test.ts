/**
 * The submit step's rule as the definition holds it (./application-complete.ts): the onboarding's own
 * completeness rule, loaded on first use, with its messages known before that.
 */
import { describe, expect, it } from 'vitest';
import { messageCatalogue } from '../../schema/messages';
import { applicationComplete } from '../../wizards/onboarding/steps';
import { applicationCompleteRule } from './application-complete';
import agreements from './index';

describe("the agreements' submit rule", () => {
  it('is the one the definition judges a submission by', () => {
    expect(agreements.actions?.submit?.rules).toEqual([applicationCompleteRule]);
  });

  it('has every message the steps can answer with, in both languages, before the steps load', () => {
    expect(applicationCompleteRule.messages).toEqual(applicationComplete.messages);
    const catalogue = messageCatalogue([agreements]);
    for (const key of Object.keys(applicationComplete.messages))
      expect(catalogue[key], key).toEqual(applicationComplete.messages[key]);
  });

  it("answers as the steps' rule does: a draft's incomplete steps, then none for a complete one", async () => {
    const draft = { companyName: 'Kaffebaren AB', organizationNumber: '556677-8899', status: 'submitted' };
    const issues = await applicationCompleteRule.check(draft);
    expect(issues).toEqual(applicationComplete.check(draft));
    expect(issues[0]).toMatchObject({ field: 'status', key: 'validation.steps_incomplete' });
    expect(issues).toContainEqual({ field: 'bankName', key: 'validation.required' });
  });
});
