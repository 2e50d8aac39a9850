/**
 * The demo registers' Z reports (issue 15; "How the books are made"): like a real merchant's, every
 * register closed every day it sold (or took a return) up to the day before yesterday, serials 1, 2, 3
 * ... in day order with the grand totals carried on, each with the figures the API makes for it
 * (server/features/reports/z-report-hooks.ts) a little after the store closed. Yesterday and today are
 * left open for the user to close. A year of days is read in a few queries
 * (registerDaysBefore) rather than a register day at a time.
 */
import { addDays, todayIn } from '../../../src/domain/periods.ts';
import { figureFields, zReportFigures, type GrandTotalBefore } from '../../../src/domain/z-report.ts';
import type zReports from '../../../src/resources/z-reports/index.ts';
import type { FieldsOf } from '../../../src/schema/record-of.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import type { Queryable } from '../../db/db.ts';
import { registerDaysBefore, reportHeading } from '../../features/reports/register-day.ts';
import { insertRows } from '../../resources/storage.ts';

/** The days left open: yesterday and today. */
const OPEN_DAYS = 2;
const CHANGE_FLOAT = 150_000;
const CHUNK = 500;

export async function seedDemoZReports(
  tx: Queryable,
  definitions: readonly ResourceDefinition[],
  organizationId: string,
  now: Date,
): Promise<void> {
  const reports = definitions.find((d) => d.name === 'z-reports');
  if (!reports) return;
  const firstOpen = addDays(todayIn('Europe/Stockholm', now), 1 - OPEN_DAYS);
  const { registers, methods } = await registerDaysBefore(tx, organizationId, firstOpen);
  const rows: { id: string; data: FieldsOf<typeof zReports>; createdAt: string }[] = [];
  for (const register of registers) {
    const heading = await reportHeading(tx, organizationId, register);
    let previous: GrandTotalBefore | null = null;
    for (const [index, day] of register.days.entries()) {
      const serialNumber = index + 1;
      const figures = zReportFigures({
        sales: day.sales,
        returned: day.returned,
        day: { from: day.from, to: day.to },
        methods,
        changeFloat: CHANGE_FLOAT,
        previousGrandTotal: previous,
      });
      previous = figures.grandTotal;
      // Made at a quarter past nine in the evening, Stockholm time.
      const madeAt = new Date(new Date(day.to).getTime() - 165 * 60_000).toISOString();
      rows.push({
        id: `z-${register.id}-${serialNumber}`,
        createdAt: madeAt,
        data: {
          register: register.id,
          businessDay: day.day,
          changeFloat: CHANGE_FLOAT,
          serialNumber,
          store: register.store,
          madeAt,
          title: `Z ${serialNumber} · ${register.name} · ${register.storeName} · ${day.day}`,
          ...heading,
          ...figureFields(figures),
        },
      });
    }
  }
  for (let at = 0; at < rows.length; at += CHUNK)
    await insertRows(tx, reports, organizationId, rows.slice(at, at + CHUNK), 'kassa');
}
