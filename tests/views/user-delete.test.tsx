/**
 * Deleting a user from its edit page (issue 38 item 10): the confirmation names the user by name, not
 * only by username, and says the user is signed out and can no longer sign in. The real dataProvider
 * against the reference API in-process, as Kaffebaren's merchant admin.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchUtils } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceDefinitions } from '../../server/resources/definitions';
import { createDataProvider } from '../../src/providers/dataProvider';
import stores from '../../src/resources/stores';
import users from '../../src/resources/users';
import { createRegistry } from '../../src/schema/registry-core';
import { indexComponents } from '../../src/schema/ui/components';
import { inProcessApi } from './inProcessApi';
import { renderResources } from './renderRoute';

const registry = createRegistry([users, stores]);
const api = inProcessApi(createRegistry(resourceDefinitions));

beforeAll(async () => {
  await import('../../src/schema/ui/ResourceEdit');
});

function renderAt(path: string) {
  const httpClient = (target: string, options: fetchUtils.Options = {}) =>
    fetchUtils.fetchJson(`http://api.test${target}`, {
      ...options,
      user: { authenticated: true, token: `Bearer ${api.token}` },
    });
  return renderResources({
    registry,
    components: indexComponents({}),
    dataProvider: createDataProvider({ registry, httpClient }),
    messages: {},
    url: path,
  });
}

describe('deleting a user', () => {
  it('asks by the user’s name and says the user can no longer sign in', async () => {
    const user = userEvent.setup();
    renderAt('/apps/setting/users/user-kaffebaren-manager01');
    // The form settles (its references, its access checks) before the button stays: pressed until it opens.
    const dialog = await waitFor(
      async () => {
        await user.click(screen.getByRole('button', { name: 'Delete' }));
        return screen.getByRole('dialog');
      },
      { timeout: 15_000 },
    );
    expect(dialog).toHaveTextContent(
      'Delete the user Ahmed Karimi? They are signed out everywhere at once and can no longer sign in.',
    );
  }, 60_000);
});
