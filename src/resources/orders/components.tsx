/** The orders' own components, by the keys its definition (./index.ts) names; each loads when shown. */
import { defineComponents } from '../../schema/ui/components';
import { lazyView } from '../../schema/ui/lazyView';
import orders from './index';

export default defineComponents(orders, {
  views: { 'order-show': lazyView(() => import('./OrderShow')) },
});
