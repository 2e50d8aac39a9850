/** The stores' own components, by the keys its definition (./index.ts) names; each loads when shown. */
import { lazy } from 'react';
import { defineComponents } from '../../schema/ui/components';
import type stores from './index';

export default defineComponents<typeof stores>('stores', {
  fields: { 'find-location': { input: lazy(() => import('./FindLocationInput')) } },
});
