/**
 * What Chromium loads and how fast the app shows rows: Debian's /usr/bin/chromium through
 * playwright-core (never a downloaded browser), every context fresh (no cache, no storage), only the
 * local app on 127.0.0.1.
 */
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

/** A list of the app: where it lives and the text of its first row in the default sort. */
export interface ListTarget {
  name: string;
  path: string;
  firstRowText: string;
}

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, LOCAL_ONLY_ARG],
    headless: true,
    timeout: 60_000,
  });
}

const CONTEXT = { locale: 'sv-SE', viewport: { width: 1366, height: 800 }, serviceWorkers: 'block' as const };

/** Requests the app tried to send elsewhere than its own origin (there should be none). */
export const foreignRequests: string[] = [];

export async function newContext(
  browser: Browser,
  baseUrl: string,
  storageState?: StorageState,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...CONTEXT,
    baseURL: baseUrl,
    ...(storageState ? { storageState } : {}),
  });
  context.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseUrl) && !url.startsWith('data:') && !url.startsWith('blob:'))
      foreignRequests.push(url);
  });
  return context;
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
      Promise.all([response.body(), response.request().sizes()]).then(
        ([body, sizes]) => ({
          url: new URL(url).pathname,
          bytes: body.length,
          gzip: gzipBytes(body),
          sent: sizes.responseBodySize,
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

/** Resolves with performance.now() (ms since navigation start) when a table cell shows `text`. */
export async function firstRowAt(page: Page, text: string, timeout = 30_000): Promise<number> {
  const handle = await page.waitForFunction(
    (wanted: string) => {
      const cells = document.querySelectorAll('tbody td');
      for (const cell of cells) if (cell.textContent?.includes(wanted)) return performance.now();
      return 0;
    },
    text,
    { polling: 'raf', timeout },
  );
  return (await handle.jsonValue()) as number;
}

export async function loginPageJs(browser: Browser, baseUrl: string): Promise<LoadedJs> {
  const context = await newContext(browser, baseUrl);
  try {
    const page = await context.newPage();
    return await countJs(page, async () => {
      await page.goto('/login');
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

export async function listPageJs(
  browser: Browser,
  baseUrl: string,
  state: StorageState,
  list: ListTarget,
): Promise<LoadedJs> {
  const context = await newContext(browser, baseUrl, state);
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

/**
 * In the page: clicks the menu link to `path` and resolves with the ms until a row shows `text`.
 * Kept as source text: tsx's name-keeping helpers do not exist in the page.
 */
const MOVE_SCRIPT = `({ path, text, limit }) => new Promise((resolve, reject) => {
  const link = document.querySelector('a[href="' + path + '"]');
  if (!link) return reject(new Error('no menu link to ' + path));
  const t0 = performance.now();
  link.click();
  requestAnimationFrame(function tick() {
    const now = performance.now();
    if (location.pathname === path) {
      for (const cell of document.querySelectorAll('tbody td')) if (cell.textContent && cell.textContent.includes(text)) return resolve(now - t0);
    }
    if (now - t0 > limit) return reject(new Error('no row of ' + path + ' after ' + limit + ' ms'));
    requestAnimationFrame(tick);
  });
})`;

/** Clicks the menu link to `to` and resolves with the ms until its first row shows (in the page's clock). */
async function moveTo(page: Page, to: ListTarget, timeout = 30_000): Promise<number> {
  const args = JSON.stringify({ path: to.path, text: to.firstRowText, limit: timeout });
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
      if ((await page.locator(`a[href="${candidate.path}"]`).count()) > 0) return candidate;
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

/** One fresh context: a cold load of `list`, then a menu click to `other` and one back. */
export async function timedRun(
  browser: Browser,
  baseUrl: string,
  state: StorageState,
  list: ListTarget,
  other: ListTarget | undefined,
): Promise<RunTimes> {
  const context = await newContext(browser, baseUrl, state);
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
