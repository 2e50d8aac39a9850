/** The integrations' own components, by the keys its definition (./index.ts) names; each loads when shown. */
import { lazy } from 'react';
import { defineComponents } from '../../schema/ui/components';
import integrations from './index';

export default defineComponents(integrations, {
  views: { 'integration-show': lazy(() => import('./IntegrationShow')) },
});
