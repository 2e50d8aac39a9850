/**
 * One English term for one thing (docs/decisions.md, "One English term for the organisation number"):
 * every English text the app shows, from the message files, the resource definitions and the wizard's steps, says
 * "Organisation number", never "Organization number" or "Corporate number".
 */
import { describe, expect, it } from 'vitest';
import { bundledMessages } from '../src/i18n/bundledMessages';
import type { AreaMessages, Messages } from '../src/i18n/catalogue';
import { pageMessageFiles } from '../src/i18n/pageMessageFiles';
import { resourceTextFiles } from '../src/resources/registry';
import { resourceMessages } from '../src/schema/labels';
import { createRegistry } from '../src/schema/registry-core';
import { ONBOARDING_STEPS } from '../src/wizards/onboarding/steps';
import { resourceDefinitions } from '../server/resources/definitions';

const OTHER_TERMS = /organization number|corporate (identity )?number/i;

function texts(messages: Messages): string[] {
  return Object.values(messages).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)));
}

const english = async (files: Record<string, () => Promise<AreaMessages>>) =>
  (await Promise.all(Object.values(files).map((load) => load()))).flatMap((area) => texts(area.en));

describe('the English term for the organisation number', () => {
  it('is "Organisation number" in every text', async () => {
    const all = [
      ...texts(bundledMessages('en')),
      ...(await english(pageMessageFiles)),
      ...(await english(resourceTextFiles)),
      ...texts(resourceMessages(createRegistry(resourceDefinitions), 'en')),
      ...ONBOARDING_STEPS.map((step) => step.title.en),
    ];
    expect(all.filter((text) => /organisation number/i.test(text)).length).toBeGreaterThan(3);
    expect(all.filter((text) => OTHER_TERMS.test(text))).toEqual([]);
  });
});
