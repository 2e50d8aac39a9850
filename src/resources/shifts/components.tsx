/** The shifts' own components, by the keys its definition (./index.ts) names; each loads when shown. */
import { defineComponents } from '../../schema/ui/components';
import { lazyView } from '../../schema/ui/lazyView';
import type shifts from './index';

export default defineComponents<typeof shifts>('shifts', {
  views: { 'shift-report': lazyView(() => import('./ShiftReport')) },
});
