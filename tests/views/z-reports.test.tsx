/**
 * The new Z report form with the real dataProvider against the reference API in-process: a day before
 * the register's last closed day is refused by the API, and the form shows the message on the day's
 * field, naming that day, keeping what was typed. The list's panel of open register days closes a
 * register's oldest open day with its Z report.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../src/domain/periods';
import { apiConfig } from '../../src/providers/apiConfig';
import { createDataProvider } from '../../src/providers/dataProvider';
import { session } from '../../src/providers/session';
import devices from '../../src/resources/devices';
import stores from '../../src/resources/stores/index';
import warehouses from '../../src/resources/warehouses';
import zReports from '../../src/resources/z-reports/index';
import zReportComponents from '../../src/resources/z-reports/components';
import zReportMessages from '../../src/resources/z-reports/messages';
import { createRegistry } from '../../src/schema/registry-core';
import { indexComponents } from '../../src/schema/ui/components';
import { resourceDefinitions } from '../../server/resources/definitions';
import { storedRows } from '../../server/testing/stored';
import { inProcessApi } from './inProcessApi';
import { renderResources } from './renderRoute';

const registry = createRegistry([zReports, devices, stores, warehouses]);
const components = indexComponents({ './z-reports/components.tsx': { default: zReportComponents } });
const api = inProcessApi(createRegistry(resourceDefinitions));

beforeEach(() => {
  apiConfig.baseUrl = 'http://api.test';
  session.saveTokens({ accessToken: api.token, idToken: null, refreshToken: null });
});

beforeAll(async () => {
  await Promise.all([
    import('../../src/schema/ui/ResourceCreate'),
    import('../../src/resources/z-reports/RegisterInput'),
    import('../../src/schema/ui/ResourceList'),
    import('../../src/resources/z-reports/ZReportList'),
  ]);
});

describe('the new Z report form', () => {
  it('shows the API’s refusal of a day before the register’s last closed day on the day field', async () => {
    const devicesOf = await storedRows(api.server.db, 'devices', { organizationId: 'org-kaffebaren' });
    const register = devicesOf.find(
      (d) => d.data.kind === 'register' && d.data.store === 'store-kaffebaren-gotgatan',
    )!;
    const reports = (
      await storedRows(api.server.db, 'z-reports', { organizationId: 'org-kaffebaren' })
    ).filter((r) => r.data.register === register.id);
    const lastClosed = reports
      .map((r) => String(r.data.businessDay))
      .sort()
      .at(-1)!;
    // The demo closes every day it sold: a day skipped is its first one, its Z report taken out here.
    const first = reports.find((r) => r.data.serialNumber === 1)!;
    await api.server.db.query('DELETE FROM z_reports WHERE id = $1', [first.id]);
    const earlier = String(first.data.businessDay);
    const user = userEvent.setup();
    renderResources({
      registry,
      components,
      dataProvider: createDataProvider({ registry }),
      messages: zReportMessages.en,
      url: '/apps/merchant/reports/create',
    });
    const registerInput = await screen.findByRole('combobox', { name: /Register/ }, { timeout: 15_000 });
    await user.click(registerInput);
    await user.click(
      await screen.findByRole(
        'option',
        { name: `${String(register.data.name)} · Kaffebaren Götgatan` },
        { timeout: 10_000 },
      ),
    );
    const day = screen.getByLabelText(/^Day/);
    fireEvent.change(day, { target: { value: earlier } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        `This register’s days are closed up to ${lastClosed}: a Z report closes a later day, in day order`,
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(day).toHaveValue(earlier);
  }, 60_000);
});

describe('the open register days', () => {
  it('lists each register’s oldest open day and closes it with its Z report', async () => {
    const yesterday = addDays(todayIn('Europe/Stockholm'), -1);
    const user = userEvent.setup();
    renderResources({
      registry,
      components,
      dataProvider: createDataProvider({ registry }),
      messages: zReportMessages.en,
      url: '/apps/merchant/reports',
    });
    expect(
      await screen.findByRole('heading', { name: 'Open register days' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const sections = await screen.findAllByRole('region', { name: / · Kaffebaren / }, { timeout: 10_000 });
    // One whose only open day is yesterday (the test above made a skipped day on another).
    const section = sections.find(
      (s) =>
        within(s).queryByText(new RegExp(`^${yesterday}: \\d+ receipts`)) &&
        !within(s).queryByText(/skipped/),
    )!;
    expect(section).toBeDefined();
    const name = section.getAttribute('aria-label')!;
    await user.click(within(section).getByRole('button', { name: 'Close the day' }));
    expect(
      await screen.findByText(new RegExp(`^Z report no\\. \\d+ closes ${name} ${yesterday}$`), undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name })).not.toBeInTheDocument(), {
      timeout: 10_000,
    });
    const closed = (
      await storedRows(api.server.db, 'z-reports', { organizationId: 'org-kaffebaren' })
    ).filter((r) => r.data.businessDay === yesterday);
    expect(closed).toHaveLength(1);
  }, 60_000);
});
