import { describe, expect, it } from 'vitest';
import {
  hoursAndMinutes,
  hoursWorked,
  neighbourDays,
  overlappingShift,
  shiftDay,
  shiftsOverlap,
} from './shifts';
import { shiftTimesRule } from './validators/shifts';

const shift = (id: string, start: string, end: string) => ({ id, start, end });

describe('shiftsOverlap', () => {
  const morning = shift('a', '2025-03-04T06:00:00Z', '2025-03-04T14:00:00Z');

  it.each([
    ['the same times (a duplicate)', '2025-03-04T06:00:00Z', '2025-03-04T14:00:00Z', true],
    ['one starting inside', '2025-03-04T13:00:00Z', '2025-03-04T18:00:00Z', true],
    ['one ending inside', '2025-03-04T04:00:00Z', '2025-03-04T06:01:00Z', true],
    ['one around it', '2025-03-04T05:00:00Z', '2025-03-04T15:00:00Z', true],
    ['one inside it', '2025-03-04T08:00:00Z', '2025-03-04T09:00:00Z', true],
    ['the same moment in another zone', '2025-03-04T08:30:00+01:00', '2025-03-04T09:00:00+01:00', true],
    ['one starting as it ends', '2025-03-04T14:00:00Z', '2025-03-04T18:00:00Z', false],
    ['one ending as it starts', '2025-03-04T01:00:00Z', '2025-03-04T06:00:00Z', false],
    ['one the next day', '2025-03-05T06:00:00Z', '2025-03-05T14:00:00Z', false],
  ])('%s: %s', (_label, start, end, expected) => {
    expect(shiftsOverlap(morning, shift('b', start, end))).toBe(expected);
    expect(shiftsOverlap(shift('b', start, end), morning)).toBe(expected);
  });

  it('overlaps nothing without both times', () => {
    expect(shiftsOverlap(morning, { start: '2025-03-04T07:00:00Z' })).toBe(false);
    expect(shiftsOverlap({ start: 'nonsense', end: '2025-03-04T07:00:00Z' }, morning)).toBe(false);
  });

  it('finds the overlapping shift but leaves the record itself out', () => {
    const others = [shift('x', '2025-03-03T06:00:00Z', '2025-03-03T14:00:00Z'), morning];
    expect(overlappingShift(shift('new', '2025-03-04T10:00:00Z', '2025-03-04T12:00:00Z'), others, null)).toBe(
      morning,
    );
    expect(overlappingShift({ ...morning, end: '2025-03-04T15:00:00Z' }, others, 'a')).toBeUndefined();
  });
});

describe('hours worked and the day', () => {
  it('is the length less the break, to two decimals', () => {
    expect(hoursWorked('2025-03-04T06:45:00Z', '2025-03-04T15:15:00Z', 30)).toBe(8);
    expect(hoursWorked('2025-03-04T06:00:00Z', '2025-03-04T13:20:00Z', 0)).toBe(7.33);
    expect(hoursWorked('2025-03-04T06:00:00Z', '2025-03-04T13:20:00Z', undefined)).toBe(7.33);
    expect(hoursWorked('2025-03-04T06:00:00Z', undefined, 0)).toBeNull();
  });

  it('takes the Swedish date of the start', () => {
    // 23:30 UTC on 4 March is 00:30 on 5 March in Stockholm (CET).
    expect(shiftDay('2025-03-04T23:30:00Z')).toBe('2025-03-05');
    expect(shiftDay('2025-07-04T21:30:00Z')).toBe('2025-07-04');
  });

  it('reads every date a shift of at most 24 hours could overlap from, also across summer time', () => {
    expect(neighbourDays('2025-03-04T10:00:00Z')).toEqual(['2025-03-03', '2025-03-04', '2025-03-05']);
    // 00:30 on Monday 31 March 2025; Sunday 30 March lasted 23 hours, so 24 hours earlier is Saturday.
    expect(neighbourDays('2025-03-30T22:30:00Z')).toEqual([
      '2025-03-29',
      '2025-03-30',
      '2025-03-31',
      '2025-04-01',
    ]);
  });
});

describe('shiftTimesRule', () => {
  const check = (start: string, end: string, breakMinutes?: number) =>
    shiftTimesRule.check({ start, end, breakMinutes }).map((i) => `${i.field}:${i.key}`);

  it('wants logout after login, at most 24 hours, and a break shorter than the shift', () => {
    expect(check('2025-03-04T06:00:00Z', '2025-03-04T14:00:00Z', 30)).toEqual([]);
    expect(check('2025-03-04T06:00:00Z', '2025-03-05T06:00:00Z')).toEqual([]);
    expect(check('2025-03-04T06:00:00Z', '2025-03-04T06:00:00Z')).toEqual([
      'end:validation.shift.end_before_start',
    ]);
    expect(check('2025-03-04T06:00:00Z', '2025-03-04T05:00:00Z')).toEqual([
      'end:validation.shift.end_before_start',
    ]);
    expect(check('2025-03-04T06:00:00Z', '2025-03-05T06:01:00Z')).toEqual(['end:validation.shift.too_long']);
    expect(check('2025-03-04T06:00:00Z', '2025-03-04T07:00:00Z', 60)).toEqual([
      'breakMinutes:validation.shift.break_too_long',
    ]);
  });
});

describe('hours as a clock reads them', () => {
  it('writes 7.63 h as 7:38 and rounds to the minute', () => {
    expect(hoursAndMinutes(7.63)).toBe('7:38');
    expect(hoursAndMinutes(0.5)).toBe('0:30');
    expect(hoursAndMinutes(12)).toBe('12:00');
    expect(hoursAndMinutes(1.9999)).toBe('2:00');
  });
});
