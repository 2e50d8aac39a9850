/** Moving around the running app as a link would, and waiting for a screen's outcome. */
import { expect, type Page } from '@playwright/test';
import { landingFor } from '../../src/domain/roles';
import type { Column } from './routeData';
import { fillLogin } from './session';

/**
 * How long a screen may take to show: a deadline for an outcome, not a performance budget (the bench
 * measures those); a full load of a screen with its lazy parts took over 10 s beside a running axe check
 * on a 2-core machine. A screen that shows sooner ends the wait sooner.
 */
const OUTCOME_TIMEOUT = 20_000;

export interface Arrival {
  ok: boolean;
  /** Where the browser was when it arrived or gave up. */
  path: string;
}

/**
 * Opens `url` inside the running app, as a link would (history push + popstate), and waits in the page
 * until it is on `want` with the screen's content visible: one round trip per cell.
 */
export async function openInApp(
  page: Page,
  url: string,
  want: string,
  selector: string,
  timeout = OUTCOME_TIMEOUT,
): Promise<Arrival> {
  return page.evaluate(
    async ({ target, path, css, limit }) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      // The router settles the location in microtasks and React renders it in a task queued meanwhile;
      // two timer turns later it has committed, so no earlier screen's content can count as the outcome.
      for (let turn = 0; turn < 2; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
      const deadline = performance.now() + limit;
      const arrived = () =>
        decodeURIComponent(window.location.pathname) === path &&
        [...document.querySelectorAll(css)].some((element) => element.checkVisibility());
      while (!arrived()) {
        if (performance.now() > deadline) return { ok: false, path: window.location.pathname };
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return { ok: true, path: window.location.pathname };
    },
    { target: url, path: decodeURIComponent(want), css: selector, limit: timeout },
  );
}

/** Loads `url` and waits until the browser is on `want` with the screen's content visible. */
export async function loadAndWait(
  page: Page,
  url: string,
  want: string,
  selector: string,
  timeout = OUTCOME_TIMEOUT,
): Promise<Arrival> {
  const deadline = Date.now() + timeout;
  await page.goto(url);
  for (;;) {
    try {
      await page.waitForFunction(
        ([path, css]) =>
          decodeURIComponent(window.location.pathname) === path &&
          [...document.querySelectorAll(css)].some((element) => element.checkVisibility()),
        [decodeURIComponent(want), selector] as const,
        { timeout: Math.max(1, deadline - Date.now()) },
      );
      return { ok: true, path: new URL(page.url()).pathname };
    } catch (error) {
      // A page load on the way (/logout reloads into /login) ends the wait early: wait on.
      const reloaded = /context was destroyed|navigat/i.test((error as Error).message);
      if (!reloaded || Date.now() >= deadline) return { ok: false, path: new URL(page.url()).pathname };
    }
  }
}

/** Signs a column's user in through the login page (a guest stays out); an acting admin then selects its organization. */
export async function signInAs(page: Page, column: Column): Promise<void> {
  if (!column.username) return;
  await page.goto('/login');
  await fillLogin(page, column.username);
  await expect(page).toHaveURL(landingFor(column.visitor.subject.roles), { timeout: 20_000 });
  if (column.organization) {
    await page.evaluate(({ id, name }) => {
      localStorage.setItem('backoffice.session.organizationId', id);
      localStorage.setItem('backoffice.session.organizationName', name);
      localStorage.setItem('backoffice.session.organizationSelected', 'true');
    }, column.organization);
  }
}
