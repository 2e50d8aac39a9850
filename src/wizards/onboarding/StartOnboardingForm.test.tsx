/**
 * "New onboarding" as a sales admin, with the app's dataProvider against the reference API in-process:
 * the partner picker shows the partners as soon as it is opened, before anything is typed (issue 38).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { inProcessApi } from '../../../tests/views/inProcessApi';
import { renderRoute } from '../../../tests/views/renderRoute';
import { apiConfig } from '../../providers/apiConfig';
import { session } from '../../providers/session';
import { registry } from '../../resources/registry';
import messages from './messages';
import { StartOnboardingForm } from './StartOnboardingForm';

const api = inProcessApi(registry, 'sales@demo.test');
const PATH = '/apps/salesadmin/agreements';

beforeEach(() => {
  apiConfig.baseUrl = 'http://api.test';
  session.saveTokens({ accessToken: api.token, idToken: null, refreshToken: null });
});

const salesAdmin = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ({ roles: ['salesadmin'], permissions: [] }),
  // A sales admin belongs to no partner: the form asks which partner the onboarding is for.
  getIdentity: async () => ({ id: 'user-sales', fullName: 'Erik Sandberg' }),
  canAccess: async () => true,
};

describe('the partner picker of "New onboarding"', () => {
  it('offers every partner when opened, without typing', async () => {
    const user = userEvent.setup();
    const form = (
      <ResourceContextProvider value="apps/salesadmin/agreements">
        <StartOnboardingForm titleId="start" onCancel={() => undefined} />
      </ResourceContextProvider>
    );
    renderRoute(api, PATH, form, PATH, { pageTexts: messages, authProvider: salesAdmin });
    const picker = await screen.findByRole('combobox', { name: /^Partner/ }, { timeout: 15_000 });
    await user.click(picker);
    expect(picker).toHaveValue('');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['Nordic Payments Partner AB', 'Kassagruppen Partner AB']),
    );
  });
});
