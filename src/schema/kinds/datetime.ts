/** An instant (`timestamptz`), written in ISO 8601 with an offset and answered in UTC. */
import { temporalKind } from './family-temporal';

const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

export const datetime = temporalKind('timestamptz', DATETIME, 'validation.datetime', {
  fromDb: (value) =>
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'string'
        ? new Date(value).toISOString()
        : value,
  samples: () => [(i) => new Date(Date.UTC(2025, 0, 1) + (i % 525_600) * 60_000).toISOString()],
});
