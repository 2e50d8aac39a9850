/**
 * The shifts storage (src/resources/shifts/index.ts): on every write the server sets the hours worked
 * and the shift's Swedish date from its start, end and break (src/domain/shifts.ts), so the list, its
 * sort and filters and the time report's SQL sums read one stored value that no client can choose
 * (the fields are read-only: a value a client sends is ignored). The seed stores the same values.
 */
import { hoursWorked, shiftDay } from '../../../src/domain/shifts.ts';
import { storageHooks } from '../../resources/hooks.ts';
import shifts from '../../../src/resources/shifts/index.ts';

/** The stored values the server derives from a shift's times. */
export function derivedShiftValues(data: Record<string, unknown>): { hoursWorked?: number; date?: string } {
  const hours = hoursWorked(data.start, data.end, data.breakMinutes);
  const day = shiftDay(data.start);
  return { ...(hours === null ? {} : { hoursWorked: hours }), ...(day === null ? {} : { date: day }) };
}

export const shiftStorageHooks = storageHooks(shifts, {
  async beforeWrite(_tx, _ctx, data) {
    delete data.hoursWorked;
    delete data.date;
    Object.assign(data, derivedShiftValues(data));
  },
});
