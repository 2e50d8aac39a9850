/** The sync history's own components, by the keys its definition (./index.ts) names; each loads when shown. */
import { lazy } from 'react';
import { defineComponents } from '../../schema/ui/components';
import { lazyView } from '../../schema/ui/lazyView';
import type integrationSyncs from './index';

export default defineComponents<typeof integrationSyncs>('integration-syncs', {
  rowActions: { 'retry-sync': lazy(() => import('./RetrySyncButton')) },
  views: { 'integration-sync-show': lazyView(() => import('./SyncRunShow')) },
});
