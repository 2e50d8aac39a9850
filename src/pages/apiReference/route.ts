import { ROLE_GROUPS } from '../../domain/roles';

/** The API reference (issue 35): the API's own OpenAPI document, read in the developer area. */
export const API_REFERENCE_PATH = '/apps/superadmin/api';

/** The route of the API reference and who may open it; src/SignedInApp.tsx mounts it under its route guard. */
export const apiReferenceRoute = { path: API_REFERENCE_PATH, roles: ROLE_GROUPS.superadmin } as const;
