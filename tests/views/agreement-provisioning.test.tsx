/**
 * What signing set up, on the agreement's page (src/resources/agreements/ProvisioningField.tsx), with the
 * real dataProvider against the reference API in-process: a step that failed shows SPEC 8's text and
 * the reason in red, and "Retry the set-up" makes it once its cause is put right.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadsApi, ok, SALES } from '../../server/features/onboarding/onboarding-fixtures';
import { resourceDefinitions } from '../../server/resources/definitions';
import agreements from '../../src/resources/agreements/index';
import agreementComponents from '../../src/resources/agreements/components';
import organizationComponents from '../../src/resources/organizations/components';
import organizations from '../../src/resources/organizations/index';
import partners from '../../src/resources/partners';
import { createRegistry } from '../../src/schema/registry-core';
import { indexComponents } from '../../src/schema/ui/components';
import { inProcessApi } from './inProcessApi';
import { resourceRenderer } from './renderRoute';
import agreementMessages from '../../src/resources/agreements/messages';

const registry = createRegistry([agreements, partners, organizations]);
const components = indexComponents({
  './agreements/components.tsx': { default: agreementComponents },
  './organizations/components.tsx': { default: organizationComponents },
});
const api = inProcessApi(createRegistry(resourceDefinitions), SALES);
const leads = leadsApi(() => api.server);

beforeAll(async () => {
  await Promise.all([
    import('../../src/schema/ui/ResourceShow'),
    import('../../src/resources/agreements/AgreementShow'),
    import('../../src/resources/agreements/ProvisioningField'),
  ]);
});

const renderAt = resourceRenderer(api, {
  registry,
  components,
  messages: agreementMessages.en,
  roles: ['salesadmin'],
});

describe('the set-up of a signed agreement', () => {
  it('shows a failed step with its reason, and the retry makes it once its cause is put right', async () => {
    // The portal user's e-mail is another merchant's user's: the user cannot be made.
    const taken = { portal: { portalUserName: 'Anna Berg', portalUserEmail: 'admin@kaffebaren.test' } };
    const submitted = await leads.submitted('559412-0734', taken);
    const sent = await ok(await leads.act(SALES, submitted, 'sendForSignature'));
    const signed = await ok(await leads.act(SALES, sent, 'sign'));

    const user = userEvent.setup();
    renderAt(`/apps/salesadmin/agreements/${signed.id}/show`);
    const failed = await screen.findByText("Couldn't create user", undefined, { timeout: 15_000 });
    expect(failed.closest('li')).toHaveTextContent(/^Couldn't create user: Username: /);
    expect(screen.getByText('Organization created')).toBeInTheDocument();
    expect(screen.getByText('Terminal(s) created')).toBeInTheDocument();

    // Support moves the address off the other merchant's user; the retry makes the portal user.
    await api.server.db.query(
      `UPDATE users SET email = 'anna@kaffebaren.test', username = 'anna@kaffebaren.test' WHERE id = 'user-kaffebaren-admin'`,
    );
    await user.click(screen.getByRole('button', { name: 'Retry the set-up' }));
    expect(await screen.findByText('User created and invited by e-mail')).toBeInTheDocument();
    expect(screen.queryByText("Couldn't create user")).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry the set-up' })).not.toBeInTheDocument();
  }, 60_000);
});
