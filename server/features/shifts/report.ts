/**
 * GET /api/timetracking/3.0/report?filter={...}   the time report's totals
 *
 * The hours worked per user and in all over the shifts the list shows with the same filter (period,
 * store, user: server/resources/list-query.ts), summed in SQL over the stored hours (set by the server
 * on every write: ./shift-hooks.ts). Allowed to whoever may list the shifts, in the organization the
 * caller acts in. Answers
 *   { users: [{ user, name, username, shifts, hours }], total: { users, shifts, hours } }
 * with the users by most hours (then by name), each named so that a caller who may not read the users
 * list still sees who worked.
 */
import { sql, type SqlBool } from 'kysely';
import type { ShiftReportLine, ShiftReportTotals } from '../../../src/domain/shifts.ts';
import { buildListQuery, isInvalidRegex } from '../../resources/list-query.ts';
import { apiError } from '../../resources/api-errors.ts';
import { rowScopeCondition } from '../../resources/row-scope.ts';
import { hooksFor } from '../../resources/storage-hooks.ts';
import { findWhere } from '../../resources/storage.ts';
import { dynamicQb, dynamicTable, run } from '../../storage/query-builder.ts';
import { tableFor } from '../../storage/tables.ts';
import type { Routes } from '../../routing/route-table.ts';
import type { FeatureEnv } from '../define-feature.ts';

/** Hours to two decimals, as the stored hours are. */
const hoursOf = (value: unknown) => Math.round(Number(value ?? 0) * 100) / 100;

export function shiftReportRoutes(routes: Routes, { deps, registry }: FeatureEnv) {
  const shifts = registry.get('shifts');
  const users = registry.get('users');
  if (!shifts || !users) return;
  routes.get(
    `/${shifts.api}/report`,
    { resource: 'shifts', action: 'list' },
    {
      summary: 'The time report: hours worked per user over the shifts a filter selects',
      query: { filter: "the shifts list's filter (JSON)" },
    },
    async (c, { caller, organizationId }) => {
      const query = buildListQuery(shifts, { filter: c.req.query('filter') }, organizationId);
      const scoped = rowScopeCondition(shifts, caller);
      if (scoped) query.where.push(scoped);
      const hooked = hooksFor(shifts).listCondition?.({ caller, definition: shifts, organizationId });
      if (hooked) query.where.push(hooked);
      const table = tableFor(shifts);
      const column = (source: string) => {
        const found = table.bySource.get(source);
        if (!found) throw new Error(`shifts has no stored ${source}`);
        return sql.ref(found.name);
      };
      const user = column('user');
      let sums: { user: string; shifts: number | string; hours: number | string | null }[];
      try {
        sums = await run(
          deps.db,
          dynamicQb
            .selectFrom(dynamicTable(table))
            .select([
              sql<string>`${user}`.as('user'),
              sql<number>`count(*)`.as('shifts'),
              sql<number>`coalesce(sum(${column('hoursWorked')}), 0)`.as('hours'),
            ])
            .where(sql<SqlBool>`${sql.join(query.where, sql` AND `)}`)
            .groupBy(user),
        );
      } catch (error) {
        if (isInvalidRegex(error)) throw apiError(400, 'errors.invalid_filter', { filter: 'matches' });
        throw error;
      }
      const ids = sums.map((s) => s.user);
      const named = new Map(
        (ids.length ? await findWhere(deps.db, users, organizationId, { id: ids }, ids.length) : []).map(
          (row) => [row.id, row.data],
        ),
      );
      const lines: ShiftReportLine[] = sums.map((s) => {
        const data = named.get(s.user) ?? {};
        const name = [data.firstName, data.lastName].filter((part) => typeof part === 'string').join(' ');
        const username = typeof data.username === 'string' ? data.username : '';
        return {
          user: s.user,
          name: name || username || s.user,
          username,
          shifts: Number(s.shifts),
          hours: hoursOf(s.hours),
        };
      });
      lines.sort((a, b) => b.hours - a.hours || a.name.localeCompare(b.name, 'sv'));
      const report: ShiftReportTotals = {
        users: lines,
        total: {
          users: lines.length,
          shifts: lines.reduce((sum, line) => sum + line.shifts, 0),
          hours: hoursOf(sums.reduce((sum, s) => sum + Number(s.hours ?? 0), 0)),
        },
      };
      return c.json(report);
    },
  );
}
