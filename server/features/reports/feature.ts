/**
 * Reports and books: sales statistics, X and Z reports with their SIE export, the register days still open, scheduled reports, the
 * rules of Z reports and schedules on the write path, and the demo's SIE settings.
 */
import { defineFeature } from '../define-feature.ts';
import { openDayRoutes } from './open-days.ts';
import { statisticsRoutes } from './routes.ts';
import { scheduleStorageHooks } from './schedule-hooks.ts';
import { scheduleRoutes } from './schedule-routes.ts';
import { SIE_SETTINGS_SEED } from './seed-sie-settings.ts';
import { zReportStorageHooks } from './z-report-hooks.ts';
import { zReportRoutes } from './z-report-routes.ts';

export default defineFeature({
  routes(routes, env) {
    statisticsRoutes(routes, env);
    zReportRoutes(routes, env);
    openDayRoutes(routes, env);
    scheduleRoutes(routes, env);
  },
  hooks: { 'z-reports': zReportStorageHooks, 'report-schedules': scheduleStorageHooks },
  seed: { records: SIE_SETTINGS_SEED },
});
