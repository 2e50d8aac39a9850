/** Web ordering's own components, by the keys its definition (./index.ts) names; each loads when shown. */
import { lazy } from 'react';
import { defineComponents } from '../../schema/ui/components';
import webOrdering from './index';

export default defineComponents(webOrdering, {
  views: { 'web-ordering-show': lazy(() => import('./WebOrderingShow')) },
});
