import { ROLE_GROUPS } from '../../domain/roles';
import { FEATURES_PATH } from '../../layout/shellRules';

/** The route of the features page and who may open it; App.tsx mounts it under its route guard. */
export const featuresRoute = { path: FEATURES_PATH, roles: ROLE_GROUPS.superadmin } as const;
