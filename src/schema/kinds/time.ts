/** A time of day (`time`), answered as HH:MM, or HH:MM:SS when the seconds are not zero. */
import { temporalKind } from './family-temporal';

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

export const time = temporalKind('time', TIME, 'validation.time', {
  filterInput: 'text',
  fromDb: (value) => (typeof value === 'string' ? value.replace(/^(\d{2}:\d{2}):00$/, '$1') : value),
  // Times ascend within a sub-record row (opens before closes).
  samples: ({ row }) => [() => `${String(8 + row * 9).padStart(2, '0')}:00`],
});
