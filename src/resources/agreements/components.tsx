/** The agreements' own components, by the keys its definition (./index.ts) names; each loads when shown. */
import { defineComponents } from '../../schema/ui/components';
import { lazyView } from '../../schema/ui/lazyView';
import agreements from './index';

export default defineComponents(agreements, {
  views: {
    'agreement-list': lazyView(() => import('./AgreementList')),
    'agreement-show': lazyView(() => import('./AgreementShow')),
  },
});
