/**
 * The API reference as a super admin sees it, over a small OpenAPI document that msw serves where the
 * app's HTTP client asks for it: the operations by owner with who may call them, the search, an
 * operation's details opened from the keyboard, a schema's fields, the download, a failed load; in
 * Swedish and in English.
 */
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type TranslationMessages } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bundledMessages } from '../../i18n/bundledMessages';
import { mergeMessages, type Locale } from '../../i18n/catalogueCore';
import { apiConfig } from '../../providers/apiConfig';
import ApiReferencePage from './ApiReferencePage';
import pageMessages from './messages';
import { OPENAPI_PATH } from './useApiDocument';

const API = 'http://api.test';
const stores = { $ref: '#/components/schemas/Stores' };
const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});
const fixture = {
  openapi: '3.1.0',
  info: { title: 'Backoffice platform API', version: '3' },
  paths: {
    '/api/health': {
      get: {
        summary: 'Whether the API and its database answer',
        description: "Public: a load balancer's probe.",
        tags: ['platform'],
        security: [],
        responses: { '200': { description: 'Done' } },
      },
    },
    '/api/store': {
      get: {
        summary: 'Lists stores',
        description: 'Whoever may list stores, in the organization it works in.',
        tags: ['resources'],
        parameters: [
          { name: 'filter', in: 'query', required: false, description: 'A JSON object of filters' },
          {
            name: 'organizationId',
            in: 'header',
            required: false,
            description: 'The organization to work in',
          },
        ],
        responses: {
          '200': {
            description: 'Done',
            content: { 'application/json': { schema: { type: 'array', items: stores } } },
          },
          '401': error('No valid bearer token'),
        },
      },
      post: {
        summary: 'Creates a store',
        description: 'Whoever may create stores, in the organization it works in.',
        tags: ['resources'],
        requestBody: { description: 'the record', content: { 'application/json': { schema: stores } } },
        responses: { '201': { description: 'Done', content: { 'application/json': { schema: stores } } } },
      },
    },
    '/api/orders/{id}/refund': {
      post: {
        summary: "Pays back some or all of a paid order's lines",
        description: 'Whoever may show orders, in the organization it works in.',
        tags: ['orders'],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        requestBody: {
          description: '{ version, lines: [{ line, quantity }], reason? }',
          content: { 'application/json': { schema: { type: 'object' } } },
        },
        responses: { '200': { description: 'Done' }, '409': error('A stale version') },
      },
    },
  },
  components: {
    schemas: {
      Error: { type: 'object', properties: { errors: { type: 'array', items: { type: 'object' } } } },
      Stores: {
        type: 'object',
        description: "Store (an organization's)",
        properties: {
          id: { type: 'string', readOnly: true },
          name: { type: 'string', description: 'Name', examples: ['Butik Norr'] },
          timeZone: { type: 'string', enum: ['Europe/Stockholm', 'Europe/Oslo'], description: 'Time zone' },
          openedOn: { type: 'string', format: 'date', description: 'Opened on' },
        },
        required: ['name'],
      },
    },
  },
};
const RAW = JSON.stringify(fixture, null, 2);

const server = setupServer();
beforeAll(() => {
  apiConfig.baseUrl = API;
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function serveDocument() {
  const asked = vi.fn();
  server.use(
    http.get(`${API}${OPENAPI_PATH}`, () => {
      asked();
      return new HttpResponse(RAW, { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return asked;
}

function renderPage(locale: Locale = 'sv') {
  const messages = mergeMessages(bundledMessages(locale), pageMessages[locale]);
  const i18nProvider = polyglotI18nProvider(() => messages as unknown as TranslationMessages, locale);
  return render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()} queryClient={new QueryClient()}>
      <ApiReferencePage />
    </AdminContext>,
  );
}

const group = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}\\b`) });
const operation = (name: RegExp) => screen.getByRole('button', { name });

describe('the API reference', () => {
  it('lists the operations by the part of the API that owns them, with who may call each, in Swedish', async () => {
    serveDocument();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'API-referens' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('4 anrop');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'platform 1 anrop',
      'resources 2 anrop',
      'orders 1 anrop',
    ]);
    const resources = within(group('resources'));
    expect(resources.getByRole('button', { name: 'GET /api/store Lists stores' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(resources.getByRole('button', { name: 'POST /api/store Creates a store' })).toBeInTheDocument();
    expect(
      resources.getByText('Whoever may create stores, in the organization it works in.').parentElement,
    ).toHaveTextContent(/^Vem får anropa: Whoever may create stores/);
    expect(within(group('platform')).getByText("Public: a load balancer's probe.")).toBeInTheDocument();
    expect(screen.getByText('Backoffice platform API, version 3 (OpenAPI 3.1.0)')).toBeInTheDocument();
  });

  it('filters by path or summary', async () => {
    serveDocument();
    const user = userEvent.setup();
    renderPage();
    const search = await screen.findByRole('searchbox', { name: 'Sök på sökväg eller sammanfattning' });

    await user.type(search, 'refund');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 anrop'));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'orders 1 anrop',
    ]);
    expect(operation(/^POST \/api\/orders\/\{id\}\/refund/)).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'LISTS');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 anrop'));
    expect(operation(/^GET \/api\/store Lists stores$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Creates a store/ })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'no such thing');
    expect(await screen.findByText('Inga anrop matchar sökningen.')).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
  });

  it('opens an operation from the keyboard: its parameters, request body and responses', async () => {
    serveDocument();
    const user = userEvent.setup();
    renderPage();
    const refund = await screen.findByRole('button', { name: /^POST \/api\/orders\/\{id\}\/refund/ });
    refund.focus();
    await user.keyboard('{Enter}');
    expect(refund).toHaveAttribute('aria-expanded', 'true');
    const details = within(screen.getByRole('region', { name: /^POST \/api\/orders\/\{id\}\/refund/ }));
    expect(details.getByRole('heading', { level: 3, name: 'Parametrar' })).toBeInTheDocument();
    expect(details.getByText('id').closest('li')).toHaveTextContent('idi sökvägenObligatoriskt');
    expect(details.getByRole('heading', { level: 3, name: 'Begäran' })).toBeInTheDocument();
    expect(details.getByText('{ version, lines: [{ line, quantity }], reason? }')).toBeInTheDocument();
    expect(details.getByRole('heading', { level: 3, name: 'Svar' })).toBeInTheDocument();
    expect(details.getByText('409').closest('li')).toHaveTextContent('409A stale version');
    // Error is a schema too: the 409 names it.
    expect(details.getByRole('button', { name: 'Visa fälten i Error' })).toBeInTheDocument();

    await user.keyboard(' ');
    expect(refund).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'Parametrar' })).not.toBeInTheDocument();
  });

  it('shows the fields of a schema a response names', async () => {
    serveDocument();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'GET /api/store Lists stores' }));
    const details = within(screen.getByRole('region', { name: 'GET /api/store Lists stores' }));
    expect(details.getByText('filter').closest('li')).toHaveTextContent(
      'filteri frågesträngenA JSON object of filters',
    );
    await user.click(details.getByRole('button', { name: 'Visa fälten i Stores' }));
    expect(details.getByRole('button', { name: 'Dölj fälten i Stores' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(details.getByRole('heading', { level: 4, name: 'Fälten i Stores' })).toBeInTheDocument();
    expect(details.getByText("Store (an organization's)")).toBeInTheDocument();
    const field = (name: string) => details.getByText(name, { selector: 'code' }).closest('li')!;
    expect(field('name')).toHaveTextContent('Typ: stringObligatoriskt');
    expect(field('name')).toHaveTextContent('NameExempel: "Butik Norr"');
    expect(field('id')).toHaveTextContent('Skrivskyddat');
    expect(field('id')).not.toHaveTextContent('Obligatoriskt');
    expect(field('timeZone')).toHaveTextContent('Värden: Europe/Stockholm, Europe/Oslo');
    expect(field('openedOn')).toHaveTextContent('Typ: string (date)');
  });

  it('speaks English', async () => {
    serveDocument();
    const user = userEvent.setup();
    renderPage('en');
    expect(screen.getByRole('heading', { level: 1, name: 'API reference' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('4 operations');
    expect(screen.getByRole('heading', { level: 2, name: 'orders 1 operation' })).toBeInTheDocument();
    expect(
      screen.getByText('Whoever may show orders, in the organization it works in.').parentElement,
    ).toHaveTextContent(/^Who may call: /);
    expect(screen.getByRole('searchbox', { name: 'Search by path or summary' })).toBeInTheDocument();
    await user.click(operation(/^POST \/api\/orders\/\{id\}\/refund/));
    expect(screen.getByRole('heading', { level: 3, name: 'Parameters' })).toBeInTheDocument();
    expect(screen.getByText('in the path')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Request body' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Responses' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download openapi.json' })).toBeInTheDocument();
  });

  it('downloads the document as the API sent it', async () => {
    serveDocument();
    const user = userEvent.setup();
    const created: Blob[] = [];
    const objectUrl = vi
      .spyOn(URL, 'createObjectURL')
      .mockImplementation((blob) => (created.push(blob as Blob), 'blob:openapi'));
    // jsdom does not download: the link's click is where the browser would.
    const clicked: { download: string; href: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ download: this.download, href: this.href });
    });
    try {
      renderPage();
      await user.click(await screen.findByRole('button', { name: 'Ladda ner openapi.json' }));
      expect(clicked).toEqual([{ download: 'openapi.json', href: 'blob:openapi' }]);
      expect(created).toHaveLength(1);
      expect(created[0]!.type).toBe('application/json');
      expect(await created[0]!.text()).toBe(RAW);
    } finally {
      click.mockRestore();
      objectUrl.mockRestore();
    }
  });

  it('says when the document could not be loaded, and tries again on request', async () => {
    const asked = serveDocument();
    // Added last, so asked first: the first request is refused, the next one served.
    server.use(
      http.get(`${API}${OPENAPI_PATH}`, () => HttpResponse.json({ errors: [] }, { status: 404 }), {
        once: true,
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Det gick inte att hämta API:ets beskrivning.');
    expect(asked).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('status')).toHaveTextContent('4 anrop');
    expect(asked).toHaveBeenCalledOnce();
  });
});
