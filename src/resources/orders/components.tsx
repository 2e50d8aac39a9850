/** The orders' own components, by the keys its definition (./index.ts) names; each loads when shown. */
import { defineComponents } from '../../schema/ui/components';
import { lazyView } from '../../schema/ui/lazyView';
import type orders from './index';

export default defineComponents<typeof orders>('orders', {
  views: { 'order-show': lazyView(() => import('./OrderShow')) },
});
