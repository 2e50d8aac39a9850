/**
 * The whole role-by-route matrix, over the data e2e/matrix.spec.ts opens (the route table of every
 * resource and guarded page, the guest and every demo user that signs in, a super admin working inside
 * an organization): each cell's expected outcome held to the SPEC's rules, and the cells the browser
 * opens (matrixCells) standing for every class of cells of every column.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../server/seed/demo-users';
import { isAllowed, lacksOnlyPartnerOnboarding, landingFor } from '../domain/roles';
import { registry } from '../resources/registry';
import { requirementIn } from '../schema/registry-core';
import { LOGIN_PATH, NOT_FOUND_PATH } from './appRoutes';
import {
  actingColumn,
  cellClass,
  distinctColumns,
  isGuardedPage,
  matrixCells,
  matrixColumns,
  routeKind,
  type MatrixColumn,
} from './matrixCells';
import { table } from './appRouteTable.testing';
import { expectedOutcome, type RouteEntry } from './routeTable';

const superAdmin = DEMO_USERS.find((u) => u.username === 'super@demo.test')!;
const partner = DEMO_USERS.find((u) => u.username === 'partner@demo.test')!;
/** A partner admin whose partner may not onboard (no demo partner is one: the API test switches one off). */
const NOT_ONBOARDING = 'partner admin whose partner may not onboard';
const columns: MatrixColumn[] = [
  ...matrixColumns(DEMO_USERS),
  actingColumn(superAdmin, { id: 'org-kaffebaren', name: 'Kaffebaren AB' }),
  ...matrixColumns([{ ...partner, username: NOT_ONBOARDING, partnerMayOnboard: false }]).slice(1),
];
const guest = columns[0]!;
const byPath = new Map(table.map((entry) => [entry.path, entry]));

/** The SPEC's rule for one cell, stated per route kind (SPEC 2, 4 and 6), without expectedOutcome. */
function specOutcome(entry: RouteEntry, column: MatrixColumn): { kind: string; path: string } {
  const { subject, signedIn } = column.visitor;
  const landing = signedIn ? landingFor(subject.roles) : LOGIN_PATH;
  const refused = signedIn ? { kind: 'landing', path: landing } : { kind: 'login', path: LOGIN_PATH };
  // react-admin's requireAuth: a guest inside the shell is sent to /login before any guard.
  if (!signedIn && entry.inShell) return { kind: 'login', path: LOGIN_PATH };
  const { target } = entry;
  switch (routeKind(entry)) {
    case 'resource list':
    case 'resource show':
    case 'resource edit':
    case 'resource create': {
      if (target.kind !== 'screen' || target.screen.kind !== 'resource') throw new Error(entry.path);
      const requirement = requirementIn(registry, target.screen.resource, target.screen.view);
      if (isAllowed(requirement, subject)) return { kind: 'shown', path: entry.path };
      return lacksOnlyPartnerOnboarding(requirement, subject)
        ? { kind: 'notEnabled', path: entry.path }
        : refused;
    }
    case 'bespoke page': {
      if (target.kind !== 'screen') throw new Error(entry.path);
      const visitor = signedIn ? subject : { roles: [], permissions: [] };
      if (isAllowed(target.requirement, visitor)) return { kind: 'shown', path: entry.path };
      // Its area's route, switched off for the partner: said in place (SPEC 2; issue 38 item 10).
      return lacksOnlyPartnerOnboarding(target.requirement, visitor)
        ? { kind: 'notEnabled', path: entry.path }
        : refused;
    }
    case 'old URL':
    case 'moved URL': {
      // Where it points decides; shown there is "another view" unless that is the role's landing.
      if (target.kind !== 'redirect') throw new Error(entry.path);
      const there = specOutcome(byPath.get(target.to)!, column);
      if (there.kind !== 'shown') return there;
      return { kind: there.path === landing ? 'landing' : 'redirected', path: there.path };
    }
    case 'landing':
      return refused;
    case 'logout':
      return { kind: 'login', path: LOGIN_PATH };
    case 'unknown path':
      return { kind: 'notFound', path: NOT_FOUND_PATH };
  }
}

describe('a partner admin on the agreement pages (issue 38 item 10)', () => {
  const column = (name: string) => columns.find((c) => c.name === name)!;
  const agreementPages = table.filter((entry) => entry.path.startsWith('/apps/partneradmin/agreements'));

  it('sees them while its partner may onboard (partner@demo.test, as the API signs it in)', () => {
    expect(agreementPages.length).toBeGreaterThan(5);
    for (const entry of agreementPages)
      expect(expectedOutcome(table, entry, column('partner@demo.test').visitor).kind, entry.path).toMatch(
        /^(shown|redirected)$/,
      );
  });

  it('is told in place that onboarding is not enabled, on each, while its partner may not', () => {
    for (const entry of agreementPages)
      expect(expectedOutcome(table, entry, column(NOT_ONBOARDING).visitor), entry.path).toMatchObject({
        kind: 'notEnabled',
        screen: { kind: 'page', page: 'notEnabled' },
      });
  });
});

describe('the role-by-route matrix, every cell', () => {
  it('has the columns and routes the browser opens', () => {
    expect(columns.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'guest',
        'super@demo.test',
        'admin@kaffebaren.test',
        'sales@demo.test',
        'associate@demo.test',
      ]),
    );
    expect(columns.map((c) => c.name)).not.toContain('seller01');
    expect(table.length * columns.length).toBeGreaterThan(3000);
  });

  it.each(columns.map((column) => [column.name, column] as const))(
    '%s: every route ends where the SPEC says, on a screen shown to the user',
    (_name, column) => {
      const wrong: string[] = [];
      for (const entry of table) {
        const got = expectedOutcome(table, entry, column.visitor);
        const want = specOutcome(entry, column);
        if (got.kind !== want.kind || got.path !== want.path)
          wrong.push(`${entry.path}: ${got.kind} ${got.path}, the SPEC says ${want.kind} ${want.path}`);
        // Where it ends is shown there, to the same user (no chain of redirects left, no dead end);
        // after /logout, to a guest.
        const end = byPath.get(got.path);
        const after = entry.target.kind === 'logout' ? guest.visitor : column.visitor;
        const endKind = end && expectedOutcome(table, end, after).kind;
        if (endKind !== 'shown' && !(got.kind === 'notEnabled' && endKind === 'notEnabled'))
          wrong.push(`${entry.path}: ends on ${got.path}, which is not shown to ${column.name}`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it("gives the sales representative its own area's agreements and onboarding, nothing of the admins'", () => {
    const associate = columns.find((c) => c.name === 'associate@demo.test')!;
    const outcome = (path: string) => {
      const { kind, path: end } = expectedOutcome(table, byPath.get(path)!, associate.visitor);
      return `${kind} ${end}`;
    };
    const landing = '/apps/associate/agreements';
    expect(outcome('/')).toBe(`landing ${landing}`);
    for (const shown of [
      landing,
      '/apps/associate/agreements/:id/show',
      '/apps/associate/agreements/:key/onboard',
      '/apps/associate/agreements/:key/onboard/edit/:type/PDFPreview',
      '/apps/associate/contracts',
    ])
      expect(outcome(shown)).toBe(`shown ${shown}`);
    for (const refused of [
      '/apps/salesadmin/agreements',
      '/apps/partneradmin/agreements/:key/onboard',
      '/apps/superadmin/associates',
      '/apps/supportadmin/organizations',
      '/dashboard',
      '/profile',
    ])
      expect(outcome(refused), refused).toBe(`landing ${landing}`);
  });

  it('shows the files screen to a merchant admin holding files, refuses it like any guarded page', () => {
    const files = byPath.get('/apps/merchant/files')!;
    const admin = columns.find((c) => c.name === 'admin@kaffebaren.test')!;
    expect(expectedOutcome(table, files, admin.visitor)).toMatchObject({ kind: 'shown' });
    const withoutFiles = {
      signedIn: true,
      subject: { roles: ['admin'], permissions: ['login-backstage', 'stores'] },
    };
    expect(expectedOutcome(table, files, withoutFiles)).toMatchObject({
      kind: 'landing',
      path: '/dashboard',
    });
    const sales = columns.find((c) => c.name === 'sales@demo.test')!;
    expect(expectedOutcome(table, files, sales.visitor)).toMatchObject({ kind: 'landing' });
  });

  it('shows the permissions screen to those who manage users, refuses it like any guarded page', () => {
    const permissions = byPath.get('/apps/setting/permissions')!;
    const admin = columns.find((c) => c.name === 'admin@kaffebaren.test')!;
    expect(expectedOutcome(table, permissions, admin.visitor)).toMatchObject({ kind: 'shown' });
    const withoutUsers = {
      signedIn: true,
      subject: { roles: ['admin'], permissions: ['login-backstage', 'stores'] },
    };
    expect(expectedOutcome(table, permissions, withoutUsers)).toMatchObject({ kind: 'landing' });
  });

  it('folds only columns whose every cell is alike', () => {
    const distinct = distinctColumns(table, columns);
    expect(distinct.length).toBeLessThan(columns.length);
    for (const { column, alike } of distinct)
      for (const name of alike) {
        const other = columns.find((c) => c.name === name)!;
        for (const entry of table)
          expect(expectedOutcome(table, entry, other.visitor)).toEqual(
            expectedOutcome(table, entry, column.visitor),
          );
      }
  });
});

describe('the cells the browser opens', () => {
  const distinct = distinctColumns(table, columns).map((d) => d.column);
  const cells = matrixCells(table, distinct);
  const opened = [...cells.values()].reduce((n, choices) => n + choices.length, 0);

  it('are a small part of the matrix, and all of it with `all`', () => {
    expect(opened).toBeLessThan((table.length * distinct.length) / 10);
    const all = matrixCells(table, distinct, { all: true });
    for (const column of distinct) expect(all.get(column.name)).toHaveLength(table.length);
  });

  it('stand, in every column, for every class of its cells (route kind and outcome kind)', () => {
    for (const column of distinct) {
      const choices = cells.get(column.name) ?? [];
      const classes = new Set(table.map((entry) => cellClass(table, entry, column.visitor)));
      const chosen = new Set<string>();
      for (const { entries } of choices) {
        // The routes that may stand for a cell are all of its class.
        const own = new Set(entries.map((entry) => cellClass(table, entry, column.visitor)));
        expect(own.size).toBe(1);
        chosen.add([...own][0]!);
      }
      expect(
        [...classes].filter((c) => !chosen.has(c)),
        column.name,
      ).toEqual([]);
      // /logout ends the session: last.
      expect(choices.at(-1)?.entries[0]?.target.kind).toBe('logout');
    }
  });

  it('open every guarded page, where it is shown when some column is shown it', () => {
    const guarded = table.filter(isGuardedPage);
    expect(guarded.map((e) => e.path)).toEqual(
      expect.arrayContaining(['/dashboard', '/profile', '/apps/setting/Import', '/login']),
    );
    for (const entry of guarded) {
      const outcomes = distinct.flatMap((column) =>
        (cells.get(column.name) ?? [])
          .filter((choice) => choice.entries.length === 1 && choice.entries[0] === entry)
          .map(() => expectedOutcome(table, entry, column.visitor).kind),
      );
      expect(outcomes.length, entry.path).toBeGreaterThan(0);
      if (distinct.some((c) => expectedOutcome(table, entry, c.visitor).kind === 'shown'))
        expect(outcomes, entry.path).toContain('shown');
    }
  });

  it('open the cells that end on one screen one after the other, /logout last', () => {
    for (const column of distinct) {
      const ends = (cells.get(column.name) ?? []).map(
        (choice) => expectedOutcome(table, choice.entries[0]!, column.visitor).path,
      );
      const last = ends.pop();
      expect(last).toBe(LOGIN_PATH);
      // Each end path is one run: once left, never come back to.
      const runs = ends.filter((path, i) => i === 0 || ends[i - 1] !== path);
      expect(new Set(runs).size, column.name).toBe(runs.length);
    }
  });

  it('are the same every time', () => {
    expect(matrixCells(table, distinct)).toEqual(cells);
  });
});
