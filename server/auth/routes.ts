/**
 * The OAuth endpoints of the reference API: POST /token, POST /revoke, GET /userinfo (SPEC 7), and the
 * signed-in user's own password change (password-change.ts).
 */
import type { Routes } from '../routing/route-table.ts';
import type { Deps } from '../http/env.ts';
import { clientAddress } from '../http/client-address.ts';
import { authenticateBearer } from './bearer.ts';
import { requireClient } from './client-credentials.ts';
import { formField, readForm } from './form.ts';
import { echoed, missingField, oauthError } from './oauth-errors.ts';
import { passwordChangeRoutes } from './password-change.ts';
import { passwordGrant } from './password-grant.ts';
import { registerSignIn } from './register-sign-in.ts';
import { refreshGrant } from './refresh-grant.ts';
import { verifyAccessToken } from './jwt.ts';
import { revokeRefreshToken } from './refresh-tokens.ts';
import { endAccessTokens } from './token-generation.ts';
import { userInfo } from './userinfo.ts';
import { qb, run } from '../storage/query-builder.ts';

export function authRoutes(routes: Routes, deps: Deps): void {
  routes.post(
    '/token',
    { public: 'the OAuth token endpoint: the client and the user prove themselves in the form' },
    {
      summary: 'A token pair for a username and password, or for a refresh token (OAuth 2)',
      body: 'application/x-www-form-urlencoded: grant_type, username, password | refresh_token, client_id',
    },
    async (c) => {
      requireClient(c, deps.config);
      const form = await readForm(c);
      const grantType = formField(form, 'grant_type');
      if (!grantType) throw missingField('grant_type');
      let body;
      if (grantType === 'password') body = await passwordGrant(deps, form, clientAddress(c, deps.config));
      else if (grantType === 'refresh_token') body = await refreshGrant(deps, form);
      else {
        throw oauthError(
          400,
          'unsupported_grant_type',
          `The grant type ${echoed(grantType)} is not supported`,
          `Beviljandetypen ${echoed(grantType)} stöds inte`,
          'grant_type',
        );
      }
      c.header('Cache-Control', 'no-store');
      c.header('Pragma', 'no-cache');
      return c.json(body);
    },
  );

  routes.post(
    '/api/backstage/3.0/register/sign-in',
    {
      public:
        'a seller or store manager signs in at a register with its 6-digit code; the client proves itself as on /token',
    },
    {
      summary: "A token pair for a seller's or store manager's login code at a register (SPEC 6)",
      body: '{ serialNumber, username, code, scope }',
    },
    async (c) => {
      requireClient(c, deps.config);
      const body = await registerSignIn(deps, c.req.raw, clientAddress(c, deps.config));
      c.header('Cache-Control', 'no-store');
      c.header('Pragma', 'no-cache');
      return c.json(body);
    },
  );

  routes.post(
    '/revoke',
    { public: 'RFC 7009: the client proves itself; an unknown token answers 200' },
    {
      summary: "Ends a refresh token's family and the user's access tokens",
      body: 'application/x-www-form-urlencoded: token, client_id',
    },
    async (c) => {
      requireClient(c, deps.config);
      const token = formField(await readForm(c), 'token');
      if (!token) throw missingField('token');
      // A refresh token ends its family; either kind of token ends the user's access tokens at once (its
      // token generation goes up, token-generation.ts). Unknown tokens answer 200 (RFC 7009 2.2).
      const userId =
        (await revokeRefreshToken(deps.db, token)) ?? (await verifyAccessToken(deps, token))?.sub;
      if (userId) await endAccessTokens(deps.db, userId);
      return c.body(null, 200);
    },
  );

  routes.get(
    '/userinfo',
    {
      public:
        'checks its own bearer token, and answers users the back office refuses too, so that the app can tell them why',
    },
    "The signed-in user's identity, roles, permissions and organization",
    async (c) => {
      const { user } = await authenticateBearer(c, deps);
      c.header('Cache-Control', 'no-store');
      const [organization] = user.organizationId
        ? await run<{ name: string | null; logo: { src?: unknown } | null }>(
            deps.db,
            qb.selectFrom('organizations').select(['name', 'logo']).where('id', '=', user.organizationId),
          )
        : [];
      const logo = organization?.logo?.src;
      return c.json(userInfo(user, organization?.name ?? null, typeof logo === 'string' ? logo : null));
    },
  );

  passwordChangeRoutes(routes, deps);
}
