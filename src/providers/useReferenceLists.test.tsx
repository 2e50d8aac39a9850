/**
 * The countries and the catalogue settings are read once a session (SPEC 3, 7), however many screens
 * show them, not again on a refresh, again after sign-out; a failed request leaves the bundled lists.
 */
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, Form, memoryStore } from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import customers from '../resources/customers/index';
import CountryInput from '../resources/customers/CountryInput';
import { apiConfig } from './apiConfig';
import { CATALOGUE_SETTINGS_PATH, COUNTRIES_PATH } from './referenceLists';
import { session } from './session';
import { API, fakeJwt, inSeconds } from './testing/fakePlatform';
import { useCatalogueSettings, useCountries } from './useReferenceLists';

const server = setupServer();
const calls = { countries: 0, settings: 0 };
let failing = false;

const API_COUNTRIES = [
  { id: 'SE', name: { en: 'Kingdom of Sweden', sv: 'Konungariket Sverige' } },
  { id: 'NO', name: { en: 'Kingdom of Norway', sv: 'Konungariket Norge' } },
];

beforeAll(() => {
  apiConfig.baseUrl = API;
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());
beforeEach(() => {
  calls.countries = 0;
  calls.settings = 0;
  failing = false;
  session.saveTokens({ accessToken: fakeJwt({ exp: inSeconds(3600) }), idToken: null, refreshToken: null });
  server.resetHandlers(
    http.get(`${API}/${COUNTRIES_PATH}`, () => {
      calls.countries++;
      return failing ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(API_COUNTRIES);
    }),
    http.get(`${API}/${CATALOGUE_SETTINGS_PATH}`, () => {
      calls.settings++;
      return failing
        ? HttpResponse.json({}, { status: 503 })
        : HttpResponse.json({ currency: 'SEK', limits: { importRows: 500, importFileBytes: 1024 } });
    }),
  );
});
afterEach(() => session.clear());

function CountryNames() {
  return (
    <p>
      {useCountries()
        .map((country) => country.name.sv)
        .join(', ')}
    </p>
  );
}

function ImportRows() {
  return <p>{`Rows: ${useCatalogueSettings().limits.importRows}`}</p>;
}

/** Several screens at once: two lists of names, a customer's country picker and two settings readers. */
function renderScreens(queryClient: QueryClient) {
  const i18nProvider = polyglotI18nProvider(() => englishMessages, 'sv');
  return render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()} queryClient={queryClient}>
      <CountryNames />
      <CountryNames />
      <Form record={{ country: 'SE' }}>
        <CountryInput source="country" field={customers.fields.country} label="Land" />
      </Form>
      <ImportRows />
      <ImportRows />
    </AdminContext>,
  );
}

describe('the session lists', () => {
  it('are asked for once, however many screens show them, and the picker names them as the API does', async () => {
    const queryClient = new QueryClient();
    renderScreens(queryClient);
    expect(await screen.findAllByText(/Konungariket Norge/)).toHaveLength(2);
    expect(await screen.findByText('Konungariket Sverige')).toBeInTheDocument();
    expect(await screen.findAllByText('Rows: 500')).toHaveLength(2);
    expect(calls).toEqual({ countries: 1, settings: 1 });
  });

  it('are not asked for again on a refresh or on another screen of the session', async () => {
    const queryClient = new QueryClient();
    const first = renderScreens(queryClient);
    await screen.findAllByText('Rows: 500');
    await queryClient.invalidateQueries();
    first.unmount();
    renderScreens(queryClient);
    expect(await screen.findAllByText('Rows: 500')).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual({ countries: 1, settings: 1 });
  });

  it('are asked for again after sign-out, which clears the cache', async () => {
    const queryClient = new QueryClient();
    const first = renderScreens(queryClient);
    await screen.findAllByText('Rows: 500');
    first.unmount();
    queryClient.clear();
    renderScreens(queryClient);
    await screen.findAllByText('Rows: 500');
    await waitFor(() => expect(calls).toEqual({ countries: 2, settings: 2 }));
  });

  it('fall back to the bundled lists when the API fails, and are not asked for again', async () => {
    failing = true;
    const queryClient = new QueryClient();
    renderScreens(queryClient);
    await waitFor(() => expect(calls).toEqual({ countries: 1, settings: 1 }));
    expect(await screen.findAllByText(/Sverige, Norge, Danmark/)).toHaveLength(2);
    expect(screen.getByText('Sverige')).toBeInTheDocument();
    expect(screen.getAllByText('Rows: 200000')).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual({ countries: 1, settings: 1 });
  });
});
