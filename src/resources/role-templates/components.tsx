/** The role templates' own components, by the keys its definition (./index.ts) names; each loads when shown. */
import { lazy } from 'react';
import { defineComponents } from '../../schema/ui/components';
import roleTemplates from './index';

export default defineComponents(roleTemplates, {
  views: { 'role-template-show': lazy(() => import('./RoleTemplateShow')) },
});
