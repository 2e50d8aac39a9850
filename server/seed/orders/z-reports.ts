/**
 * The demo registers' Z reports (issue 15): each register closed the days of the week before yesterday,
 * serials 1, 2, 3 ... in day order, each made as the API makes one (server/features/reports/z-report-hooks.ts) a
 * little after the store closed. Yesterday and today are left open for the user to close.
 */
import { addDays, todayIn } from '../../../src/domain/periods.ts';
import { figureFields, type GrandTotalBefore } from '../../../src/domain/z-report.ts';
import type zReports from '../../../src/resources/z-reports/index.ts';
import type { FieldsOf } from '../../../src/schema/record-of.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import type { Queryable } from '../../db/db.ts';
import { findRegister, registerDay, reportHeading } from '../../features/reports/register-day.ts';
import { insertRows } from '../../resources/storage.ts';

const CLOSED_DAYS = 7;
const CHANGE_FLOAT = 150_000;

export async function seedDemoZReports(
  tx: Queryable,
  definitions: readonly ResourceDefinition[],
  organizationId: string,
  now: Date,
): Promise<void> {
  const reports = definitions.find((d) => d.name === 'z-reports');
  if (!reports) return;
  const registers = await tx.query<{ id: string }>(
    "SELECT id FROM devices WHERE organization_id = $1 AND kind = 'register' ORDER BY id",
    [organizationId],
  );
  const today = todayIn('Europe/Stockholm', now);
  const rows: { id: string; data: FieldsOf<typeof zReports>; createdAt: string }[] = [];
  for (const { id } of registers) {
    const register = await findRegister(tx, organizationId, id);
    if (!register) continue;
    const heading = await reportHeading(tx, organizationId, register);
    let previous: GrandTotalBefore | null = null;
    for (let serialNumber = 1; serialNumber <= CLOSED_DAYS; serialNumber += 1) {
      const day = addDays(today, serialNumber - CLOSED_DAYS - 2);
      const made = await registerDay(tx, organizationId, register, day, {
        changeFloat: CHANGE_FLOAT,
        previousGrandTotal: previous,
      });
      previous = made.figures.grandTotal;
      // Made at a quarter past nine in the evening, Stockholm time.
      const madeAt = new Date(new Date(made.to).getTime() - 165 * 60_000).toISOString();
      rows.push({
        id: `z-${id}-${serialNumber}`,
        createdAt: madeAt,
        data: {
          register: id,
          businessDay: day,
          changeFloat: CHANGE_FLOAT,
          serialNumber,
          store: register.store,
          madeAt,
          title: `Z ${serialNumber} · ${register.name} · ${register.storeName} · ${day}`,
          ...heading,
          ...figureFields(made.figures),
        },
      });
    }
  }
  await insertRows(tx, reports, organizationId, rows, 'kassa');
}
