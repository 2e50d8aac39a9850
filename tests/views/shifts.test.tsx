/**
 * The staff time report in the app's views, with the real dataProvider and httpClient against the
 * reference API in-process: the list of shifts with the totals per staff member beside it (from the
 * API's report), a name filtering the list; the edit form showing the API's overlap refusal on the start
 * field after a save, and a logout before the login on the end field before one.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { Admin, memoryStore } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hoursAndMinutes } from '../../src/domain/shifts';
import { apiConfig } from '../../src/providers/apiConfig';
import { createDataProvider } from '../../src/providers/dataProvider';
import { session } from '../../src/providers/session';
import shifts from '../../src/resources/shifts/index';
import shiftMessages from '../../src/resources/shifts/messages';
import shiftComponents from '../../src/resources/shifts/components';
import stores from '../../src/resources/stores/index';
import users from '../../src/resources/users';
import warehouses from '../../src/resources/warehouses';
import { resourceMessages } from '../../src/schema/labels';
import { createRegistry } from '../../src/schema/registry-core';
import { indexComponents } from '../../src/schema/ui/components';
import { EngineProvider } from '../../src/schema/ui/EngineContext';
import { engineMessages } from '../../src/schema/ui/messages';
import { resourceElements } from '../../src/schema/ui/resourceElements';
import { resourceDefinitions } from '../../server/resources/definitions';
import { inProcessApi } from './inProcessApi';

const registry = createRegistry([shifts, users, stores, warehouses]);
const components = indexComponents({ './shifts/components.tsx': { default: shiftComponents } });
// The API serves every resource (the users storage is shared by several definitions); the views these.
const api = inProcessApi(createRegistry(resourceDefinitions));
const LIST = '/apps/merchant/staffTimeReport';

beforeEach(() => {
  // The report's own request goes through the app's httpClient: to the in-process API, signed in
  // (tests/setup-dom.ts clears the browser storage after each test).
  apiConfig.baseUrl = 'http://api.test';
  session.saveTokens({ accessToken: api.token, idToken: null, refreshToken: null });
});

beforeAll(async () => {
  await Promise.all([
    import('../../src/schema/ui/ResourceList'),
    import('../../src/schema/ui/ResourceEdit'),
    import('../../src/resources/shifts/ShiftReport'),
  ]);
});

function renderAt(path: string) {
  const dataProvider = createDataProvider({ registry });
  const i18nProvider = polyglotI18nProvider(
    () => ({
      ...englishMessages,
      ...resourceMessages(registry, 'en'),
      ...engineMessages.en,
      ...shiftMessages.en,
    }),
    'en',
  );
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <EngineProvider registry={registry} components={components}>
            <Admin dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
              {resourceElements(registry, components)}
            </Admin>
          </EngineProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

const post = async (body: Record<string, unknown>) => {
  const res = await api.server.app.request(`/${shifts.api}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${api.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string };
};

describe('the staff time report', () => {
  it('lists the shifts with the totals per staff member beside them, and a name filters the list', async () => {
    const res = await api.server.app.request(`/${shifts.api}/report`, {
      headers: { Authorization: `Bearer ${api.token}` },
    });
    const report = (await res.json()) as { total: { shifts: number; hours: number } };
    renderAt(LIST);
    const totals = await screen.findByRole('region', { name: 'Totals per staff member' });
    expect(await within(totals).findByText('Elin Svensson')).toBeInTheDocument();
    expect(within(totals).getByText('Ahmed Karimi')).toBeInTheDocument();
    const footer = within(totals).getByText('Total').closest('tr')!;
    expect(within(footer as HTMLElement).getByText(String(report.total.shifts))).toBeInTheDocument();
    // As a clock reads them, the decimal figure beside.
    const decimal = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(
      within(footer as HTMLElement).getByText(
        `${hoursAndMinutes(report.total.hours)} (${decimal.format(report.total.hours)})`,
      ),
    ).toBeInTheDocument();
    expect(within(totals).getByRole('button', { name: 'Export totals' })).toBeInTheDocument();

    fireEvent.click(within(totals).getByRole('button', { name: 'Ahmed Karimi' }));
    expect(await within(totals).findByRole('button', { name: 'Ahmed Karimi' })).toBeInTheDocument();
    await waitFor(() => expect(within(totals).queryByText('Elin Svensson')).not.toBeInTheDocument());
  }, 60_000);

  it('shows the API’s refusal of an overlapping shift on the start field after a save', async () => {
    await post({
      user: 'user-kaffebaren-seller01',
      store: 'store-kaffebaren-gotgatan',
      start: '2023-05-08T07:00:00+02:00',
      end: '2023-05-08T15:30:00+02:00',
      breakMinutes: 30,
    });
    const later = await post({
      user: 'user-kaffebaren-seller01',
      store: 'store-kaffebaren-gotgatan',
      start: '2023-05-08T16:00:00+02:00',
      end: '2023-05-08T18:00:00+02:00',
    });
    const user = userEvent.setup();
    renderAt(`${LIST}/${later.id}`);
    const start = await screen.findByLabelText(/^Start \(login\)/);
    // Whatever the test's time zone, 10:00 on that day lies inside the morning shift (05:00-13:30 UTC).
    fireEvent.change(start, { target: { value: '2023-05-08T10:00' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Duplicate shift not allowed: the user already has a shift at this time'),
    ).toBeInTheDocument();
    expect(start).toHaveAttribute('aria-invalid', 'true');

    // The form itself refuses a logout before the login, on the end field.
    fireEvent.change(screen.getByLabelText(/^End \(logout\)/), { target: { value: '2023-05-08T09:00' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Logout time must be after login time')).toBeInTheDocument();
  }, 60_000);
});
