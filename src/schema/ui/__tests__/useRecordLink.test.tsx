/** A reference's link from the registry and the user's permissions, without an access query per record. */
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CoreAdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ROLE_GROUPS, type AccessSubject } from '../../../domain/roles';
import { defineResource } from '../../define-resource';
import { createRegistry } from '../../registry-core';
import { EngineProvider } from '../EngineContext';
import { useRecordLink } from '../useRecordLink';

const field = { kind: 'text', label: { en: 'Name', sv: 'Namn' } } as const;
const label = { one: { en: 'Thing', sv: 'Sak' }, many: { en: 'Things', sv: 'Saker' } };
const shown = defineResource({
  name: 'shown',
  label,
  routes: ['/apps/merchant/shown'],
  api: 'api/shown',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin, permissionKey: 'products' },
  representation: 'name',
  fields: { name: field },
});
const editOnly = defineResource({
  name: 'edit-only',
  label,
  routes: ['/apps/merchant/edit-only'],
  api: 'api/edit-only',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin, show: false },
  representation: 'name',
  fields: { name: field },
});
const registry = createRegistry([shown, editOnly]);

function wrapperFor(subject: AccessSubject) {
  const canAccess = vi.fn(async () => true);
  const authProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => subject,
    canAccess,
  };
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <CoreAdminContext authProvider={authProvider} store={memoryStore()}>
        <EngineProvider registry={registry} components={new Map()}>
          {children}
        </EngineProvider>
      </CoreAdminContext>
    );
  }
  return { Wrapper, canAccess };
}

describe('useRecordLink', () => {
  it('links to the show view the user may open, asking the authProvider nothing', async () => {
    const { Wrapper, canAccess } = wrapperFor({ roles: ['admin'], permissions: ['products'] });
    const { result } = renderHook(() => useRecordLink('apps/merchant/shown'), { wrapper: Wrapper });
    await waitFor(() => expect(result.current).toBe('show'));
    expect(canAccess).not.toHaveBeenCalled();
  });

  it('without the permission key: no link', async () => {
    const { Wrapper } = wrapperFor({ roles: ['admin'], permissions: [] });
    const { result } = renderHook(() => useRecordLink('apps/merchant/shown'), { wrapper: Wrapper });
    await waitFor(() => expect(result.current).toBe(false));
  });

  it('a resource without a show view links to its edit view', async () => {
    const { Wrapper } = wrapperFor({ roles: ['admin'], permissions: [] });
    const { result } = renderHook(() => useRecordLink('apps/merchant/edit-only'), { wrapper: Wrapper });
    await waitFor(() => expect(result.current).toBe('edit'));
  });

  it('another role: no link', async () => {
    const { Wrapper } = wrapperFor({ roles: ['Seller'], permissions: ['products'] });
    const { result } = renderHook(() => useRecordLink('apps/merchant/shown'), { wrapper: Wrapper });
    await waitFor(() => expect(result.current).toBe(false));
  });
});
