/**
 * The agreement screens as a sales admin sees them, against the in-process API: the four agreement view
 * tests render their routes through this one renderer.
 */
import { fetchUtils } from 'react-admin';
import { createDataProvider } from '../../src/providers/dataProvider';
import agreementMessages from '../../src/resources/agreements/messages';
import type { Registry } from '../../src/schema/registry-core';
import type { ComponentIndex } from '../../src/schema/ui/components';
import type { InProcessApi } from './inProcessApi';
import { renderResources } from './renderRoute';

export function agreementViewRenderer(api: InProcessApi, registry: Registry, components: ComponentIndex) {
  const httpClient = (target: string, options: fetchUtils.Options = {}) =>
    fetchUtils.fetchJson(`http://api.test${target}`, {
      ...options,
      user: { authenticated: true, token: `Bearer ${api.token}` },
    });
  return (path: string) =>
    renderResources({
      registry,
      components,
      dataProvider: createDataProvider({ registry, httpClient }),
      messages: agreementMessages.en,
      url: path,
      authProvider: {
        login: async () => undefined,
        logout: async () => undefined,
        checkAuth: async () => undefined,
        checkError: async () => undefined,
        getPermissions: async () => ({ roles: ['salesadmin'], permissions: [] }),
        canAccess: async () => true,
      },
    });
}
