/** The role templates' own components, by the keys its definition (./index.ts) names; each loads when shown. */
import { defineComponents } from '../../schema/ui/components';
import { lazyView } from '../../schema/ui/lazyView';
import roleTemplates from './index';

export default defineComponents(roleTemplates, {
  views: { 'role-template-show': lazyView(() => import('./RoleTemplateShow')) },
});
