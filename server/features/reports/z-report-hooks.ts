/**
 * The z-reports storage (src/resources/z-reports/index.ts): on create the server makes the report. Inside
 * the write's transaction, after the collection rules took the organization's lock for z-reports (so two
 * reports never share a serial), it reads the register's day (./register-day.ts), gives the report the
 * serial after the register's last and carries the grand totals on from that report. A register's days
 * close in day order (src/domain/validators/z-reports.ts): a day on or before its last closed day is
 * refused on the field `businessDay`, naming that day, so a late report of an earlier day can never be
 * added onto grand totals that already count later days; and a day after an earlier day the register
 * sold and never closed is refused naming that day (./open-days.ts), so no day of sales is left without
 * its Z report. The client's values
 * for anything but the register, the day and the change float are never used; the API refuses updates and
 * deletes (the definition allows neither).
 */
import { figureFields } from '../../../src/domain/z-report.ts';
import { ApiError } from '../../http/errors.ts';
import { validationFailed } from '../../resources/api-errors.ts';
import { storageHooks } from '../../resources/hooks.ts';
import zReports from '../../../src/resources/z-reports/index.ts';
import { openDays } from './open-days.ts';
import { findRegister, lastZReport, registerDay, reportHeading } from './register-day.ts';

const number = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0) || 0);

export const zReportStorageHooks = storageHooks(zReports, {
  async beforeWrite(tx, ctx, data) {
    if (ctx.mode !== 'create' || !ctx.organizationId) return;
    const register = await findRegister(tx, ctx.organizationId, String(data.register ?? ''));
    if (!register)
      throw ApiError.of(
        400,
        'validation.z_report.not_register',
        'Choose a register: a card terminal makes no Z report',
        'Välj en kassa: en kortterminal gör ingen Z-rapport',
        'register',
      );
    const last = await lastZReport(tx, ctx.organizationId, register.id);
    const businessDay = String(data.businessDay);
    if (last.businessDay !== null && businessDay <= last.businessDay)
      throw validationFailed(zReports, [
        { field: 'businessDay', key: 'validation.z_report.out_of_order', params: { day: last.businessDay } },
      ]);
    // Every earlier day the register sold is closed first (a day without sales needs no report).
    const open = (await openDays(tx, ctx.organizationId, register.id)).find((d) => !d.skipped);
    if (open && open.day < businessDay)
      throw validationFailed(zReports, [
        { field: 'businessDay', key: 'validation.z_report.earlier_open', params: { day: open.day } },
      ]);
    const serialNumber = last.serialNumber + 1;
    const changeFloat = number(data.changeFloat);
    const day = await registerDay(tx, ctx.organizationId, register, businessDay, {
      changeFloat,
      previousGrandTotal: last.grandTotal,
    });
    Object.assign(data, figureFields(day.figures), await reportHeading(tx, ctx.organizationId, register), {
      serialNumber,
      changeFloat,
      store: register.store,
      madeAt: new Date().toISOString(),
      title: `Z ${serialNumber} · ${register.name} · ${register.storeName} · ${day.day}`,
    });
  },
});
