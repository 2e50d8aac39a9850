/** Orders beyond their generic routes: refunds (SPEC 4). */
import { defineFeature } from '../define-feature.ts';
import { refundRoutes } from './refund.ts';

export default defineFeature({ routes: refundRoutes });
