/**
 * A sign-in the platform refuses after the right password (SPEC 8 "Other login failure": the server's
 * text): a deactivated user and a blocked organization's member are told why, in the user's language;
 * a wrong password still gets only "Invalid Username or Password". The login page, the app's
 * authProvider and the reference API in-process.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiConfig } from '../../src/providers/apiConfig';
import { createAuthProvider } from '../../src/providers/authProvider';
import { setRequestLocale } from '../../src/providers/requestLocale';
import { LoginPage } from '../../src/pages/login/LoginPage';
import { renderAtLogin } from '../../src/pages/login/testing/renderWithAdmin';
import { registry } from '../../src/resources/registry';
import { DEMO_PASSWORD } from '../../server/seed/demo-users';
import { inProcessApi } from './inProcessApi';

const api = inProcessApi(registry);
const baseUrl = apiConfig.baseUrl;
beforeAll(() => {
  apiConfig.baseUrl = 'http://api.test';
});
afterAll(() => {
  apiConfig.baseUrl = baseUrl;
});

async function signIn(username: string, password: string, locale: 'sv' | 'en') {
  setRequestLocale(locale);
  const user = userEvent.setup();
  renderAtLogin(<LoginPage />, {
    authProvider: createAuthProvider({ requirementFor: () => undefined }),
    locale,
  });
  await user.type(await screen.findByRole('textbox', { name: /Användarnamn|Username/ }), username);
  await user.type(document.querySelector<HTMLInputElement>('input[name="password"]')!, password);
  await user.click(screen.getByRole('button', { name: /^(Logga in|Log in)$/ }));
}

describe('a refused sign-in', () => {
  it('tells a deactivated user so, only after the right password', async () => {
    await api.server.db.query("UPDATE users SET status = 'inactive' WHERE id = 'user-sales'");
    await signIn('sales@demo.test', DEMO_PASSWORD, 'en');
    expect(await screen.findByText('This user account is deactivated')).toBeInTheDocument();
    expect(screen.queryByText('Invalid Username or Password')).not.toBeInTheDocument();
  });

  it('tells a wrong password only that the credentials are wrong', async () => {
    await signIn('sales@demo.test', 'Wrong-password-1', 'en');
    expect(await screen.findByText('Invalid Username or Password')).toBeInTheDocument();
    expect(screen.queryByText(/deactivated/)).not.toBeInTheDocument();
  });

  it('tells a blocked organization’s member so, in Swedish', async () => {
    await api.server.db.query("UPDATE organizations SET status = 'blocked' WHERE id = 'org-bokhandeln'");
    await signIn('admin@bokhandeln.test', DEMO_PASSWORD, 'sv');
    expect(await screen.findByText('Din organisation är spärrad. Kontakta supporten')).toBeInTheDocument();
  });
});
