/** The orders' own components, by the keys its definition (./index.ts) names; each loads when shown. */
import { lazy } from 'react';
import { defineComponents } from '../../schema/ui/components';
import orders from './index';

export default defineComponents(orders, {
  views: { 'order-show': lazy(() => import('./OrderShow')) },
});
