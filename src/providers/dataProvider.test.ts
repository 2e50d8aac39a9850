import { afterEach, describe, expect, it } from 'vitest';
import { registry } from '../resources/registry';
import { createDataProvider } from './dataProvider';
import type { HttpClient } from './httpClient';
import { session } from './session';

afterEach(() => session.clear());

/** An httpClient that answers every PUT with the record sent, as the API does after a save. */
const echo: HttpClient = async (_url, options = {}) => {
  const json = JSON.parse(String(options.body ?? '{}')) as Record<string, unknown>;
  return { status: 200, headers: new Headers(), body: JSON.stringify(json), json };
};

describe('dataProvider', () => {
  const dataProvider = createDataProvider({ registry, httpClient: echo });
  const update = (resource: string, data: Record<string, unknown>) =>
    dataProvider.update(resource, { id: String(data.id), data, previousData: { id: String(data.id) } });

  it('gives the session the new name when the organization the user works in is renamed', async () => {
    session.setOrganization({ id: 'org-kaffebaren', name: 'Kaffebaren AB', selected: false });
    await update('apps/setting/Organization', {
      id: 'org-kaffebaren',
      name: 'Kaffebaren Söder AB',
      version: 1,
    });
    expect(session.organization()).toEqual({
      id: 'org-kaffebaren',
      name: 'Kaffebaren Söder AB',
      selected: false,
    });
  });

  it('leaves it alone for another organization or another kind of record with that id', async () => {
    session.setOrganization({ id: 'org-kaffebaren', name: 'Kaffebaren AB', selected: true });
    await update('apps/superadmin/organizations', {
      id: 'org-bokhandeln',
      name: 'Bokhandeln Väst AB',
      version: 1,
    });
    await update('apps/setting/stores', { id: 'org-kaffebaren', name: 'Butiken', version: 1 });
    expect(session.organization()?.name).toBe('Kaffebaren AB');
  });
});
