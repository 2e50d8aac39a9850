/** The simulated digital-signing service's view of agreements sent for signing (SPEC 7). */
import { defineFeature } from '../define-feature.ts';
import { digitalSignRoutes } from './routes.ts';

export default defineFeature({ routes: digitalSignRoutes });
