/** Role templates: applying one to users, the templates' write rules, and the demo's templates. */
import { defineFeature } from '../define-feature.ts';
import { roleTemplateRoutes } from './apply.ts';
import { roleTemplateStorageHooks } from './role-template-hooks.ts';
import { ROLE_TEMPLATES_SEED } from './seed.ts';

export default defineFeature({
  routes: roleTemplateRoutes,
  hooks: { 'role-templates': roleTemplateStorageHooks },
  seed: { records: ROLE_TEMPLATES_SEED },
});
