/** Web ordering's own components, by the keys its definition (./index.ts) names; each loads when shown. */
import { defineComponents } from '../../schema/ui/components';
import { lazyView } from '../../schema/ui/lazyView';
import type webOrdering from './index';

export default defineComponents<typeof webOrdering>('web-ordering', {
  views: { 'web-ordering-show': lazyView(() => import('./WebOrderingShow')) },
});
