/**
 * The user lists' activate and deactivate buttons (issue 38 item 10) offer only what the API allows: a
 * super admin's own row cannot be deactivated, and a user the caller may not manage (a support admin in the all-users list
 * before a super admin) cannot be changed; such a button is disabled with the reason as its tooltip.
 * The API refuses both all the same (server/features/users/). The real dataProvider against the
 * reference API in-process, as the super admin.
 */
import { screen, within } from '@testing-library/react';
import { fetchUtils, type AuthProvider } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceDefinitions } from '../../server/resources/definitions';
import { createDataProvider } from '../../src/providers/dataProvider';
import { allusers, superusers } from '../../src/resources/internal-users';
import { createRegistry } from '../../src/schema/registry-core';
import { indexComponents } from '../../src/schema/ui/components';
import { inProcessApi } from './inProcessApi';
import { renderResources } from './renderRoute';

const registry = createRegistry([superusers, allusers]);
const api = inProcessApi(createRegistry(resourceDefinitions), 'super@demo.test');

beforeAll(async () => {
  await import('../../src/schema/ui/ResourceList');
});

function renderAs(id: string, roles: string[], path: string) {
  const httpClient = (target: string, options: fetchUtils.Options = {}) =>
    fetchUtils.fetchJson(`http://api.test${target}`, {
      ...options,
      user: { authenticated: true, token: `Bearer ${api.token}` },
    });
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => ({ roles, permissions: [] }),
    getIdentity: async () => ({ id }),
    canAccess: async () => true,
  };
  return renderResources({
    registry,
    components: indexComponents({}),
    dataProvider: createDataProvider({ registry, httpClient }),
    messages: {},
    url: path,
    authProvider,
  });
}

/** The row of a user, by its username (shown twice: username and email). */
const rowOf = async (username: string) =>
  (await screen.findAllByText(username, undefined, { timeout: 15_000 }))[0]!.closest('tr') as HTMLElement;

describe('a user list’s status buttons', () => {
  it('do not let a super admin deactivate itself, and say why', async () => {
    renderAs('user-super', ['superadmin'], '/apps/superadmin/superusers');
    const own = await rowOf('super@demo.test');
    const reason = await within(own).findByLabelText('You cannot deactivate yourself');
    expect(within(reason).getByRole('button', { name: 'Deactivate' })).toBeDisabled();
  }, 60_000);

  it('do not let a caller change a user it may not manage, and say why', async () => {
    renderAs('user-support', ['supportadmin'], '/apps/supportadmin/allusers');
    const other = await rowOf('super@demo.test');
    const reason = await within(other).findByLabelText('You cannot change a user with this role');
    expect(within(reason).getByRole('button', { name: 'Deactivate' })).toBeDisabled();
  }, 60_000);
});
