import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { authRoutes } from './auth/routes.ts';
import { productCount } from './catalog/product-count.ts';
import { catalogueSettings } from './catalog/settings.ts';
import { authenticate } from './http/auth-middleware.ts';
import { ApiError, errorResponse, TRACE_HEADER } from './http/errors.ts';
import type { AppEnv, Deps } from './http/env.ts';
import { API_CSP, corsPolicy, securityHeaders } from './http/security-headers.ts';
import { resourceDefinitions } from './resources/definitions.ts';
import { resourceRoutes } from './resources/routes.ts';
import { refundRoutes } from './orders/refund.ts';
import { shiftReportRoutes } from './shifts/report.ts';
import { zReportRoutes } from './reports/z-report-routes.ts';
import { scheduleRoutes } from './reports/schedule-routes.ts';
import { statisticsRoutes } from './reports/routes.ts';
import { handshakeRoutes } from './devices/handshake.ts';
import { complianceRoutes } from './compliance/routes.ts';
import { onboardingRoutes } from './onboarding/routes.ts';
import { organizationRoutes } from './organizations/routes.ts';
import { referenceListRoutes } from './organizations/reference-lists.ts';
import { roleTemplateRoutes } from './role-templates/apply.ts';
import { digitalSignRoutes } from './digital-sign/routes.ts';
import { geocodeRoutes } from './stores/geocode-routes.ts';
import { loanRoutes } from './loan/routes.ts';
import { integrationRoutes } from './integrations/routes.ts';
import { providerSandboxRoutes } from './integrations/provider-sandbox.ts';
import { uploadRoutes } from './uploads/routes.ts';
import type { ResourceDefinition } from '../src/schema/types.ts';

/** The reference platform API as a fetch handler: served over HTTP by main.ts, in-process in tests. */
export interface AppOptions {
  /** The resources served; default: every file of src/resources/ (tests pass fixtures). */
  resources?: readonly ResourceDefinition[];
}

export function createApp(deps: Deps, options: AppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use('*', securityHeaders(deps.config, API_CSP, true));
  app.use('*', corsPolicy(deps.config));
  app.use('*', async (c, next) => {
    const traceId = crypto.randomUUID();
    c.set('traceId', traceId);
    c.set('caller', undefined);
    await next();
    // Not c.header(): after the response is made it rebuilds the response as a stream.
    c.res.headers.set(TRACE_HEADER, traceId);
  });

  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(
        c,
        ApiError.of(error.status, 'bad_request', error.message || 'Bad request', 'Felaktig begäran'),
      );
    }
    console.error(`[${c.get('traceId')}]`, error);
    return errorResponse(c, ApiError.of(500, 'internal_error', 'Something went wrong', 'Något gick fel'));
  });

  app.get('/api/health', async (c) => {
    await deps.db.query('SELECT 1');
    return c.json({ status: 'ok', database: deps.db.kind });
  });

  app.route('/', authRoutes(deps));
  app.route('/', uploadRoutes(deps));
  // Every /api/* route registered below this line has a signed-in caller (c.get('caller')).
  app.use('/api/*', authenticate(deps));
  app.get('/api/catalog/product/count', productCount(deps));
  app.get('/api/catalogs/3.1/settings', catalogueSettings(deps));
  refundRoutes(deps, options.resources ?? resourceDefinitions)(app);
  statisticsRoutes(deps)(app);
  zReportRoutes(deps, options.resources ?? resourceDefinitions)(app);
  scheduleRoutes(deps, options.resources ?? resourceDefinitions)(app);
  handshakeRoutes(deps, options.resources ?? resourceDefinitions)(app);
  complianceRoutes(deps, options.resources ?? resourceDefinitions)(app);
  onboardingRoutes(deps, options.resources ?? resourceDefinitions)(app);
  digitalSignRoutes(deps, options.resources ?? resourceDefinitions)(app);
  geocodeRoutes(options.resources ?? resourceDefinitions)(app);
  referenceListRoutes(app);
  organizationRoutes(deps, options.resources ?? resourceDefinitions)(app);
  roleTemplateRoutes(deps, options.resources ?? resourceDefinitions)(app);
  loanRoutes(deps, options.resources ?? resourceDefinitions)(app);
  integrationRoutes(deps, options.resources ?? resourceDefinitions)(app);
  providerSandboxRoutes(app);
  // Before the generic handlers, whose /:id would take "report" for an id.
  shiftReportRoutes(deps, options.resources ?? resourceDefinitions)(app);
  // Generic handlers of every resource in src/resources/ (server/resources/routes.ts).
  app.route('/', resourceRoutes(deps, options.resources ?? resourceDefinitions));

  app.notFound((c) =>
    errorResponse(c, ApiError.of(404, 'not_found', 'No such endpoint', 'Ingen sådan adress')),
  );

  return app;
}
