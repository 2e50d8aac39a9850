/** The integrations' own components, by the keys its definition (./index.ts) names; each loads when shown. */
import { defineComponents } from '../../schema/ui/components';
import { lazyView } from '../../schema/ui/lazyView';
import integrations from './index';

export default defineComponents(integrations, {
  views: { 'integration-show': lazyView(() => import('./IntegrationShow')) },
});
