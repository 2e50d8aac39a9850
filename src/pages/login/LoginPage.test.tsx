import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { LoginFailure } from '../../providers/loginFailure';
import { LoginPage } from './LoginPage';
import { renderAtLogin } from './testing/renderWithAdmin';

function guestAuthProvider(login: AuthProvider['login']): AuthProvider {
  return {
    login,
    logout: async () => undefined,
    checkAuth: async () => Promise.reject({ message: false }),
    checkError: async () => undefined,
    getPermissions: async () => ({ roles: [], permissions: [] }),
  };
}

const usernameField = () => screen.getByRole('textbox', { name: /Användarnamn|Username/ });
const passwordField = () => document.querySelector<HTMLInputElement>('input[name="password"]')!;

/** The inline message of the form (the toast, also an alert, says 'Message : …'). */
async function findFormAlert(text: string) {
  const element = await screen.findByText(text);
  expect(element.closest('[role="alert"]')).not.toBeNull();
  return element;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  await user.type(usernameField(), username);
  await user.type(passwordField(), password);
}

describe('LoginPage', () => {
  it('shows the welcome header, text, logo, fields and the log in button in Swedish', async () => {
    renderAtLogin(<LoginPage />, { authProvider: guestAuthProvider(vi.fn()) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Välkommen till Backoffice' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Logga in för att hantera/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Backoffice logotyp' })).toHaveAttribute('src', '/logo.svg');
    expect(usernameField()).toBeInTheDocument();
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Logga in' })).toBeEnabled();
  });

  it('speaks English', async () => {
    renderAtLogin(<LoginPage />, { authProvider: guestAuthProvider(vi.fn()), locale: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Backoffice' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('requires both fields and at least 4 characters', async () => {
    const login = vi.fn();
    const user = userEvent.setup();
    renderAtLogin(<LoginPage />, { authProvider: guestAuthProvider(login), locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    await fillIn(user, 'abc', 'xyz');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('Min character length is 4')).toHaveLength(2);
    expect(login).not.toHaveBeenCalled();
  });

  it('after a 401 shows the invalid credentials message and the toast, and keeps the button disabled until a field is edited', async () => {
    const login = vi
      .fn()
      .mockRejectedValue(new LoginFailure('auth.login.invalidCredentials', 401, 'trace-1'));
    const user = userEvent.setup();
    renderAtLogin(<LoginPage />, { authProvider: guestAuthProvider(login) });
    await fillIn(user, 'admin@kaffebaren.test', 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Logga in' }));

    await findFormAlert('Ogiltigt användarnamn eller lösenord');
    const toast = await screen.findByText(/Meddelande : Ogiltigt användarnamn eller lösenord/);
    expect(toast).toHaveTextContent('Statuskod : 401');
    expect(toast).toHaveTextContent('TraceId : trace-1');
    expect(login).toHaveBeenCalledWith({ username: 'admin@kaffebaren.test', password: 'wrong-password' });

    const button = screen.getByRole('button', { name: 'Logga in' });
    expect(button).toBeDisabled();
    await user.type(passwordField(), '!');
    expect(button).toBeEnabled();
  });

  it("shows the server's text of another failure, without status lines when there is no trace id", async () => {
    const login = vi.fn().mockRejectedValue(new LoginFailure('Too many failed logins', 429));
    const user = userEvent.setup();
    renderAtLogin(<LoginPage />, { authProvider: guestAuthProvider(login), locale: 'en' });
    await fillIn(user, 'admin@kaffebaren.test', 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const toast = await screen.findByText('Message : Too many failed logins');
    expect(toast).not.toHaveTextContent('Status code');
  });

  it('shows the refusal of a seller', async () => {
    const login = vi.fn().mockRejectedValue(new LoginFailure('auth.login.contactMerchantAdmin'));
    const user = userEvent.setup();
    renderAtLogin(<LoginPage />, { authProvider: guestAuthProvider(login), locale: 'en' });
    await fillIn(user, 'seller01', 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await findFormAlert('Your company is not ready to use yet. Please contact the Merchant Administrator.');
  });

  it('returns to the saved path after signing in', async () => {
    const login = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderAtLogin(<LoginPage />, {
      authProvider: guestAuthProvider(login),
      initialEntry: {
        pathname: '/login',
        state: { nextPathname: '/apps/merchant/orders', nextSearch: '?page=2' },
      },
    });
    await fillIn(user, 'admin@kaffebaren.test', 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Logga in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/apps/merchant/orders?page=2');
  });

  it("goes to '/' (the role's landing) when the saved path is '/' or none", async () => {
    const login = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderAtLogin(<LoginPage />, {
      authProvider: guestAuthProvider(login),
      initialEntry: { pathname: '/login', state: { nextPathname: '/logout' } },
    });
    await fillIn(user, 'admin@kaffebaren.test', 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Logga in' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('sends a signed-in user on, as the page is for guests only', async () => {
    const authProvider = { ...guestAuthProvider(vi.fn()), checkAuth: async () => undefined };
    renderAtLogin(<LoginPage />, {
      authProvider,
      initialEntry: { pathname: '/login', state: { nextPathname: '/profile' } },
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/profile');
  });
});
