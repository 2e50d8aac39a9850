import { createHash } from 'node:crypto';
/**
 * Issue 12, item 8: security headers on every API response and on the app's pages, a CSP the app passes
 * (no inline script), HSTS over https only, and a CORS policy that is configured, not absent.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig, type ServerConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { createStaticApp } from '../static-app.ts';

const db = { kind: 'pglite', query: async () => [] } as unknown as Db;
const appWith = (overrides: Partial<ServerConfig> = {}) =>
  createApp({ db, config: loadConfig({}, overrides) }, { resources: [] });

function expectCommonHeaders(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  // Hardening, second round: no page of ours may use the camera, microphone, location and the like.
  const policy = res.headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'display-capture'])
    expect(policy, feature).toMatch(new RegExp(`(^|, )${feature}=\\(\\)(,|$)`));
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
}

describe('API responses', () => {
  it.each([
    ['a success', '/api/health', 200],
    ['an error', '/api/store', 401],
    ['an unknown path', '/nowhere', 404],
  ])('%s carries the security headers and no-store', async (_label, url, status) => {
    const res = await appWith().request(url);
    expect(res.status).toBe(status);
    expectCommonHeaders(res);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('HSTS over https, and behind a proxy that says https only when it is trusted', async () => {
    expect(
      (await appWith().request('https://api.example/api/health')).headers.get('strict-transport-security'),
    ).toMatch(/max-age=\d+/);
    const proxied = { headers: { 'X-Forwarded-Proto': 'https' } };
    expect(
      (await appWith().request('/api/health', proxied)).headers.get('strict-transport-security'),
    ).toBeNull();
    expect(
      (await appWith({ trustProxy: true }).request('/api/health', proxied)).headers.get(
        'strict-transport-security',
      ),
    ).toMatch(/max-age/);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) => ({
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization, content-type',
    },
  });

  it('none configured: no cross-origin access at all', async () => {
    const res = await appWith().request('/api/health', { headers: { Origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('CORS_ORIGINS lets exactly those origins in, and exposes the paging headers', async () => {
    const app = appWith(loadConfig({ CORS_ORIGINS: 'https://admin.example, https://other.example/' }));
    const ok = await app.request('/token', preflight('https://admin.example'));
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://admin.example');
    expect(ok.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    expect(
      (await app.request('/token', preflight('https://other.example'))).headers.get(
        'access-control-allow-origin',
      ),
    ).toBe('https://other.example');
    expect(
      (await app.request('/token', preflight('https://evil.example'))).headers.get(
        'access-control-allow-origin',
      ),
    ).toBeNull();
    const get = await app.request('/api/health', { headers: { Origin: 'https://admin.example' } });
    expect(get.headers.get('access-control-expose-headers')).toMatch(/Content-Range/);
  });
});

describe("the app's pages", () => {
  it('have a CSP without inline script, and the app has no inline script to need one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'static-'));
    writeFileSync(path.join(dir, 'index.html'), readFileSync(path.join(process.cwd(), 'index.html'), 'utf8'));
    const root = createStaticApp(appWith(), { trustProxy: false }, dir);
    const page = await root.request('/dashboard');
    expect(page.status).toBe(200);
    expectCommonHeaders(page);
    const csp = page.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    // Every <script> of the app's page has a src: nothing inline for the CSP to refuse.
    const html = await page.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
    // API paths behind the same server are the API's, with its headers.
    const api = await root.request('/api/health');
    expect(api.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it("allow the build's own inline script by its hash, and no other", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'static-'));
    const preload = "(function () { document.head.dataset.preloaded = 'yes'; })();";
    writeFileSync(
      path.join(dir, 'index.html'),
      `<!doctype html><html><head><script type="module" src="/assets/index.js"></script><script>${preload}</script></head><body></body></html>`,
    );
    const root = createStaticApp(appWith(), { trustProxy: false }, dir);
    const csp = (await root.request('/')).headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(preload).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp.match(/'sha256-/g)).toHaveLength(1);
  });
});
