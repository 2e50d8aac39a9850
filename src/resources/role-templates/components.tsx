/** The role templates' own components, by the keys its definition (./index.ts) names; each loads when shown. */
import { defineComponents } from '../../schema/ui/components';
import { lazyView } from '../../schema/ui/lazyView';
import type roleTemplates from './index';

export default defineComponents<typeof roleTemplates>('role-templates', {
  views: { 'role-template-show': lazyView(() => import('./RoleTemplateShow')) },
});
