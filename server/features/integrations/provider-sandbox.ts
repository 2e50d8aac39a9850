/**
 * The reference API's stand-in for the three accounting providers (issue 17; SPEC 7 "accounting-provider
 * families, version 1.0"): what a real provider does for us, kept small and deterministic.
 *
 * - Each provider knows one registered app, the sandbox credentials (docs/integrations.md): a client id
 *   and secret. Anything else is "could not connect" (SPEC 8).
 * - Its consent page `GET /api/accounting/<family>/1.0/authorize` asks the merchant to allow access, then
 *   sends the browser back to our callback with an authorization code, or with `error=access_denied`.
 * - A code is good for ten minutes and only for the client and state it was made for; exchanging it
 *   gives an access token for an hour. Codes and tokens are HMACs keyed by the client secret, so any API
 *   process can check them and none needs to remember them.
 * - It takes what a sync sends and gives each accepted item its number in the provider's books.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { param } from '../../routing/params.ts';
import {
  ACCOUNTING_PROVIDERS,
  isAccountingProvider,
  type AccountingProvider,
} from '../../../src/domain/accounting.ts';
import { ApiError } from '../../http/errors.ts';
import type { Routes } from '../../routing/route-table.ts';

export const SANDBOX_APPS: Readonly<Record<AccountingProvider, { clientId: string; clientSecret: string }>> =
  {
    fortnox: { clientId: 'backoffice-fortnox', clientSecret: 'sandbox-fortnox-secret' },
    visma: { clientId: 'backoffice-visma', clientSecret: 'sandbox-visma-secret' },
    bjornlunden: { clientId: 'backoffice-bjornlunden', clientSecret: 'sandbox-bl-secret' },
  };

/** Where the consent page sends the browser back (same origin; nothing else is accepted). */
export const CALLBACK_PATH = '/api/integrations/callback';
const CODE_TTL_MS = 10 * 60_000;
export const TOKEN_TTL_MS = 60 * 60_000;

const same = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const sign = (provider: AccountingProvider, ...parts: string[]) =>
  createHmac('sha256', SANDBOX_APPS[provider].clientSecret).update(parts.join('\n')).digest('base64url');

export const couldNotConnect = (): ApiError =>
  ApiError.of(
    400,
    'errors.integration.connect',
    'Could not connect to the accounting provider: check the client id and client secret',
    'Kunde inte ansluta till bokföringssystemet: kontrollera klient-id och klienthemlighet',
    'clientSecret',
  );

export const couldNotAuthorize = (): ApiError =>
  ApiError.of(
    400,
    'errors.integration.auth_code',
    'Could not generate an auth code: the accounting provider did not authorize the connection',
    'Kunde inte generera en auktoriseringskod: bokföringssystemet godkände inte anslutningen',
  );

/** The provider's check of an app's credentials (its client-credentials call). */
export function verifyClient(provider: AccountingProvider, clientId: string, clientSecret: string): void {
  const app = SANDBOX_APPS[provider];
  if (!same(clientId, app.clientId) || !same(clientSecret, app.clientSecret)) throw couldNotConnect();
}

export function authorizeUrl(provider: AccountingProvider, clientId: string, state: string): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: CALLBACK_PATH,
    state,
  });
  return `/api/accounting/${ACCOUNTING_PROVIDERS[provider].family}/1.0/authorize?${query}`;
}

function authorizationCode(provider: AccountingProvider, clientId: string, state: string, now = Date.now()) {
  const expires = String(now + CODE_TTL_MS);
  return `${expires}.${sign(provider, 'code', clientId, state, expires)}`;
}

/** The provider's token endpoint: a code made for this client and state, not expired, gives a token. */
export function exchangeCode(
  provider: AccountingProvider,
  clientId: string,
  clientSecret: string,
  code: string,
  state: string,
  now = Date.now(),
): { accessToken: string; expiresAt: Date } {
  verifyClient(provider, clientId, clientSecret);
  const [expires = '', signature = ''] = code.split('.');
  if (!(Number(expires) > now) || !same(signature, sign(provider, 'code', clientId, state, expires)))
    throw couldNotAuthorize();
  return issueToken(provider, clientId, now);
}

function issueToken(provider: AccountingProvider, clientId: string, now: number) {
  const until = String(now + TOKEN_TTL_MS);
  return {
    accessToken: `${until}.${sign(provider, 'token', clientId, until)}`,
    expiresAt: new Date(Number(until)),
  };
}

/** A new token for an authorized app whose token ran out (its refresh call). */
export function refreshToken(
  provider: AccountingProvider,
  clientId: string,
  clientSecret: string,
  now = Date.now(),
): { accessToken: string; expiresAt: Date } {
  verifyClient(provider, clientId, clientSecret);
  return issueToken(provider, clientId, now);
}

/** The provider's check of a bearer token on each call it takes. */
export function tokenValid(provider: AccountingProvider, clientId: string, token: string, now = Date.now()) {
  const [until = '', signature = ''] = token.split('.');
  return Number(until) > now && same(signature, sign(provider, 'token', clientId, until));
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function consentPage(name: string, allow: string, deny: string): string {
  return `<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><title>${escape(name)}: godkänn åtkomst</title></head>
<body>
<main>
<h1>${escape(name)}</h1>
<p>Backoffice vill läsa och skriva i ert företags bokföring: artiklar, kunder, verifikationer och lager.</p>
<p lang="en">Backoffice asks to read and write your company's books: articles, customers, vouchers and stock.</p>
<p><a id="allow" href="${escape(allow)}">Godkänn / Allow</a></p>
<p><a id="deny" href="${escape(deny)}">Neka / Deny</a></p>
</main>
</body></html>`;
}

/** The providers' consent pages. */
export function providerSandboxRoutes(routes: Routes) {
  routes.get(
    '/api/accounting/:family/1.0/authorize',
    { public: "a simulated provider's consent page, public as the provider's own site is" },
    {
      summary: "The simulated accounting provider's consent page",
      query: {
        client_id: "the app's client id",
        state: "the connection's state",
        response_type: 'code',
        redirect_uri: 'the callback path',
      },
    },
    (c) => {
      const provider = Object.entries(ACCOUNTING_PROVIDERS).find(
        ([, { family }]) => family === param(c, 'family'),
      )?.[0];
      const clientId = c.req.query('client_id') ?? '';
      const state = c.req.query('state') ?? '';
      if (
        !isAccountingProvider(provider) ||
        c.req.query('response_type') !== 'code' ||
        c.req.query('redirect_uri') !== CALLBACK_PATH ||
        !same(clientId, SANDBOX_APPS[provider].clientId) ||
        state.length < 16 ||
        state.length > 200
      )
        return c.text('invalid_request', 400);
      const back = (params: Record<string, string>) =>
        `${CALLBACK_PATH}?${new URLSearchParams({ ...params, state })}`;
      return c.html(
        consentPage(
          ACCOUNTING_PROVIDERS[provider].name,
          back({ code: authorizationCode(provider, clientId, state) }),
          back({ error: 'access_denied' }),
        ),
      );
    },
  );
}
