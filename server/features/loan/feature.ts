/** The loan offer and applications (SPEC 1, 2), with the demo's applications. */
import { defineFeature } from '../define-feature.ts';
import { loanRoutes } from './routes.ts';
import { LOAN_APPLICATIONS_SEED } from './seed.ts';

export default defineFeature({ routes: loanRoutes, seed: { records: LOAN_APPLICATIONS_SEED } });
