/** The customers' own components, by the keys its definition (./index.ts) names. */
import { lazy } from 'react';
import { defineComponents } from '../../schema/ui/components';
import type customers from './index';

export default defineComponents<typeof customers>('customers', {
  fields: { 'country-picker': { input: lazy(() => import('./CountryInput')) } },
});
