/**
 * The list's export button with the real dataProvider against the reference API in-process: it
 * downloads every row of the list (past the 1,000 react-admin's button stopped at), with the list's
 * filter, counting the rows as they arrive; the orders ask first for one row per order or per line.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiConfig } from '../../src/providers/apiConfig';
import { createDataProvider } from '../../src/providers/dataProvider';
import { session } from '../../src/providers/session';
import orders from '../../src/resources/orders/index';
import orderComponents from '../../src/resources/orders/components';
import stores from '../../src/resources/stores/index';
import { createRegistry } from '../../src/schema/registry-core';
import { indexComponents } from '../../src/schema/ui/components';
import { resourceDefinitions } from '../../server/resources/definitions';
import { inProcessApi } from './inProcessApi';
import { renderResources } from './renderRoute';

const registry = createRegistry([orders, stores]);
const api = inProcessApi(createRegistry(resourceDefinitions));

beforeEach(() => {
  apiConfig.baseUrl = 'http://api.test';
  session.saveTokens({ accessToken: api.token, idToken: null, refreshToken: null });
});
afterEach(() => vi.restoreAllMocks());

beforeAll(async () => {
  await import('../../src/schema/ui/ResourceList');
  // The export button comes with the toolbar's chunk, loaded after the list's first paint.
  await import('../../src/schema/ui/listLayoutParts');
  // Two more copies of the demo's orders: more than the 1,000 rows the old export stopped at.
  await api.server.db.query(
    `INSERT INTO orders SELECT (jsonb_populate_record(o, jsonb_build_object(
       'id', o.id || '-copy' || n, 'order_number', o.order_number || '-' || n))).*
     FROM orders o, generate_series(1, 2) n WHERE organization_id = 'org-kaffebaren'`,
  );
});

describe('the list’s export', () => {
  it('downloads every order of the organization, one row each, counted as they arrive', async () => {
    const [{ n }] = (await api.server.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM orders WHERE organization_id = 'org-kaffebaren'`,
    )) as [{ n: string }];
    const orderCount = Number(n);
    expect(orderCount).toBeGreaterThan(1000);
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:http://localhost/1';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    // The file is held back once it has come, so the test reads the dialog's last figure.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const real = createDataProvider({ registry });
    const dataProvider: typeof real = {
      ...real,
      exportList: async (resource, params) => {
        const file = await real.exportList(resource, params);
        await held;
        return file;
      },
    };
    renderResources({
      registry,
      components: indexComponents({ './orders/components.tsx': { default: orderComponents } }),
      dataProvider,
      url: '/apps/merchant/orders',
    });
    await user.click(await screen.findByRole('button', { name: 'Export' }, { timeout: 15_000 }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'One row per order line' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'One row per order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exporting Orders' });
    const figure = `${orderCount.toLocaleString('en-GB')} of ${orderCount.toLocaleString('en-GB')} rows`;
    expect(await within(dialog).findByText(figure, undefined, { timeout: 30_000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    release();
    await vi.waitFor(() => expect(saved).toHaveLength(1), { timeout: 30_000 });
    const rows = (await saved[0]!.text()).split('\r\n').filter(Boolean);
    expect(rows[0]).toMatch(/^(\uFEFF)?Order id,Date,Store,/);
    expect(rows).toHaveLength(orderCount + 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 90_000);
});
