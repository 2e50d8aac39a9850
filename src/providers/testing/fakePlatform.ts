/**
 * A small platform API for provider tests, at the network edge with msw: it records every request
 * and answers /token, /revoke, /userinfo, product count and organizations like the reference API.
 */
import { http, HttpResponse } from 'msw';

export const API = 'http://api.test';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Headers;
  form: URLSearchParams | null;
}

/** An unsigned JWT with the given claims; the client only decodes it. */
export function fakeJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.signature`;
}

export const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

export interface FakeUser {
  sub: string;
  username: string;
  name: string;
  groups: string[];
  organization: string | null;
  permissions: string[];
  /** Answered by /userinfo when set (the reference API does; the SPEC's platform need not). */
  organizationName?: string;
  /** Its logo's address, answered by /userinfo when set. */
  logoURL?: string;
}

export const USERS = {
  merchantAdmin: {
    sub: 'user-1',
    username: 'admin@kaffebaren.test',
    name: 'Anna Berg',
    groups: ['MerchantAdmin'],
    organization: 'org-kaffebaren',
    permissions: ['login-backstage', 'products'],
  },
  superAdmin: {
    sub: 'user-2',
    username: 'super@demo.test',
    name: 'Sara Lindqvist',
    groups: ['SuperAdmin'],
    organization: null,
    permissions: [],
  },
  seller: {
    sub: 'user-3',
    username: 'seller01',
    name: 'Sam Säljare',
    groups: ['Seller'],
    organization: 'org-kaffebaren',
    permissions: [],
  },
  noBackstage: {
    sub: 'user-4',
    username: 'nobackstage@kaffebaren.test',
    name: 'Nils Ek',
    groups: ['MerchantAdmin'],
    organization: 'org-kaffebaren',
    permissions: ['products', 'orders'],
  },
} satisfies Record<string, FakeUser>;

export function errorBody(status: number, en: string, sv: string, extra: Record<string, unknown> = {}) {
  return {
    ...extra,
    errors: [{ errorCode: 'e', errorMessage: { en, sv } }],
    statusCode: status,
    traceId: `trace-${status}`,
  };
}

export class FakePlatform {
  requests: RecordedRequest[] = [];
  user: FakeUser = USERS.merchantAdmin;
  productCount = 12;
  accessTtl = 3600;
  /** When false, refresh-token grants are refused with 400 invalid_grant. */
  refreshAllowed = true;
  private issued = 0;

  reset(): void {
    this.requests = [];
    this.user = USERS.merchantAdmin;
    this.productCount = 12;
    this.accessTtl = 3600;
    this.refreshAllowed = true;
    this.issued = 0;
  }

  private async record(request: Request): Promise<RecordedRequest> {
    const url = new URL(request.url);
    const type = request.headers.get('content-type') ?? '';
    const form = type.includes('application/x-www-form-urlencoded')
      ? new URLSearchParams(await request.clone().text())
      : null;
    const recorded = { method: request.method, path: url.pathname, headers: request.headers, form };
    this.requests.push(recorded);
    return recorded;
  }

  calls(path: string): RecordedRequest[] {
    return this.requests.filter((r) => r.path === path);
  }

  accessToken(): string {
    this.issued += 1;
    return fakeJwt({
      sub: this.user.sub,
      groups: this.user.groups,
      organization: this.user.organization,
      exp: inSeconds(this.accessTtl),
      n: this.issued,
    });
  }

  handlers() {
    return [
      http.post(`${API}/token`, async ({ request }) => {
        const { form } = await this.record(request);
        if (form?.get('grant_type') === 'refresh_token' && !this.refreshAllowed) {
          return HttpResponse.json(
            errorBody(400, 'The refresh token is invalid', 'Förnyelsetoken är ogiltig', {
              error: 'invalid_grant',
            }),
            { status: 400 },
          );
        }
        return HttpResponse.json({
          access_token: this.accessToken(),
          id_token: fakeJwt({ sub: this.user.sub }),
          refresh_token: `refresh-${this.issued}`,
          token_type: 'Bearer',
          expires_in: this.accessTtl,
        });
      }),
      http.post(`${API}/revoke`, async ({ request }) => {
        await this.record(request);
        return new HttpResponse(null, { status: 200 });
      }),
      http.get(`${API}/userinfo`, async ({ request }) => {
        await this.record(request);
        const u = this.user;
        return HttpResponse.json({
          sub: u.sub,
          'user-id': u.sub,
          username: u.username,
          name: u.name,
          email: u.username.includes('@') ? u.username : null,
          groups: u.groups,
          organization: u.organization,
          userPermissions: u.permissions,
          partnerId: null,
          ...(u.organizationName ? { organizationName: u.organizationName } : {}),
          ...(u.logoURL ? { logoURL: u.logoURL } : {}),
        });
      }),
      http.get(`${API}/api/catalog/product/count`, async ({ request }) => {
        await this.record(request);
        return HttpResponse.json(this.productCount);
      }),
      http.get(`${API}/api/organization/:id`, async ({ request, params }) => {
        await this.record(request);
        return HttpResponse.json({
          id: params.id,
          name: params.id === 'org-kaffebaren' ? 'Kaffebaren AB' : 'Other AB',
          logoUrl: null,
        });
      }),
    ];
  }
}
