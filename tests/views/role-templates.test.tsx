/**
 * Applying a role template from its show page (issue 17), with the real dataProvider against the
 * reference API in-process: the dialog lists the organization's users, a search narrows them, the
 * chosen ones get the template's permissions, and the summary says how many were updated and why the
 * others were refused. The create form refuses a template without a login permission on its field.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import roleTemplates from '../../src/resources/role-templates/index';
import roleTemplateComponents from '../../src/resources/role-templates/components';
import roleTemplateMessages from '../../src/resources/role-templates/messages';
import users from '../../src/resources/users';
import { createRegistry } from '../../src/schema/registry-core';
import { indexComponents } from '../../src/schema/ui/components';
import { resourceDefinitions } from '../../server/resources/definitions';
import { storedRow } from '../../server/testing/stored';
import { inProcessApi } from './inProcessApi';
import { resourceRenderer } from './renderRoute';

const registry = createRegistry([roleTemplates, users]);
const components = indexComponents({
  './role-templates/components.tsx': { default: roleTemplateComponents },
});
const api = inProcessApi(createRegistry(resourceDefinitions));

beforeAll(async () => {
  await Promise.all([
    import('../../src/schema/ui/ResourceShow'),
    import('../../src/resources/role-templates/RoleTemplateShow'),
    import('../../src/schema/ui/ResourceCreate'),
  ]);
});

const renderAt = resourceRenderer(api, { registry, components, messages: roleTemplateMessages.en });

describe('applying a role template', () => {
  it('sets the chosen users’ permissions and sums up what happened', async () => {
    const user = userEvent.setup();
    renderAt('/apps/setting/role-templates/role-template-kaffebaren-butikschef/show');
    await user.click(await screen.findByRole('button', { name: 'Apply to users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply Butikschef to users' });
    await user.type(within(dialog).getByLabelText('Search users'), 'Karimi');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Ahmed Karimi (manager01)' }));
    await user.clear(within(dialog).getByLabelText('Search users'));
    await user.type(within(dialog).getByLabelText('Search users'), 'owner');
    await user.click(
      await within(dialog).findByRole('checkbox', { name: 'Lars Nyström (owner@kaffebaren.test)' }),
    );
    expect(within(dialog).getByText('2 of at most 100 users chosen')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await within(dialog).findByText('1 user updated')).toBeInTheDocument();
    expect(within(dialog).getByText('1 user could not be updated:')).toBeInTheDocument();
    expect(within(dialog).getByText('Lars Nyström (owner@kaffebaren.test)')).toBeInTheDocument();
    expect(within(dialog).getByText('You cannot change the permissions of this user')).toBeInTheDocument();
    const template = await storedRow(api.server.db, 'role-templates', 'role-template-kaffebaren-butikschef');
    expect((await storedRow(api.server.db, 'users', 'user-kaffebaren-manager01'))?.data.permissions).toEqual(
      template?.data.permissions,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 60_000);
});

describe('the role template form', () => {
  it('refuses a template without a login permission, on the permissions field', async () => {
    const user = userEvent.setup();
    renderAt('/apps/setting/role-templates/create');
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Lagerpersonal');
    await user.click(screen.getByRole('combobox', { name: /^Permissions/ }));
    await user.click(await screen.findByRole('option', { name: 'Products' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Select at least one login permission')).toBeInTheDocument();
  }, 60_000);
});
