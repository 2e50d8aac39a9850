/** The integrations' own components, by the keys its definition (./index.ts) names; each loads when shown. */
import { defineComponents } from '../../schema/ui/components';
import { lazyView } from '../../schema/ui/lazyView';
import type integrations from './index';

export default defineComponents<typeof integrations>('integrations', {
  views: { 'integration-show': lazyView(() => import('./IntegrationShow')) },
});
