/** Staff shifts: the time report and the hours the server computes on every write. */
import { defineFeature } from '../define-feature.ts';
import { shiftReportRoutes } from './report.ts';
import { shiftStorageHooks } from './shift-hooks.ts';

export default defineFeature({ routes: shiftReportRoutes, hooks: { shifts: shiftStorageHooks } });
