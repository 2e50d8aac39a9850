/**
 * What Chromium loads and how fast the app shows rows: Debian's /usr/bin/chromium through
 * playwright-core (never a downloaded browser), every context fresh (no cache, no storage), only the
 * local app on 127.0.0.1.
 */
import http from 'node:http';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/helpers/chromium.ts';
import { gzipBytes } from './build.ts';

export { CHROMIUM_ARGS, CHROMIUM_PATH };

/** Belt and braces for "127.0.0.1 only": no other host name resolves (no cost per request, unlike interception). */
const LOCAL_ONLY_ARG = '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1, EXCLUDE localhost';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface LoadedScript {
  url: string;
  bytes: number;
  gzip: number;
  /** The body as it came over the wire (compressed when the server compressed it). */
  sent: number;
}

export interface LoadedJs {
  scripts: LoadedScript[];
  bytes: number;
  gzip: number;
  sent: number;
}

/** A list of the app: where it lives and the text of its first row in the default sort ('': any text). */
export interface ListTarget {
  name: string;
  /** Its URL's path, with the hash of an app on hash routes (`/#/customers`). */
  path: string;
  firstRowText: string;
}

/** An app the timed runs measure: ours, or react-admin's demo beside it (bench/demo.ts). */
export interface AppUnderTest {
  baseUrl: string;
  /** The browser storage of a signed-in user, seeding every timed context. */
  state: StorageState;
  /** The demo's fake REST server is a service worker; ours registers none. */
  serviceWorkers: 'allow' | 'block';
  list: ListTarget;
  other: ListTarget | undefined;
}

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, LOCAL_ONLY_ARG],
    headless: true,
    timeout: 60_000,
  });
}

const CONTEXT = { locale: 'sv-SE', viewport: { width: 1366, height: 800 } };

/** Requests our app tried to send elsewhere than its own origin (there should be none). */
export const foreignRequests: string[] = [];

export async function newContext(
  browser: Browser,
  baseUrl: string,
  storageState?: StorageState,
  serviceWorkers: AppUnderTest['serviceWorkers'] = 'block',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...CONTEXT,
    serviceWorkers,
    baseURL: baseUrl,
    ...(storageState ? { storageState } : {}),
  });
  // The demo's API requests go to its own host name, answered by its service worker.
  if (serviceWorkers === 'allow') return context;
  context.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseUrl) && !url.startsWith('data:') && !url.startsWith('blob:'))
      foreignRequests.push(url);
  });
  return context;
}

/**
 * The body's size as the server sends it for `acceptEncoding`, asked again: Chromium gives no size for
 * a response a service worker fetched (the demo's, once its worker runs).
 */
function sentSize(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      let size = 0;
      response.on('data', (chunk: Buffer) => (size += chunk.length));
      response.once('end', () => resolve(size));
      response.once('error', reject);
    });
    request.once('error', reject);
  });
}

/** Counts the JS responses of a page while `work` runs, then until the network is idle. */
async function countJs(page: Page, work: () => Promise<void>): Promise<LoadedJs> {
  const pending: Promise<LoadedScript | null>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    const isScript =
      response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(url).pathname);
    if (!isScript) return;
    pending.push(
      Promise.all([response.body(), response.request().sizes(), response.request().allHeaders()]).then(
        async ([body, sizes, headers]) => ({
          url: new URL(url).pathname,
          bytes: body.length,
          gzip: gzipBytes(body),
          sent:
            sizes.responseBodySize >= 0
              ? sizes.responseBodySize
              : await sentSize(url, headers['accept-encoding'] ?? ''),
        }),
        () => null,
      ),
    );
  });
  await work();
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  const scripts = (await Promise.all(pending)).filter((s): s is LoadedScript => s !== null);
  const unique = [...new Map(scripts.map((s) => [s.url, s])).values()].sort((a, b) => b.gzip - a.gzip);
  return {
    scripts: unique,
    bytes: unique.reduce((n, s) => n + s.bytes, 0),
    gzip: unique.reduce((n, s) => n + s.gzip, 0),
    sent: unique.reduce((n, s) => n + s.sent, 0),
  };
}

/** Resolves with performance.now() (ms since navigation start) when a table cell shows `text` ('': any text). */
export async function firstRowAt(page: Page, text: string, timeout = 30_000): Promise<number> {
  const handle = await page.waitForFunction(
    (wanted: string) => {
      const cells = document.querySelectorAll('tbody td');
      for (const cell of cells) {
        const shown = cell.textContent;
        if (shown && shown.trim() && shown.includes(wanted)) return performance.now();
      }
      return 0;
    },
    text,
    { polling: 'raf', timeout },
  );
  return (await handle.jsonValue()) as number;
}

export async function loginPageJs(
  browser: Browser,
  baseUrl: string,
  loginPath = '/login',
  serviceWorkers: AppUnderTest['serviceWorkers'] = 'block',
): Promise<LoadedJs> {
  const context = await newContext(browser, baseUrl, undefined, serviceWorkers);
  try {
    const page = await context.newPage();
    return await countJs(page, async () => {
      await page.goto(loginPath);
      await page.locator('input[name="password"]').waitFor({ state: 'visible', timeout: 30_000 });
    });
  } finally {
    await context.close();
  }
}

/** Signs in through the login form once and keeps the browser storage the app wrote. */
export async function signIn(
  browser: Browser,
  baseUrl: string,
  username: string,
  password: string,
): Promise<StorageState> {
  const context = await newContext(browser, baseUrl);
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.locator('input[name="username"]').fill(username);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    const state = await context.storageState();
    if (!state.origins.some((o) => o.localStorage.some((item) => item.name === 'backoffice.session.token'))) {
      throw new Error('bench: signing in left no session token in localStorage');
    }
    return state;
  } finally {
    await context.close();
  }
}

export async function listPageJs(browser: Browser, app: AppUnderTest): Promise<LoadedJs> {
  const { list } = app;
  const context = await newContext(browser, app.baseUrl, app.state, app.serviceWorkers);
  try {
    const page = await context.newPage();
    return await countJs(page, async () => {
      await page.goto(list.path, { waitUntil: 'commit' });
      await firstRowAt(page, list.firstRowText);
    });
  } finally {
    await context.close();
  }
}

/** The menu link's href of a list: its path, or its hash on hash routes (the demo's `#/orders`). */
const menuHrefOf = (path: string) => (path.startsWith('/#') ? path.slice(1) : path);

/**
 * In the page: clicks the menu link `href` and resolves with the ms until a row shows `text` ('': any
 * text) at `path` (pathname and hash; a query after it is allowed), in a table body the page did not
 * show before the click (the previous list's rows may stay for a frame on the new URL).
 * Kept as source text: tsx's name-keeping helpers do not exist in the page.
 */
const MOVE_SCRIPT = `({ href, path, text, limit }) => new Promise((resolve, reject) => {
  const link = document.querySelector('a[href="' + href + '"]');
  if (!link) return reject(new Error('no menu link to ' + href));
  const before = new Set(document.querySelectorAll('tbody'));
  const t0 = performance.now();
  link.click();
  requestAnimationFrame(function tick() {
    const now = performance.now();
    const at = location.pathname + location.hash;
    if (at === path || at.startsWith(path + '?')) {
      for (const cell of document.querySelectorAll('tbody td')) {
        const shown = cell.textContent;
        if (!before.has(cell.closest('tbody')) && shown && shown.trim() && shown.includes(text)) return resolve(now - t0);
      }
    }
    if (now - t0 > limit) return reject(new Error('no row of ' + path + ' after ' + limit + ' ms'));
    requestAnimationFrame(tick);
  });
})`;

/** Clicks the menu link to `to` and resolves with the ms until its first row shows (in the page's clock). */
async function moveTo(page: Page, to: ListTarget, timeout = 30_000): Promise<number> {
  const args = JSON.stringify({
    href: menuHrefOf(to.path),
    path: to.path,
    text: to.firstRowText,
    limit: timeout,
  });
  return (await page.evaluate(`(${MOVE_SCRIPT})(${args})`)) as number;
}

/** The first of `candidates` that has a link in the page's menu. */
export async function linkedTarget(
  browser: Browser,
  baseUrl: string,
  state: StorageState,
  from: ListTarget,
  candidates: readonly ListTarget[],
): Promise<ListTarget | undefined> {
  const context = await newContext(browser, baseUrl, state);
  try {
    const page = await context.newPage();
    await page.goto(from.path, { waitUntil: 'commit' });
    await firstRowAt(page, from.firstRowText);
    for (const candidate of candidates)
      if ((await page.locator(`a[href="${menuHrefOf(candidate.path)}"]`).count()) > 0) return candidate;
    return undefined;
  } finally {
    await context.close();
  }
}

export interface RunTimes {
  coldLoadMs: number;
  /** From the big list to another list, first visit (its data not yet fetched). */
  moveMs: number | null;
  /** Back to the big list (react-admin shows its cached page, then refreshes it). */
  moveBackMs: number | null;
}

/** One fresh context: a cold load of the app's list, then a menu click to its other list and one back. */
export async function timedRun(browser: Browser, app: AppUnderTest): Promise<RunTimes> {
  const { list, other } = app;
  const context = await newContext(browser, app.baseUrl, app.state, app.serviceWorkers);
  try {
    const page = await context.newPage();
    await page.goto(list.path, { waitUntil: 'commit' });
    const coldLoadMs = await firstRowAt(page, list.firstRowText);
    if (!other) return { coldLoadMs, moveMs: null, moveBackMs: null };
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    const moveMs = await moveTo(page, other);
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    const moveBackMs = await moveTo(page, list);
    return { coldLoadMs, moveMs, moveBackMs };
  } finally {
    await context.close();
  }
}

export async function chromiumVersion(browser: Browser): Promise<string> {
  return browser.version();
}
