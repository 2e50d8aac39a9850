import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { session } from '../providers/session';
import { GuestNotFound } from './GuestNotFound';

const PATHS = ['/login', '/apps/merchant/productsV3/*', '/apps/merchant/stores/:id/show/*'];

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <GuestNotFound paths={PATHS} />
      <Routes>
        <Route path="/pages/errors/error-404" element={<p>404 page</p>} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a guest on an unknown path', () => {
  afterEach(() => session.clear());

  it('goes to the 404 page, not to the login', () => {
    renderAt('/no/such/page');
    expect(screen.getByText('404 page')).toBeTruthy();
  });

  it('stays on a path the app has, to be sent to the login by it', () => {
    renderAt('/apps/merchant/stores/42/show');
    expect(screen.getByText('elsewhere')).toBeTruthy();
  });

  it('stays on a resource view’s deeper path (a tabbed form’s tab)', () => {
    renderAt('/apps/merchant/productsV3/42/1');
    expect(screen.getByText('elsewhere')).toBeTruthy();
  });

  it('is left alone with a session: the shell’s own catch-all answers', () => {
    session.saveTokens({ accessToken: 'a.b.c', idToken: null, refreshToken: null });
    renderAt('/no/such/page');
    expect(screen.getByText('elsewhere')).toBeTruthy();
  });
});
