/**
 * The role-by-route matrix (e2e/matrix.spec.ts) as data: its columns (a guest and each demo user that
 * signs in) and which of its cells the browser opens.
 *
 * Every cell (a route of the route table for a column) has an expected outcome (expectedOutcome), and
 * matrixCells.test.ts holds each one of them to the SPEC's rules. Cells of one route kind (a resource's
 * list, show, edit or create view, a bespoke page, an old or moved URL, ...) with one outcome kind for
 * one column are answered by the same components (the generated views behind react-admin's access
 * check, the one legacy redirect, the one Guard), so the browser opens, per column, one cell of each
 * route kind and outcome kind it has, and every guarded bespoke page once (each page has its own guard
 * data and its own component): where it is shown, when some column is shown it. `all`: every cell.
 */
import { effectiveAccess, loginRefusal, partnerKeys, rolesFromGroups } from '../domain/roles';
import type { AccessSubject } from '../domain/roles';
import { expectedOutcome, type OutcomeKind, type RouteEntry, type Visitor } from './routeTable';

/** What part of the app answers a route. */
export type RouteKind =
  | 'resource list'
  | 'resource show'
  | 'resource edit'
  | 'resource create'
  | 'bespoke page'
  | 'old URL'
  | 'moved URL'
  | 'landing'
  | 'logout'
  | 'unknown path';

export function routeKind(entry: RouteEntry): RouteKind {
  const { target } = entry;
  switch (entry.source) {
    case 'resource':
      return target.kind === 'screen' && target.screen.kind === 'resource'
        ? `resource ${target.screen.view}`
        : 'bespoke page';
    case 'legacy':
      return 'old URL';
    case 'catchAll':
      return 'unknown path';
    case 'page':
      return 'bespoke page';
    case 'app':
      return target.kind === 'screen'
        ? 'bespoke page'
        : target.kind === 'redirect'
          ? 'moved URL'
          : target.kind;
  }
}

/** A bespoke page behind a route guard (a requirement: roles, a permission key, or guests only). */
export const isGuardedPage = (entry: RouteEntry): boolean =>
  routeKind(entry) === 'bespoke page' && entry.target.kind === 'screen' && Boolean(entry.target.requirement);

/** A column: a guest, or a demo user (optionally a super admin working inside an organization). */
export interface MatrixColumn {
  name: string;
  username: string | null;
  visitor: Visitor;
  /** An internal admin working inside this organization (SPEC 2: treated as admin). */
  organization?: { id: string; name: string };
}

/** What the columns need of a demo user: its identity group, permission keys and partner. */
export interface ColumnUser {
  username: string;
  group: string;
  permissions: readonly string[];
  partnerId?: string | null;
  /** Its partner's `mayOnboard` (unset: it may, as the API reads a partner without the field). */
  partnerMayOnboard?: boolean;
}

/** The user's access as the API gives it at sign-in: its keys and its partner's (src/domain/roles.ts). */
const accessOf = (user: ColumnUser): AccessSubject => ({
  roles: rolesFromGroups([user.group]),
  permissions: [...user.permissions, ...partnerKeys(user.partnerId, user.partnerMayOnboard)],
});

/** The guest and every user that can sign in (loginRefusal decides, as the login does). */
export function matrixColumns(users: readonly ColumnUser[]): MatrixColumn[] {
  return [
    { name: 'guest', username: null, visitor: { subject: { roles: [], permissions: [] }, signedIn: false } },
    ...users
      .filter((user) => loginRefusal(accessOf(user)) === null)
      .map((user) => ({
        name: user.username,
        username: user.username,
        visitor: { subject: accessOf(user), signedIn: true },
      })),
  ];
}

/** A super admin working inside an organization: the admin role and every permission key added. */
export function actingColumn(user: ColumnUser, organization: { id: string; name: string }): MatrixColumn {
  return {
    name: `${user.username} in ${organization.name}`,
    username: user.username,
    organization,
    visitor: { subject: effectiveAccess(accessOf(user), true), signedIn: true },
  };
}

/**
 * Columns whose expected outcome is the same on every route (the merchant admins of three
 * organizations) are one column: the first of them stands for the others (`alike`).
 */
export function distinctColumns(
  table: readonly RouteEntry[],
  columns: readonly MatrixColumn[],
): { column: MatrixColumn; alike: string[] }[] {
  const groups = new Map<string, { column: MatrixColumn; alike: string[] }>();
  for (const column of columns) {
    const outcomes = table.map((entry) => expectedOutcome(table, entry, column.visitor));
    const key = `${Boolean(column.organization)} ${JSON.stringify(outcomes)}`;
    const group = groups.get(key);
    if (group) group.alike.push(column.name);
    else groups.set(key, { column, alike: [] });
  }
  return [...groups.values()];
}

/** A cell's class: its route kind and the outcome kind the column gets there. */
export const cellClass = (table: readonly RouteEntry[], entry: RouteEntry, visitor: Visitor): string =>
  `${routeKind(entry)} -> ${expectedOutcome(table, entry, visitor).kind}`;

/** One cell to open, and the routes that may stand for it, best first (the spec opens the first it can). */
export interface CellChoice {
  why: string;
  entries: RouteEntry[];
}

const refused: readonly OutcomeKind[] = ['landing', 'login'];

/** The cells the browser opens, by column name; /logout (it ends the session) is each column's last. */
export function matrixCells(
  table: readonly RouteEntry[],
  columns: readonly MatrixColumn[],
  { all = false }: { all?: boolean } = {},
): Map<string, CellChoice[]> {
  const cells = new Map<string, CellChoice[]>(columns.map((c) => [c.name, []]));
  const add = (column: MatrixColumn, choice: CellChoice) => cells.get(column.name)?.push(choice);
  if (all) {
    for (const column of columns)
      for (const entry of table) add(column, { why: 'every cell', entries: [entry] });
    return inOpeningOrder(table, columns, cells);
  }

  // Every guarded page once, where it is shown (else where it is refused): the columns take turns.
  table.filter(isGuardedPage).forEach((entry, index) => {
    const outcome = (c: MatrixColumn) => expectedOutcome(table, entry, c.visitor).kind;
    const shownTo = columns.filter((c) => outcome(c) === 'shown');
    const takers = shownTo.length ? shownTo : columns.filter((c) => refused.includes(outcome(c)));
    const taker = takers[index % Math.max(1, takers.length)];
    if (taker)
      add(taker, {
        why: `guarded page ${entry.path} ${shownTo.length ? 'shown' : 'refused'}`,
        entries: [entry],
      });
  });

  // Then one cell of each class a column has, unless a page above is of that class. The candidates start
  // at a different place for each column, so the columns open different resources.
  columns.forEach((column, turn) => {
    const classes = new Map<string, RouteEntry[]>();
    for (const entry of table) {
      const key = cellClass(table, entry, column.visitor);
      classes.set(key, [...(classes.get(key) ?? []), entry]);
    }
    const opened = new Set((cells.get(column.name) ?? []).map((c) => c.entries[0]));
    for (const [key, entries] of classes) {
      if (entries.some((entry) => opened.has(entry))) continue;
      const start = (turn * 7) % entries.length;
      add(column, { why: key, entries: [...entries.slice(start), ...entries.slice(0, start)] });
    }
  });
  return inOpeningOrder(table, columns, cells);
}

/**
 * Cells that end on the same screen one after the other (the refusals that all land on the role's
 * landing: its chunks and data are then loaded once), and /logout, which ends the session, last.
 */
function inOpeningOrder(
  table: readonly RouteEntry[],
  columns: readonly MatrixColumn[],
  cells: Map<string, CellChoice[]>,
): Map<string, CellChoice[]> {
  for (const column of columns) {
    const end = (choice: CellChoice) => {
      const entry = choice.entries[0];
      if (!entry) return '';
      return `${Number(entry.target.kind === 'logout')} ${expectedOutcome(table, entry, column.visitor).path}`;
    };
    const choices = cells.get(column.name) ?? [];
    cells.set(
      column.name,
      choices
        .map((choice, index) => ({ choice, index, key: end(choice) }))
        .sort((a, b) => a.key.localeCompare(b.key) || a.index - b.index)
        .map(({ choice }) => choice),
    );
  }
  return cells;
}
