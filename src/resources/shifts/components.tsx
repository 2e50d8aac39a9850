/** The shifts' own components, by the keys its definition (./index.ts) names; each loads when shown. */
import { defineComponents } from '../../schema/ui/components';
import { lazyView } from '../../schema/ui/lazyView';
import shifts from './index';

export default defineComponents(shifts, {
  views: { 'shift-report': lazyView(() => import('./ShiftReport')) },
});
