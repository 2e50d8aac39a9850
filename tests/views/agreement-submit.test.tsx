/**
 * The agreement's submit step on its page: its rule (every onboarding step complete) loads with the page
 * rather than with the definition (src/resources/agreements/application-complete.ts), and the button
 * follows its answer: disabled for a draft with steps left, enabled once every step is filled.
 */
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  leadsApi,
  ok,
  PARTNER,
  SALES,
  STEPS,
  type Agreement,
} from '../../server/features/onboarding/onboarding-fixtures';
import { resourceDefinitions } from '../../server/resources/definitions';
import agreements from '../../src/resources/agreements/index';
import agreementComponents from '../../src/resources/agreements/components';
import partners from '../../src/resources/partners';
import { createRegistry } from '../../src/schema/registry-core';
import { indexComponents } from '../../src/schema/ui/components';
import { inProcessApi } from './inProcessApi';
import { resourceRenderer } from './renderRoute';
import agreementMessages from '../../src/resources/agreements/messages';

const registry = createRegistry([agreements, partners]);
const components = indexComponents({ './agreements/components.tsx': { default: agreementComponents } });
const api = inProcessApi(createRegistry(resourceDefinitions), SALES);
const leads = leadsApi(() => api.server);

beforeAll(async () => {
  await Promise.all([
    import('../../src/schema/ui/ResourceShow'),
    import('../../src/resources/agreements/AgreementShow'),
  ]);
});

const renderAt = resourceRenderer(api, {
  registry,
  components,
  messages: agreementMessages.en,
  roles: ['salesadmin'],
});

describe('the submit step on the agreement’s page', () => {
  it('is disabled for a draft with steps left, the rule’s refusal its tooltip', async () => {
    const draft = await ok(await leads.start(PARTNER, '559412-0734'), 201);
    renderAt(`/apps/salesadmin/agreements/${draft.id}/show`);
    const submit = await screen.findByRole('button', { name: 'Submit' }, { timeout: 15_000 });
    expect(submit).toBeDisabled();
    // Held while the rule loads; then refused by it, with its reason as the disabled button's tooltip.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Submit' }).parentElement).toHaveAttribute(
        'aria-label',
        expect.stringMatching(/^Steps that need completing: Company info, .*Bank details/),
      ),
    );
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('is enabled once every step is filled', async () => {
    let draft: Agreement = await ok(await leads.start(PARTNER, '559412-0734'), 201);
    for (const [step, values] of Object.entries(STEPS))
      draft = await ok(await leads.save(PARTNER, draft, step, values));
    renderAt(`/apps/salesadmin/agreements/${draft.id}/show`);
    const submit = await screen.findByRole('button', { name: 'Submit' }, { timeout: 15_000 });
    await waitFor(() => expect(submit).toBeEnabled());
  });
});
